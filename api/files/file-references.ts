// A file reference saved on a loan must name a file that was uploaded through /file/upload by
// the loan's borrower (or by the staff member making the change), never a path made up or
// someone else's upload.
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

const FILE_PATH = /^\/file\/([A-Za-z0-9-]+\.(?:jpg|png|pdf))$/;

export const UNKNOWN_FILE_MESSAGE = 'Upload the file first: this file is not one of your uploads';

/**
 * Refuses (400, nothing written) when any reference is not a file the owners uploaded; the
 * field names come from `refs` (e.g. `bailcertificatefile`, `photo.2`).
 */
export async function assertOwnFiles(
  q: Queryable,
  ownerIds: readonly string[],
  refs: Record<string, string | null | undefined>,
): Promise<void> {
  const wanted = Object.entries(refs).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  if (wanted.length === 0) return;
  const names = wanted.map(([, path]) => FILE_PATH.exec(path)?.[1] ?? null);
  const known = await q.query<{ name: string }>(
    'SELECT name FROM files WHERE name = ANY($1::text[]) AND owner_id = ANY($2::uuid[])',
    [names.filter((name): name is string => name !== null), [...ownerIds]],
  );
  const knownNames = new Set(known.map((row) => row.name));
  const fields: Record<string, string> = {};
  wanted.forEach(([field], index) => {
    const name = names[index];
    if (!name || !knownNames.has(name)) fields[field] = UNKNOWN_FILE_MESSAGE;
  });
  const [first] = Object.values(fields);
  if (first) throw new AppError(400, 'UNKNOWN_FILE', first, { fields });
}
