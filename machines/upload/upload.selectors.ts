// What the uploader's UI asks: is it sending, should the input be reset, which messages to
// show (with their parameters), and the file to link to.
import type { SnapshotFrom } from 'xstate';
import type { uploadMachine } from './upload.machine.ts';
import {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  megabytesOf,
  sizeHintKey,
} from './upload.rules.ts';
import type { UploadFieldError, UploadMessageKey } from './upload.types.ts';

export type UploadSnapshot = SnapshotFrom<typeof uploadMachine>;

export type UploadMessage = { key: UploadMessageKey; params: { megabytes: number } };

/** The error under the field: a message key, or UPLOAD_FAILED. */
export type UploadErrorMessage = { key: UploadFieldError; params: { megabytes: number } };

/** While sending: the input is disabled and reads 'SENDING' with the spinner. */
export const isSending = (snapshot: UploadSnapshot) => snapshot.hasTag('sending');

/** The clear flag: the input element is reset while it is up. */
export const isClearing = (snapshot: UploadSnapshot) => snapshot.hasTag('clearing');

/** The error under the field, or null. */
export function errorMessage(snapshot: UploadSnapshot): UploadErrorMessage | null {
  const { error, maxBytes } = snapshot.context;
  return error ? { key: error, params: { megabytes: megabytesOf(maxBytes) } } : null;
}

/** The size hint under the control (MAX_UPLOAD_5MB for the usual limit). */
export function sizeHint(snapshot: UploadSnapshot): UploadMessage {
  const { maxBytes } = snapshot.context;
  return { key: sizeHintKey(maxBytes), params: { megabytes: megabytesOf(maxBytes) } };
}

/** The path the 'view file' link opens; null when the field holds no file. */
export const viewPath = (snapshot: UploadSnapshot) => snapshot.context.path;

/** The input element's `accept` attribute. */
export function acceptAttribute(snapshot: UploadSnapshot): string {
  const { accept } = snapshot.context;
  return [...ACCEPTED_MIME_TYPES[accept], ...ACCEPTED_EXTENSIONS[accept].map((e) => `.${e}`)].join(
    ',',
  );
}
