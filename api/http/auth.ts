// Reads the bearer token of every request; protected routes name the roles they serve.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role, Tokens, Viewer } from '../accounts/tokens.ts';
import { AppError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export function installAuthentication(app: FastifyInstance, tokens: Tokens): void {
  app.decorateRequest('viewer', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
    request.viewer = match?.[1] ? await tokens.verify(match[1]) : null;
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
