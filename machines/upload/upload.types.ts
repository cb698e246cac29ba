// Types of the file uploader (spec §2 "File uploader", §5 "File upload", §8 upload keys, §9).

/** Spec §5 and §9: the general upload limit, 5 MB (5,000,000 bytes). */
export const MAX_UPLOAD_BYTES = 5_000_000;

/** Spec §5: one upload place allows 2 MB (jpg, png, pdf). */
export const SMALL_MAX_UPLOAD_BYTES = 2_000_000;

/** Spec §2 and §9: the clear flag resets the file input 100 ms after each upload. */
export const CLEAR_FLAG_RESET_MS = 100;

/** Image uploaders take jpeg, jpg and png; document uploaders also pdf. */
export type UploadAccept = 'image' | 'document';

export type UploadInput = {
  accept: UploadAccept;
  /** MAX_UPLOAD_BYTES, or SMALL_MAX_UPLOAD_BYTES for the 2 MB place. */
  maxBytes: number;
  /** A required field shows REQUIRED on form validation while it holds no file. */
  required: boolean;
  /** The path the field already holds (a file saved earlier); null when none. */
  path: string | null;
};

/**
 * Message keys of spec §8 (UPLOAD_ONLY_JPD_FILES, UPLOAD_ONLY_IMG_FILES, FILE_MAX_5MB,
 * FILE_MAX_5MB_IMAGE, MAX_UPLOAD_5MB, REQUIRED), plus two for a limit other than 5 MB, which
 * the spec's keys cannot say: FILE_MAX_SIZE and MAX_UPLOAD_SIZE take a `megabytes` parameter;
 * and FILE_EMPTY for a file of 0 bytes, which the spec does not name either.
 */
export type UploadMessageKey =
  | 'UPLOAD_ONLY_JPD_FILES'
  | 'UPLOAD_ONLY_IMG_FILES'
  | 'FILE_MAX_5MB'
  | 'FILE_MAX_5MB_IMAGE'
  | 'FILE_MAX_SIZE'
  | 'MAX_UPLOAD_5MB'
  | 'MAX_UPLOAD_SIZE'
  | 'FILE_EMPTY'
  | 'REQUIRED';

/** The keys that can stand under the field as an error. */
export type UploadErrorKey = Exclude<UploadMessageKey, 'MAX_UPLOAD_5MB' | 'MAX_UPLOAD_SIZE'>;

/**
 * What can stand under the field: a message key, the person's upload quota used up (the API's
 * UPLOAD_QUOTA_EXCEEDED: trying again at once cannot help), or an upload that failed for another
 * reason (the connection, the server: trying again may).
 */
export type UploadFieldError = UploadErrorKey | 'UPLOAD_QUOTA_EXCEEDED' | 'UPLOAD_FAILED';

/** What the browser says of a chosen file (File.name, File.type, File.size). */
export type SelectedFile = { name: string; mimeType: string; sizeBytes: number };

export type UploadContext = {
  accept: UploadAccept;
  maxBytes: number;
  required: boolean;
  /** The uploaded file's path (the value of the field); null when none. */
  path: string | null;
  /** The error under the field; null when none. */
  error: UploadFieldError | null;
};

export type UploadEvent =
  | { type: 'file.selected'; file: SelectedFile }
  | { type: 'upload.succeeded'; path: string }
  /** The upload failed; `code` is the server's error code when it answered one. */
  | { type: 'upload.failed'; code?: string }
  | { type: 'timer.elapsed' }
  /** The enclosing form validates its fields (submit or trigger). */
  | { type: 'form.validate' }
  /** The enclosing form set the value itself (a record loaded later, a removed file). */
  | { type: 'value.changed'; path: string | null };

export type UploadFileParams = { file: SelectedFile };
export type PathParams = { path: string };
export type TimerParams = { delayMs: number };
