// The file service's rules (spec §5, §8): jpeg, jpg, png and pdf (image-only places refuse pdf),
// at most 5,000,000 bytes (2 MB where the spec says so), the type read from the content.
import { randomUUID } from 'node:crypto';
import { fileRefusal } from '../../machines/upload/upload.rules.ts';
import {
  MAX_UPLOAD_BYTES,
  SMALL_MAX_UPLOAD_BYTES,
  type UploadErrorKey,
} from '../../machines/upload/upload.types.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { type AllowedType, detectContentType, EXTENSIONS } from './content-type.ts';
import type { FileStorage } from './storage.ts';

export type UploadKind = 'document' | 'image';
export const MAX_BYTES = { '5mb': MAX_UPLOAD_BYTES, '2mb': SMALL_MAX_UPLOAD_BYTES } as const;
export type UploadLimit = keyof typeof MAX_BYTES;

const REFUSALS: Record<UploadErrorKey, [status: number, message: string]> = {
  UPLOAD_ONLY_IMG_FILES: [415, 'Only JPG or PNG images can be uploaded here'],
  UPLOAD_ONLY_JPD_FILES: [415, 'Only JPG, PNG or PDF files can be uploaded'],
  FILE_MAX_5MB: [413, 'The file may be at most 5 MB'],
  FILE_MAX_5MB_IMAGE: [413, 'The image may be at most 5 MB'],
  FILE_MAX_SIZE: [413, 'The file may be at most 2 MB'],
  REQUIRED: [400, 'required'],
};

/** The uploader's message key (spec §8) as the error code, with an English message. */
const refused = (key: UploadErrorKey) => new AppError(REFUSALS[key][0], key, REFUSALS[key][1]);

/** A stream that ran past the limit: too large, whatever its type. */
export function tooLarge(kind: UploadKind, limit: UploadLimit): AppError {
  return refused(
    limit === '2mb' ? 'FILE_MAX_SIZE' : kind === 'image' ? 'FILE_MAX_5MB_IMAGE' : 'FILE_MAX_5MB',
  );
}

export const missingFile = () =>
  new AppError(400, 'REQUIRED', 'required', { fields: { file: 'required' } });

export async function storeUpload(
  deps: { db: Queryable; storage: FileStorage },
  viewer: Viewer,
  upload: { bytes: Buffer; originalName: string; kind: UploadKind; limit: UploadLimit },
): Promise<{ path: string; contentType: AllowedType; size: number }> {
  if (upload.bytes.length === 0) throw missingFile();
  // The uploader's own rule (machines/upload), applied to the type read from the bytes.
  const contentType = detectContentType(upload.bytes.subarray(0, 8));
  const file = {
    name: '',
    mimeType: contentType ?? 'application/octet-stream',
    sizeBytes: upload.bytes.length,
  };
  const refusal = fileRefusal(file, upload.kind, MAX_BYTES[upload.limit]);
  if (refusal) throw refused(refusal);
  if (!contentType) throw refused('UPLOAD_ONLY_JPD_FILES');
  const name = `${randomUUID()}.${EXTENSIONS[contentType]}`;
  await deps.storage.put(name, upload.bytes, contentType);
  await deps.db.query(
    'INSERT INTO files (name, owner_id, content_type, size_bytes, original_name) VALUES ($1, $2, $3, $4, $5)',
    [name, viewer.userId, contentType, upload.bytes.length, upload.originalName.slice(0, 255)],
  );
  return { path: `/file/${name}`, contentType, size: upload.bytes.length };
}

/** The file's bytes for its owner or staff; someone else's file is refused (403). */
export async function readUpload(
  deps: { db: Queryable; storage: FileStorage },
  viewer: Viewer,
  name: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const [file] = await deps.db.query<{ owner_id: string; content_type: string }>(
    'SELECT owner_id, content_type FROM files WHERE name = $1',
    [name],
  );
  if (!file) throw new AppError(404, 'FILE_NOT_FOUND', 'File not found');
  if (viewer.role !== 'admin' && file.owner_id !== viewer.userId) {
    throw new AppError(403, 'FORBIDDEN', 'You may not read this file');
  }
  const bytes = await deps.storage.get(name);
  if (!bytes) throw new AppError(404, 'FILE_NOT_FOUND', 'File not found');
  return { bytes, contentType: file.content_type };
}
