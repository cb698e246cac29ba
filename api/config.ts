// Configuration from the environment. Embedded mode (no DATABASE_URL) keeps its data and its
// generated secrets in DATA_DIR; production takes every secret from the environment.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  tokenSecret: string;
  tokenTtlSeconds: number;
  /** Demo accounts, products and loans are seeded (embedded mode, never in production). */
  seedDemo: boolean;
  /** Where people reach the product, for links in e-mails. */
  publicUrl: string;
  /** The partner bank's implementation (BANK_ADAPTER): 'local', the built-in one, so far. */
  bankAdapter: string;
};

type Env = Record<string, string | undefined>;

export async function loadConfig(env: Env = process.env): Promise<Config> {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? 4000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    production,
    tokenSecret: await tokenSecret(env, production, dataDir),
    tokenTtlSeconds: Number(env.TOKEN_TTL_SECONDS ?? 2 * 60 * 60),
    seedDemo: !production && !databaseUrl && env.SEED_DEMO !== 'false',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 4000}`,
    bankAdapter: bankAdapter(env, production),
  };
}

// Production must name its bank: the built-in one hands out made-up account numbers.
function bankAdapter(env: Env, production: boolean): string {
  if (env.BANK_ADAPTER) return env.BANK_ADAPTER;
  if (production) throw new Error('BANK_ADAPTER must be set when NODE_ENV=production');
  return 'local';
}

async function tokenSecret(env: Env, production: boolean, dataDir: string): Promise<string> {
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  if (production) throw new Error('TOKEN_SECRET must be set when NODE_ENV=production');
  // Outside production the key is generated once and kept beside the data.
  const file = join(dataDir, 'secrets.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { tokenSecret?: string };
    if (stored.tokenSecret) return stored.tokenSecret;
  } catch {
    // no secrets file yet
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ tokenSecret: secret }), { mode: 0o600 });
  return secret;
}
