// What every response of the product carries, whichever process serves it (`npm start`, the API
// alone): security headers and compression. Registered on the root instance, so the web client,
// /api, /api/docs, /graphql and /file all get them.
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The content security policy of every page. The built client loads only its own module scripts
 * (no inline script) and talks only to its own origin; Mantine writes <style> elements and style
 * attributes at run time, so styles allow 'unsafe-inline'; uploaded images are shown, and files
 * opened, from blob: URLs made from what the client fetched with its token. Swagger UI at
 * /api/docs needs no more than this (its scripts are files, its logo a data: image).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ['blob:'],
  'img-src': ["'self'", 'data:', 'blob:'],
  'manifest-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'worker-src': ["'self'"],
} as const;

/** Browser features the product never uses, switched off for its pages and anything they embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

export async function installHttpSurface(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      // TLS ends at the load balancer; the embedded product is plain http on localhost, where an
      // upgrade to https would break every request.
      directives: { ...CONTENT_SECURITY_POLICY },
    },
    frameguard: { action: 'deny' },
    // 'Lihat file' opens a window and then points it at the file's blob: with COOP same-origin
    // Chromium cuts that window off from the page that opened it.
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    return payload;
  });
  // Text answers (JSON, GraphQL, HTML, the client's scripts and styles) leave compressed:
  // brotli when the client takes it, else gzip. Static files that have a .br/.gz beside them
  // are sent as they are (@fastify/static preCompressed) and not compressed twice.
  await app.register(compress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
