// How the gateway's data sources reach the REST API. Scaled (`npm run start:gateway`), over HTTP
// with Node's own fetch, keeping connections alive. Embedded (`npm start`: API and gateway in one
// Fastify process), by Fastify's in-process injection: the same request — method, path, headers,
// body — runs through the very same routes, hooks, access gate, validation and logging as one
// that came over a socket, minus the loopback socket, the HTTP parser on both ends and undici's
// client. The API cannot tell the difference in what it decides; only the bytes never leave the
// process.
import type { DataSourceConfig } from '@apollo/datasource-rest';
import type { FastifyInstance, InjectOptions } from 'fastify';

export type RestTransport = NonNullable<DataSourceConfig['fetch']>;
type Init = Parameters<RestTransport>[1];

/** Node's own fetch (undici): keeps connections to the API alive, unlike the bundled node-fetch. */
export const httpTransport: RestTransport = (url, init = {}) => {
  const { body, ...rest } = init;
  if (body === undefined) return fetch(url, rest);
  return fetch(url, { ...rest, body: typeof body === 'string' ? body : new Uint8Array(body) });
};

/** A status whose response has no body (the Fetch standard's null body statuses). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

function headersOf(init: Init): Record<string, string> {
  const headers: Record<string, string> = {};
  const given = init?.headers;
  if (!given) return headers;
  if (given instanceof Headers || Array.isArray(given)) {
    for (const [name, value] of new Headers(given)) headers[name] = value;
    return headers;
  }
  for (const [name, value] of Object.entries(given)) {
    if (value !== undefined) headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

/**
 * The REST API of the same Fastify instance, called in process. Only requests for this API's
 * own origin take this path; any other URL (none today) still goes over HTTP.
 */
export function inProcessTransport(app: FastifyInstance, restBaseUrl: () => string): RestTransport {
  // The API's origin, parsed once per base address rather than once per call.
  let base = { url: '', origin: '' };
  return async (url, init = {}) => {
    const target = new URL(url);
    const baseUrl = restBaseUrl();
    if (base.url !== baseUrl) base = { url: baseUrl, origin: new URL(baseUrl).origin };
    if (target.origin !== base.origin) return httpTransport(url, init);
    const body = init.body;
    // The caller's address arrives as the socket's, as if the person had called the API: no
    // TRUST_PROXY entry is needed for a hop that never leaves the process.
    const { 'x-forwarded-for': caller, ...sent } = headersOf(init);
    const request: InjectOptions = {
      method: (init.method ?? 'GET').toUpperCase() as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers: { ...sent, host: target.host },
      remoteAddress: caller ?? '127.0.0.1',
      ...(body === undefined || body === null
        ? {}
        : { payload: typeof body === 'string' ? body : Buffer.from(body) }),
    };
    const reply = await app.inject(request);
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      if (Array.isArray(value)) for (const each of value) headers.append(name, each);
      else headers.set(name, String(value));
    }
    return new Response(NULL_BODY.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      statusText: reply.statusMessage,
      headers,
    });
  };
}
