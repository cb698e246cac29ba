// HTTP caching. Reference data (products, developers, enumerations, regions, banks, countries,
// the survey's questions) goes out with Cache-Control, an ETag from its bytes, and 304 to an
// If-None-Match that still holds; everything else is `no-store`, so no cache anywhere keeps a
// loan's stage, actions or amounts, nor anyone's personal data.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export type CachePolicy = {
  /** public: the same for every caller; private: for the caller's own cache (it needs a login). */
  scope: 'public' | 'private';
  maxAgeSeconds: number;
};

/** The same answer for everyone, changing only with a release: kept a day. */
export const STATIC_REFERENCE: CachePolicy = { scope: 'public', maxAgeSeconds: 86_400 };
/** Products and developers: staff may change them, so a cached copy lives a minute. */
export const EDITABLE_REFERENCE: CachePolicy = { scope: 'private', maxAgeSeconds: 60 };

function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function stillFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** A route's onSend hook answering with the policy's headers, an ETag and 304 when unchanged. */
export function cachedFor(policy: CachePolicy) {
  const cacheControl = `${policy.scope}, max-age=${policy.maxAgeSeconds}`;
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    reply.header('cache-control', cacheControl);
    if (policy.scope === 'private') reply.header('vary', 'authorization');
    // A body another hook has already turned into a stream (compression) goes without an ETag.
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = etagOf(payload);
    reply.header('etag', etag);
    if (!stillFresh(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    return '';
  };
}

/** Every answer that did not choose a policy is kept by nobody. */
export function installNoStoreDefault(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
