// The product's HTTP surface as a stranger meets it: no demo outbox on a real instance, the
// security headers on every kind of page, uploaded files that never render as a page of ours,
// compressed answers, cache rules for the built client, health and readiness probes, and a 500
// whose log line carries none of the values the failing query held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let real: TestProduct;
let demo: TestProduct;
const logLines: string[] = [];

beforeAll(async () => {
  [real, demo] = await Promise.all([
    startTestProduct({ demo: false, logStream: { write: (line) => logLines.push(line) } }),
    startTestProduct(),
  ]);
});
afterAll(async () => {
  await Promise.all([real?.close(), demo?.close()]);
});

describe('demo mode', () => {
  it('a product not in demo mode has no outbox: the reset link of a forgot-password stays private', async () => {
    const forgot = await rest(real, 'POST', '/account/forgot', {
      body: { email: 'admin@lumbung.test' },
    });
    expect(forgot.status).toBe(200);
    const outbox = await rest(real, 'GET', '/demo/outbox');
    expect(outbox).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    const [stored] = await real.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM outbox WHERE recipient = 'admin@lumbung.test'",
    );
    expect(stored?.n).toBe(1);
  });

  it('in demo mode the outbox shows the messages', async () => {
    await rest(demo, 'POST', '/account/forgot', { body: { email: 'borrower@lumbung.test' } });
    const outbox = await rest(demo, 'GET', '/demo/outbox');
    expect(outbox.status).toBe(200);
    const messages = (outbox.body.data as { data: { recipient: string }[] }).data;
    expect(messages.map((m) => m.recipient)).toContain('borrower@lumbung.test');
  });
});

async function get(product: TestProduct, path: string, headers: Record<string, string> = {}) {
  return fetch(`${product.url}${path}`, { headers });
}

describe('security headers', () => {
  const pages: [string, () => Promise<Response>][] = [
    ['the web client', () => get(real, '/', { accept: 'text/html' })],
    ['a client route (SPA fallback)', () => get(real, '/staff/loans', { accept: 'text/html' })],
    ['the REST API', () => get(real, '/api/account/me')],
    ['an unknown API path', () => get(real, '/api/nothing/here')],
    ['the API documentation', () => get(real, '/api/docs/')],
    ['the OpenAPI document', () => get(real, '/api/openapi.json')],
    [
      'the GraphQL gateway',
      () =>
        fetch(`${real.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        }),
    ],
  ];

  it.each(pages)(
    '%s carries the CSP, nosniff, referrer and permissions policies',
    async (_, load) => {
      const response = await load();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    },
  );

  it('an uploaded file downloads and is sandboxed: a PDF with script cannot run as our page', async () => {
    const token = await loginAs(real, 'borrower@lumbung.test');
    const form = new FormData();
    const pdf = Buffer.from(
      '%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
    );
    form.append('file', new Blob([pdf]), 'evil.pdf');
    const uploaded = await fetch(`${real.url}/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { data } = (await uploaded.json()) as { data: { path: string } };
    const file = await get(real, data.path, { authorization: `Bearer ${token}` });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[0-9a-f-]{36}\.pdf"$/,
    );
    expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // Someone's identity papers and photos: never kept in a (shared) browser's cache.
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
  });
});

