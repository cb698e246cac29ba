// What the web benches (web.bench.ts, web-profile.ts) share: the Chromium they drive and the wait
// for the product they started to answer, and a staff session to load a signed-in page with.
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH, Debian's Chromium, or the one inside the @sparticuz/chromium package. */
export async function chromiumPath(): Promise<string> {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return (await import('@sparticuz/chromium')).default.executablePath();
}

/** Resolves once the product at `origin` answers (up to two minutes). */
export async function waitForProduct(origin: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${origin}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the product did not start');
}

/**
 * A staff session as the login form leaves it in the client's storage (web/src/session.ts):
 * the demo's staff account, logged in through the product's GraphQL at `origin`.
 */
export async function staffSession(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `mutation Login($email: String!, $password: String!) {
        login(email: $email, password: $password) {
          token expiresAt user { id email fullName role isPersonal }
        }
      }`,
      variables: { email: 'admin@lumbung.test', password: 'Lumbung#2026' },
    }),
  });
  const { data } = (await response.json()) as { data: { login: unknown } };
  return {
    'lumbung.session': JSON.stringify(data.login),
    'lumbung.lastCallAt': String(Date.now()),
  };
}
