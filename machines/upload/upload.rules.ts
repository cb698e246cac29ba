// Which files an uploader takes, and the message for the ones it does not (spec §5, §8).
//
// Decisions where the spec is silent:
// - The type is read from the MIME type; when the browser gives none (''), from the name's
//   extension. Type is checked before size: a wrong type is wrong whatever its size.
// - Wrong type: UPLOAD_ONLY_IMG_FILES for an image uploader, UPLOAD_ONLY_JPD_FILES (jpeg/jpg,
//   png, document) for a document uploader.
// - Too large (more than maxBytes; exactly the limit is accepted): FILE_MAX_5MB_IMAGE for an
//   image uploader, FILE_MAX_5MB for a document uploader; with a limit other than 5 MB,
//   FILE_MAX_SIZE with the limit in megabytes.
// - MAX_UPLOAD_5MB is the size hint under the control (MAX_UPLOAD_SIZE for other limits).
// - REQUIRED: a required uploader holding no file, when the form validates.
// - Empty (0 bytes): FILE_EMPTY, checked first. A file with nothing in it is no document or photo
//   whatever its name says, and the API reads a file's type from its first bytes, which an empty
//   file does not have: the browser refuses it before sending, with the message the API gives.
import {
  MAX_UPLOAD_BYTES,
  type SelectedFile,
  type UploadAccept,
  type UploadErrorKey,
  type UploadMessageKey,
} from './upload.types.ts';

const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png'];

export const ACCEPTED_MIME_TYPES: Record<UploadAccept, readonly string[]> = {
  image: IMAGE_TYPES,
  document: [...IMAGE_TYPES, 'application/pdf'],
};

export const ACCEPTED_EXTENSIONS: Record<UploadAccept, readonly string[]> = {
  image: IMAGE_EXTENSIONS,
  document: [...IMAGE_EXTENSIONS, 'pdf'],
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedType(file: SelectedFile, accept: UploadAccept): boolean {
  const mimeType = file.mimeType.trim().toLowerCase();
  if (mimeType !== '') return ACCEPTED_MIME_TYPES[accept].includes(mimeType);
  return ACCEPTED_EXTENSIONS[accept].includes(extensionOf(file.name));
}

/** The error a chosen file gets, or null when the uploader takes it. */
export function fileRefusal(
  file: SelectedFile,
  accept: UploadAccept,
  maxBytes: number,
): UploadErrorKey | null {
  if (file.sizeBytes <= 0) return 'FILE_EMPTY';
  if (!isAcceptedType(file, accept)) {
    return accept === 'image' ? 'UPLOAD_ONLY_IMG_FILES' : 'UPLOAD_ONLY_JPD_FILES';
  }
  if (file.sizeBytes > maxBytes) return sizeRefusal(accept, maxBytes);
  return null;
}

/** The message of a file over this field's limit. */
export function sizeRefusal(accept: UploadAccept, maxBytes: number): UploadErrorKey {
  if (maxBytes !== MAX_UPLOAD_BYTES) return 'FILE_MAX_SIZE';
  return accept === 'image' ? 'FILE_MAX_5MB_IMAGE' : 'FILE_MAX_5MB';
}

/** The size hint shown under the control. */
export function sizeHintKey(maxBytes: number): UploadMessageKey {
  return maxBytes === MAX_UPLOAD_BYTES ? 'MAX_UPLOAD_5MB' : 'MAX_UPLOAD_SIZE';
}

/** A limit in megabytes as the messages say it (1 MB = 1,000,000 bytes, as in spec §9). */
export function megabytesOf(maxBytes: number): number {
  return maxBytes / 1_000_000;
}

/**
 * What one person may store in any 24 hours. A loan application holds at most about 60 files
 * (certificate, PBB, IMB, 20 other documents, 30 photos, the profile's documents), so 100 files
 * leave room for corrections; 200 MB is 100 files of 2 MB (photos and scans are smaller than
 * the 5 MB limit). A rolling window, not a calendar day: no burst of twice the quota at midnight.
 */
export type UploadQuota = { files: number; bytes: number; windowSeconds: number };
export const UPLOAD_QUOTA: UploadQuota = {
  files: 100,
  bytes: 200_000_000,
  windowSeconds: 24 * 60 * 60,
};

/** What the person stored within the window: files, bytes and when the oldest of them came. */
export type UploadsInWindow = { files: number; bytes: number; oldestAtMs: number | null };

/**
 * May one more file of `sizeBytes` be stored now? Null when it may; otherwise the seconds until
 * the oldest upload of the window leaves it (at least one).
 */
export function uploadQuotaRefusal(
  used: UploadsInWindow,
  sizeBytes: number,
  quota: UploadQuota,
  nowMs: number,
): { retryAfterSeconds: number } | null {
  if (used.files + 1 <= quota.files && used.bytes + sizeBytes <= quota.bytes) return null;
  const freeAtMs = (used.oldestAtMs ?? nowMs) + quota.windowSeconds * 1000;
  return { retryAfterSeconds: Math.max(1, Math.ceil((freeAtMs - nowMs) / 1000)) };
}