describe('compression and caching', () => {
  it('JSON from the API (brotli) and the gateway (gzip) comes compressed', async () => {
    const api = await get(real, '/api/openapi.json', { 'accept-encoding': 'br, gzip' });
    expect(api.headers.get('content-encoding')).toBe('br');
    const big = await fetch(`${real.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    });
    expect(big.headers.get('content-encoding')).toBe('gzip');
  });

  it('hashed assets are immutable for a year and precompressed; index.html is revalidated', async () => {
    const page = await get(real, '/', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    for (const asset of [script, style] as string[]) {
      const response = await fetch(`${real.url}${asset}`, { headers: { 'accept-encoding': 'br' } });
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-encoding')).toBe('br');
    }
    const fallback = await get(real, '/borrower/loans/1', { accept: 'text/html' });
    expect(fallback.status).toBe(200);
    expect(fallback.headers.get('cache-control')).toBe('no-cache');
    expect(await fallback.text()).toContain('<div id="root">');
  });

  it("a route's page names its chunks for preloading, and leaves compressed and revalidated", async () => {
    const page = await get(real, '/staff/loans/3', {
      accept: 'text/html',
      'accept-encoding': 'br',
    });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    const preloads = [...html.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (found) => found[1],
    );
    // The entry's own preloads, then the staff loan page's chunks (its screen among them).
    expect(preloads.some((href) => /\/assets\/StaffLoanPage-[\w-]+\.js$/.test(href ?? ''))).toBe(
      true,
    );
    for (const href of preloads.slice(-3)) {
      const chunk = await fetch(`${real.url}${href}`);
      expect(chunk.status).toBe(200);
      expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // And the stylesheets those chunks bring (Mantine's styles come with its components): the
    // frame's among them, after the entry's.
    const styles = [...html.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map(
      (found) => found[1] ?? '',
    );
    const index = await (await get(real, '/', { accept: 'text/html' })).text();
    const entryStyles = [...index.matchAll(/rel="stylesheet" crossorigin href="([^"]+)"/g)].map(
      (found) => found[1] ?? '',
    );
    expect(styles.slice(0, entryStyles.length)).toEqual(entryStyles);
    expect(styles.some((href) => /\/assets\/frame-[\w-]+\.css$/.test(href))).toBe(true);
    for (const href of styles.slice(-2)) {
      expect((await fetch(`${real.url}${href}`)).status).toBe(200);
    }
    // An address the router does not know, and a request for something other than a page.
    const unknown = await get(real, '/no/such/page', { accept: 'text/html' });
    expect(await unknown.text()).not.toContain('StaffLoanPage-');
    expect((await get(real, '/staff/loans/3', { accept: 'application/json' })).status).toBe(404);
  });

  it('a compressed asset decompresses to the file itself', async () => {
    const html = await (await get(real, '/', { accept: 'text/html' })).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const plain = await fetch(`${real.url}${script}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const compressed = await fetch(`${real.url}${script}`, {
      headers: { 'accept-encoding': 'br' },
    });
    // fetch decodes brotli itself; the bytes match the plain file.
    expect(await compressed.text()).toBe(await plain.text());
  });
});

describe('health and readiness', () => {
  it('/api/health answers while the process runs; /api/ready while the schema is current', async () => {
    expect(await rest(real, 'GET', '/health')).toEqual({
      status: 200,
      body: { data: { status: 'ok' } },
    });
    expect(await rest(real, 'GET', '/ready')).toEqual({
      status: 200,
      body: { data: { status: 'ok' } },
    });
  });

  it('/api/ready answers 503 while a migration is pending', async () => {
    const [last] = await real.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1',
    );
    await real.db.query('DELETE FROM schema_migrations WHERE name = $1', [last?.name]);
    try {
      expect(await rest(real, 'GET', '/ready')).toEqual({
        status: 503,
        body: {
          code: 'NOT_READY',
          message: 'The database schema is not current: 1 migration(s) pending',
        },
      });
    } finally {
      await real.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last?.name]);
    }
    expect((await rest(real, 'GET', '/ready')).status).toBe(200);
  });

  it('the probes write no request log lines; other requests do', async () => {
    await rest(real, 'GET', '/health');
    await rest(real, 'GET', '/ready');
    await rest(real, 'GET', '/reference/provinces');
    const urls = logLines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url);
    expect(urls).toContain('/api/reference/provinces');
    // One line per request, written once the answer left: path, status and time together.
    const lines = logLines
      .map(
        (line) =>
          JSON.parse(line) as {
            req?: { url?: string };
            res?: { statusCode?: number };
            responseTime?: number;
          },
      )
      .filter((line) => line.req?.url === '/api/reference/provinces');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.res?.statusCode).toBe(200);
    expect(lines[0]?.responseTime).toBeGreaterThan(0);
    expect(urls).not.toContain('/api/health');
    expect(urls).not.toContain('/api/ready');
  });
});

describe('a 500 in the log', () => {
  it('logs the error class, code and request id, never the values of the failing query', async () => {
    const secrets = {
      hash: '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$secrethashvalue',
      nik: '3174091203900007',
      npwp: '0912345678901234',
      mother: 'Siti Rahmawati Mother',
      email: 'leak.check@lumbung.test',
    };
    const token = await loginAs(real, 'borrower@lumbung.test');
    const original = real.db.query;
    // The next read of the signed-in user fails in the database, the way a bad query would,
    // with the secrets in its parameters, its detail and (for the cast) its message.
    real.db.query = async (sql, params) => {
      if (!sql.includes('FROM users') || !sql.includes('WHERE id')) return original(sql, params);
      real.db.query = original;
      await original(
        `INSERT INTO users (email, full_name, role, password_hash, phone)
         VALUES ($1, $2, 'nobody', $3, $4)`,
        [secrets.email, secrets.mother, secrets.hash, `${secrets.nik}-${secrets.npwp}`],
      );
      return original(sql, params);
    };
    const before = logLines.length;
    const response = await rest(real, 'GET', '/account/me', { token });
    real.db.query = original;
    expect(response).toEqual({
      status: 500,
      // Spec §8's generic message, in Indonesian (the default) as the web client words it.
      body: { message: 'Ups! Terjadi kesalahan. Silakan hubungi CS kami.', code: 'INTERNAL' },
    });
    const lines = logLines.slice(before);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failure = logged.find((line) => line.msg === 'unexpected error');
    expect(failure).toMatchObject({
      level: 50,
      reqId: expect.any(String),
      err: { type: expect.any(String), code: '23514', constraint: 'users_role_check' },
    });
    const text = lines.join('\n');
    for (const secret of Object.values(secrets)) expect(text).not.toContain(secret);
    expect(text).not.toContain('Failing row');
  });
});
