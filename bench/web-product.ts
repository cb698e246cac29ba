// What the web benches (web.bench.ts, web-profile.ts) share: the Chromium they drive, the demo
// product they start and wait for, and a staff session to load a signed-in page with.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
// Before any build the bench runs (which sets NODE_ENV while it builds): the product runs as the
// bench was started.
const NODE_ENV_AT_START = process.env.NODE_ENV;

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
 * `npm start`'s product with the demo data, embedded (PGlite) in a fresh data folder, on `port`;
 * resolves once it answers. `stop` ends it and removes the folder.
 */
export async function startDemoProduct(
  port: number,
): Promise<{ origin: string; stop: () => void }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-bench-web-'));
  const server = spawn(process.execPath, [join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: NODE_ENV_AT_START,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForProduct(origin);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
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
