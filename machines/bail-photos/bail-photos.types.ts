// Types of the bail photo step (spec §2 "Bail photo component", §4 "Bail photo step", §5, §8).

export type BailPhotosInput = {
  /** Read-only hides upload and delete, and nothing is saved. */
  readOnly: boolean;
  /** Next is hidden (the step is the last one, or the parent forbids moving on). */
  nextDisabled: boolean;
};

export type BailPhotosContext = {
  readOnly: boolean;
  nextDisabled: boolean;
  /** The loan whose photos show; null until a usable id arrives. */
  loanId: number | null;
  /** The photos' file paths or URLs, in the order shown. */
  photos: string[];
};

export type BailPhotosEvent =
  /** The loan id the component was given changed (0 and undefined mean no loan yet). */
  | { type: 'loan.changed'; loanId: number | undefined }
  | { type: 'photos.loaded'; photos: string[] }
  | { type: 'photos.loadFailed' }
  /** The uploader finished a photo: its path. */
  | { type: 'photo.added'; path: string }
  | { type: 'photo.removed'; path: string }
  | { type: 'photos.save' }
  | { type: 'photos.saved' }
  | { type: 'photos.saveFailed' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'step.submit' };

export type LoadPhotosParams = { loanId: number };
export type SavePhotosParams = { loanId: number; photos: string[] };
