// What the bail photo step's UI asks: which controls show, which are enabled.
import type { SnapshotFrom } from 'xstate';
import type { bailPhotosMachine } from './bail-photos.machine.ts';

export type BailPhotosSnapshot = SnapshotFrom<typeof bailPhotosMachine>;

/** Upload and delete show only on an editable step with a loan (spec §2: hidden read-only). */
export const canEditPhotos = (snapshot: BailPhotosSnapshot) => snapshot.hasTag('editable');

export const isReadOnly = (snapshot: BailPhotosSnapshot) => snapshot.hasTag('readOnly');

export const isLoading = (snapshot: BailPhotosSnapshot) => snapshot.hasTag('loading');

export const isSending = (snapshot: BailPhotosSnapshot) => snapshot.hasTag('sending');

/** Save is disabled with no photos or read-only (spec §2, §5). */
export const canSave = (snapshot: BailPhotosSnapshot) => snapshot.can({ type: 'photos.save' });

/** Next is hidden when next is disabled (spec §2). */
export const isNextVisible = (snapshot: BailPhotosSnapshot) => !snapshot.context.nextDisabled;

/** Next shows but waits while photos load or save. */
export const canGoNext = (snapshot: BailPhotosSnapshot) => snapshot.can({ type: 'step.next' });
