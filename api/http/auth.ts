// Reads the bearer token of every request; protected routes name the roles they serve. A token
// counts only when its signature, issuer and expiry hold AND its session is live and its user
// active: one indexed query per request (sessions.ts), so revocation takes effect at once.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { liveViewer } from '../accounts/sessions.ts';
import type { Role, Viewer } from '../accounts/tokens.ts';
import type { ApiDeps } from '../deps.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    /** The live session the request's token belongs to; null with no viewer. */
    sessionId: string | null;
  }
}

/** The bearer token of a request, unchecked. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

export function installAuthentication(
  app: FastifyInstance,
  deps: Pick<ApiDeps, 'db' | 'tokens' | 'now' | 'realNow'>,
): void {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const claims = token ? await deps.tokens.verify(token) : null;
    // Sessions run on the real time: advancing the demo clock logs nobody out.
    const now = (deps.realNow ?? deps.now)();
    const viewer = claims ? await liveViewer(deps.db, claims, now) : null;
    request.viewer = viewer;
    request.sessionId = viewer && claims ? claims.sessionId : null;
  });
}

/** The signed-in viewer, refusing with 401 when there is none and 403 for another role. */
export function viewerOf(request: FastifyRequest, ...roles: Role[]): Viewer {
  const { viewer } = request;
  if (!viewer) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in');
  if (roles.length > 0 && !roles.includes(viewer.role)) {
    throw new AppError(403, 'FORBIDDEN', 'You may not do this');
  }
  return viewer;
}
