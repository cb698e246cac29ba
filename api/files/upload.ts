// The file service's rules (spec §5, §8): jpeg, jpg, png and pdf (image-only places refuse pdf),
// at most 5,000,000 bytes (2 MB where the spec says so), the type read from the content, and a
// quota per person: at most UPLOAD_QUOTA files and bytes in any 24 hours (README, "Files").
import { randomUUID } from 'node:crypto';
import { textProblem } from '../../machines/shared/text-rules.ts';
import {
  fileRefusal,
  UPLOAD_QUOTA,
  type UploadQuota,
  uploadQuotaRefusal,
} from '../../machines/upload/upload.rules.ts';
import {
  MAX_UPLOAD_BYTES,
  SMALL_MAX_UPLOAD_BYTES,
  type UploadErrorKey,
} from '../../machines/upload/upload.types.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { lenderMayRead } from '../funding/lender-access.ts';
import { AppError } from '../http/errors.ts';
import { findLoan } from '../loans/loan-record.ts';
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
  FILE_EMPTY: [400, 'The file is empty'],
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

export const quotaExceeded = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'UPLOAD_QUOTA_EXCEEDED',
    'You have uploaded as much as one person may in 24 hours; try again later',
    { retryAfterSeconds },
  );

/** Transaction-scoped advisory lock class of the upload quota (the second key is the owner). */
const QUOTA_LOCK = 4_201;

export async function storeUpload(
  deps: { db: Db; storage: FileStorage; now?: () => Date; uploadQuota?: UploadQuota },
  viewer: Viewer,
  upload: { bytes: Buffer; originalName: string; kind: UploadKind; limit: UploadLimit },
): Promise<{ path: string; contentType: AllowedType; size: number; originalName: string }> {
  // The name is kept as text: refused before anything is stored, like any other field.
  if (textProblem(upload.originalName) !== null) {
    throw new AppError(400, 'FILE_NAME_INVALID', 'The file name holds characters we cannot keep', {
      fields: { file: 'The file name holds characters we cannot keep' },
    });
  }
  // The uploader's own rule (machines/upload), applied to the type read from the bytes: an empty
  // file is FILE_EMPTY before anything else, as in the browser.
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
  const originalName = Array.from(upload.originalName).slice(0, 255).join('');
  const size = upload.bytes.length;
  const quota = deps.uploadQuota ?? UPLOAD_QUOTA;
  const now = deps.now?.() ?? new Date();
  const windowStart = new Date(now.getTime() - quota.windowSeconds * 1000);
  let written = false;
  try {
    await deps.db.tx(async (q) => {
      // One owner's uploads take turns, so two at once cannot both pass the quota.
      await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [QUOTA_LOCK, viewer.userId]);
      const [used] = await q.query<{ files: number; bytes: string; oldest: Date | null }>(
        `SELECT count(*)::int AS files, coalesce(sum(size_bytes), 0)::text AS bytes,
           min(created_at) AS oldest
         FROM files WHERE owner_id = $1 AND created_at > $2`,
        [viewer.userId, windowStart.toISOString()],
      );
      const overQuota = uploadQuotaRefusal(
        {
          files: Number(used?.files ?? 0),
          bytes: Number(used?.bytes ?? 0),
          oldestAtMs: used?.oldest ? new Date(used.oldest).getTime() : null,
        },
        size,
        quota,
        now.getTime(),
      );
      if (overQuota) throw quotaExceeded(overQuota.retryAfterSeconds);
      await q.query(
        `INSERT INTO files (name, owner_id, content_type, size_bytes, original_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [name, viewer.userId, contentType, size, originalName, now.toISOString()],
      );
      // The bytes last: a refused or failed insert leaves nothing on disk.
      await deps.storage.put(name, upload.bytes, contentType);
      written = true;
    });
  } catch (error) {
    // The row did not commit: the bytes must not stay behind without it.
    if (written) await deps.storage.remove(name).catch(() => undefined);
    throw error;
  }
  // The name the file had on the user's device: the client shows it, not the generated one.
  return { path: `/file/${name}`, contentType, size, originalName };
}

/**
 * A lender sees the collateral photos of a loan she may read (issue 17: one that was offered in
 * the marketplace, which every loan she funded was; lenderMayRead, the rule the loan's own page
 * follows, so a page never names a photo it cannot show), and no other file of the borrower's
 * (no certificate, no ID card).
 */
async function lenderSeesPhoto(q: Queryable, name: string): Promise<boolean> {
  const loans = await q.query<{ loan_id: string }>(
    'SELECT loan_id FROM loan_bail_photos WHERE photos @> jsonb_build_array($1::text)',
    [`/file/${name}`],
  );
  for (const { loan_id } of loans) {
    if (lenderMayRead(await findLoan(q, Number(loan_id)))) return true;
  }
  return false;
}

/**
 * The one answer for a file the caller may not have: unknown, someone else's, or its bytes gone.
 * A 403 for someone else's would tell a stranger that the name exists.
 */
const fileNotFound = () => new AppError(404, 'FILE_NOT_FOUND', 'File not found');

/** The file's bytes for its owner or staff (a lender: a photo of a loan they may see). */
export async function readUpload(
  deps: { db: Queryable; storage: FileStorage },
  viewer: Viewer,
  name: string,
): Promise<{ bytes: Buffer; contentType: string }> {
  const [file] = await deps.db.query<{ owner_id: string; content_type: string }>(
    'SELECT owner_id, content_type FROM files WHERE name = $1',
    [name],
  );
  if (!file) throw fileNotFound();
  const mayRead =
    viewer.role === 'admin' ||
    file.owner_id === viewer.userId ||
    (viewer.role === 'lender' && (await lenderSeesPhoto(deps.db, name)));
  if (!mayRead) throw fileNotFound();
  const bytes = await deps.storage.get(name);
  if (!bytes) throw fileNotFound();
  return { bytes, contentType: file.content_type };
}
