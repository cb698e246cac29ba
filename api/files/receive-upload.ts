// Reading the one file of a multipart upload: a body that is not readable multipart (no
// boundary, cut short, not multipart at all) is the sender's mistake, a 400, never a 500.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { MAX_BYTES, missingFile, tooLarge, type UploadKind, type UploadLimit } from './upload.ts';

const unreadable = () =>
  new AppError(400, 'MULTIPART_INVALID', 'The upload must be multipart/form-data with a boundary', {
    fields: { file: 'The upload must be multipart/form-data with a boundary' },
  });

export async function receiveUpload(
  request: FastifyRequest,
  kind: UploadKind,
  limit: UploadLimit,
): Promise<{ bytes: Buffer; originalName: string }> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: MAX_BYTES[limit] + 1 } });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
  if (part?.fieldname !== 'file') throw missingFile();
  try {
    return { bytes: await part.toBuffer(), originalName: part.filename };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) throw tooLarge(kind, limit);
    throw unreadable();
  }
}
