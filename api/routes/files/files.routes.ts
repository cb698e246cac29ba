// The file service (spec §7 "File upload"): POST /file/upload, multipart with the field `file`
// and the session in the Authorization header; the stored file's path comes back in data.path.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.ts';
import { receiveUpload } from '../../files/receive-upload.ts';
import { MAX_BYTES, readUpload, storeUpload } from '../../files/upload.ts';
import { viewerOf } from '../../http/auth.ts';
import { envelope, errorResponses } from '../shared.schemas.ts';

const uploadQuery = z.object({
  kind: z
    .enum(['document', 'image'])
    .default('document')
    .describe('image: JPG/PNG only; document: also PDF'),
  limit: z
    .enum(['5mb', '2mb'])
    .default('5mb')
    .describe('5,000,000 bytes, or 2,000,000 where the spec says 2 MB'),
});
const uploadResponse = {
  201: envelope(
    z.object({
      path: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      originalName: z.string().describe("The file's name as uploaded (stored under `path`)"),
    }),
  ),
  413: errorResponses[400],
  415: errorResponses[400],
  ...errorResponses,
};

export const fileRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: MAX_BYTES['5mb'] } });

    app.post(
      '/upload',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags: ['Files'],
          summary: 'Upload one file (multipart field `file`); its type is read from its content',
          consumes: ['multipart/form-data'],
          querystring: uploadQuery,
          response: uploadResponse,
          security: [{ bearer: [] }],
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const { kind, limit } = request.query;
        const file = await receiveUpload(request, kind, limit);
        const stored = await storeUpload(deps, viewer, { ...file, kind, limit });
        return reply.status(201).send({ data: stored });
      },
    );

    app.get(
      '/:name',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags: ['Files'],
          summary: 'A stored file, for its owner and for staff',
          description:
            "Anyone else's file answers 404 FILE_NOT_FOUND, exactly as a name that does not exist.",
          params: z.object({
            name: z.string().regex(/^[0-9a-f-]{36}\.(jpg|png|pdf)$/, 'not a file name'),
          }),
          security: [{ bearer: [] }],
        },
      },
      async (request, reply) => {
        const file = await readUpload(deps, viewerOf(request), request.params.name);
        // An uploaded file is someone's content, never a page of ours: opened directly it
        // downloads, and should a browser render it anyway, it runs no script and reaches
        // nothing. The web client fetches it with the token and shows it from a blob. ID cards,
        // selfies and collateral photos are kept in no cache: a shared computer's browser keeps
        // nothing of them after logout.
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${request.params.name}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(file.bytes);
      },
    );
  };
