// Configuration from the environment. Embedded mode (no DATABASE_URL) keeps its data and its
// generated secrets in DATA_DIR; production takes every secret from the environment.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isHttpAddress, portFrom, protocolOf } from '../cli/environment.ts';
import { trustedProxies } from '../cli/trusted-proxies.ts';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  production: boolean;
  tokenSecret: string;
  tokenTtlSeconds: number;
  /**
   * Demo mode: the outbox page shows every message "sent", and demo data may be seeded. Only
   * in embedded mode with no mail or SMS delivery configured (or DEMO=true there); never next to
   * DATABASE_URL, SMTP_URL, SMS_API_URL or NODE_ENV=production.
   */
  demo: boolean;
  /** Demo accounts, products and loans are seeded (demo mode only; SEED_DEMO=false skips it). */
  seedDemo: boolean;
  /**
   * SEED_DEMO_INTO_DATABASE=true: demo mode on the PostgreSQL server of DATABASE_URL (the demo
   * accounts seeded there, the demo's pages on), for a scaled layout run as a demo or by the
   * simulator. Refused with NODE_ENV=production; mail or SMS delivery still refuse demo mode.
   */
  seedDemoIntoDatabase: boolean;
  /** Where people reach the product, for links in e-mails. */
  publicUrl: string;
  /** The partner bank's implementation (BANK_ADAPTER): 'local' (built-in) or 'http'. */
  bankAdapter: string;
  /** The bank's real APIs (BANK_ADAPTER=http): null with the built-in bank. */
  bankHttp: BankHttpConfig | null;
  /**
   * Pending withdrawals are asked about every WITHDRAWAL_POLL_SECONDS (default 30; 0 turns the
   * job off) once pending WITHDRAWAL_POLL_MIN_AGE_SECONDS (default 60).
   */
  withdrawalPoll: { everySeconds: number; minAgeSeconds: number };
  /** Funding windows open and close every FUNDING_POLL_SECONDS (default 60; 0 turns it off). */
  fundingPoll: { everySeconds: number };
  /**
   * The signature provider (SIGNING_ADAPTER): 'local' (built-in, the embedded default),
   * 'docusign' or 'teken'. Production must name it.
   */
  signingAdapter: 'local' | 'docusign' | 'teken';
  /**
   * The key the built-in provider signs its callbacks with (HMAC-SHA256, like the envelope
   * provider's Connect key): SIGNING_CALLBACK_KEY, else generated once into the data folder.
   */
  signingCallbackKey: string;
};

/**
 * The partner bank's APIs (integrations.md), every value from the environment:
 * - BANK_RDL_URL: base of the P2P lending API (token at /api/oauth/token, calls under
 *   /p2pl/v2.1/), e.g. the sandbox https://sandbox.bni.co.id;
 * - BANK_CLIENT_ID, BANK_CLIENT_SECRET: the OAuth client credentials;
 * - BANK_API_KEY (x-api-key header), BANK_API_SECRET (the key of the x-signature HMAC);
 * - BANK_COMPANY_ID, BANK_PARENT_COMPANY_ID: the platform's ids in every request header;
 * - BANK_BRANCH_ID: the branch that opens RDL accounts (optional: the bank's default);
 * - BANK_VA_URL: the e-collection endpoint; BANK_VA_CLIENT_ID, BANK_VA_PREFIX, BANK_VA_SECRET.
 */
export type BankHttpConfig = {
  rdlUrl: string;
  clientId: string;
  clientSecret: string;
  apiKey: string;
  apiSecret: string;
  companyId: string;
  parentCompanyId: string;
  branchId: string;
  vaUrl: string;
  vaClientId: string;
  vaPrefix: string;
  vaSecret: string;
};

const BANK_HTTP_VARIABLES = {
  rdlUrl: 'BANK_RDL_URL',
  clientId: 'BANK_CLIENT_ID',
  clientSecret: 'BANK_CLIENT_SECRET',
  apiKey: 'BANK_API_KEY',
  apiSecret: 'BANK_API_SECRET',
  companyId: 'BANK_COMPANY_ID',
  parentCompanyId: 'BANK_PARENT_COMPANY_ID',
  vaUrl: 'BANK_VA_URL',
  vaClientId: 'BANK_VA_CLIENT_ID',
  vaPrefix: 'BANK_VA_PREFIX',
  vaSecret: 'BANK_VA_SECRET',
} as const satisfies Partial<Record<keyof BankHttpConfig, string>>;

/** The bank's settings; a missing one stops the start, naming every variable that is missing. */
export function bankHttpConfig(env: Env): BankHttpConfig {
  const missing = Object.values(BANK_HTTP_VARIABLES).filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(`BANK_ADAPTER=http needs ${missing.join(', ')}`);
  }
  const value = (key: keyof typeof BANK_HTTP_VARIABLES) => env[BANK_HTTP_VARIABLES[key]] ?? '';
  return {
    rdlUrl: value('rdlUrl').replace(/\/+$/, ''),
    clientId: value('clientId'),
    clientSecret: value('clientSecret'),
    apiKey: value('apiKey'),
    apiSecret: value('apiSecret'),
    companyId: value('companyId'),
    parentCompanyId: value('parentCompanyId'),
    branchId: env.BANK_BRANCH_ID ?? '',
    vaUrl: value('vaUrl'),
    vaClientId: value('vaClientId'),
    vaPrefix: value('vaPrefix'),
    vaSecret: value('vaSecret'),
  };
}

type Env = Record<string, string | undefined>;

export async function loadConfig(env: Env = process.env): Promise<Config> {
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const databaseUrl = postgresAddress(env);
  deliveryAddresses(env);
  trustedProxies(env);
  const port = portFrom(env, 4000);
  const seedDemoIntoDatabase = demoIntoDatabase(env, production);
  const demo = demoMode(env, production, seedDemoIntoDatabase);
  return {
    port,
    // The demo holds accounts with a published password: it stays on this machine unless told.
    host: env.HOST || (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl,
    production,
    tokenSecret: await tokenSecret(env, production, dataDir),
    tokenTtlSeconds: tokenTtlSeconds(env),
    demo,
    seedDemo: demo && trueOrFalse(env, 'SEED_DEMO') !== false,
    seedDemoIntoDatabase,
    publicUrl: publicAddress(env, port),
    bankAdapter: bankAdapter(env, production),
    bankHttp: env.BANK_ADAPTER === 'http' ? bankHttpConfig(env) : null,
    withdrawalPoll: {
      everySeconds: wholeSeconds(env, 'WITHDRAWAL_POLL_SECONDS', 30),
      minAgeSeconds: wholeSeconds(env, 'WITHDRAWAL_POLL_MIN_AGE_SECONDS', 60),
    },
    fundingPoll: { everySeconds: wholeSeconds(env, 'FUNDING_POLL_SECONDS', 60) },
    signingAdapter: signingAdapter(env, production),
    signingCallbackKey:
      env.SIGNING_CALLBACK_KEY ||
      (production ? '' : await embeddedSecret(dataDir, 'signingCallbackKey')),
  };
}

// PUBLIC_URL is where people reach the product (the links in e-mails, the signature provider's
// way back): `PUBLIC_URL=nonsense` used to fail the first start halfway through seeding the demo.
function publicAddress(env: Env, port: number): string {
  const raw = env.PUBLIC_URL || `http://localhost:${port}`;
  if (!isHttpAddress(raw))
    throw new Error(
      `PUBLIC_URL must be the product's http(s) address (https://lumbung.example), not ${raw}`,
    );
  return raw;
}

// The addresses messages leave by are checked at the start, not at the first message: SMTP_URL
// as nodemailer reads it (`SMTP_URL=nonsense` stopped the start as "Cannot create property
// 'mailer' on string 'nonsense'"), SMS_API_URL an http(s) address (a wrong one was found only by
// the first SMS). Neither is repeated: each may hold a password.
function deliveryAddresses(env: Env): void {
  if (env.SMTP_URL && !['smtp:', 'smtps:'].includes(protocolOf(env.SMTP_URL)))
    throw new Error('SMTP_URL must be an SMTP address: smtp://user:password@host:587');
  if (env.SMS_API_URL && !isHttpAddress(env.SMS_API_URL))
    throw new Error("SMS_API_URL must be the SMS gateway's http(s) address");
}

// A database address that is not one stops the start, naming the variable: `DATABASE_URL=nonsense`
// used to fail as "getaddrinfo ENOTFOUND base". An empty variable sets nothing.
function postgresAddress(env: Env): string | undefined {
  const raw = env.DATABASE_URL || undefined;
  if (raw === undefined) return undefined;
  // The address is not repeated: it may hold a password.
  const protocol = protocolOf(raw);
  if (protocol !== 'postgres:' && protocol !== 'postgresql:')
    throw new Error(
      'DATABASE_URL must be a PostgreSQL address: postgres://user:password@host:5432/database',
    );
  return raw;
}

const SIGNING_ADAPTERS = ['local', 'docusign', 'teken'] as const;

// Production must name its signature provider: the built-in one signs with a key of its own,
// which no certification authority stands behind.
function signingAdapter(env: Env, production: boolean): Config['signingAdapter'] {
  const named = env.SIGNING_ADAPTER?.trim();
  if (production && !named) {
    throw new Error('SIGNING_ADAPTER must be set when NODE_ENV=production');
  }
  const adapter = named || 'local';
  if (!(SIGNING_ADAPTERS as readonly string[]).includes(adapter)) {
    throw new Error(
      `SIGNING_ADAPTER must be one of ${SIGNING_ADAPTERS.join(', ')}, not ${adapter}`,
    );
  }
  if (production && adapter === 'local' && !env.SIGNING_CALLBACK_KEY) {
    throw new Error('SIGNING_ADAPTER=local needs SIGNING_CALLBACK_KEY when NODE_ENV=production');
  }
  return adapter as Config['signingAdapter'];
}

/**
 * Demo mode is a deliberate choice, never the side effect of a missing variable: DEMO=true asks
 * for it, DEMO=false refuses it, and without DEMO it is on only in the embedded mode with nothing
 * configured to deliver messages. Anything that makes the instance real (production, a database
 * server, mail or SMS delivery) and DEMO=true together stop the start.
 */
function demoMode(env: Env, production: boolean, intoDatabase: boolean): boolean {
  const real = [
    production && 'NODE_ENV=production',
    !intoDatabase && env.DATABASE_URL && 'DATABASE_URL',
    env.SMTP_URL && 'SMTP_URL',
    env.SMS_API_URL && 'SMS_API_URL',
    // An empty variable (`DATABASE_URL=`) sets nothing, as it does for the database itself.
  ].filter((name): name is string => typeof name === 'string' && name !== '');
  const asked = trueOrFalse(env, 'DEMO');
  if (asked === true && real.length > 0) {
    throw new Error(
      `DEMO=true cannot run with ${real.join(', ')}: demo mode shows every e-mail and SMS ` +
        'to anyone and seeds accounts with a published password',
    );
  }
  if (asked === false) return false;
  return real.length === 0;
}

/** A true-or-false variable: undefined when unset or empty; anything else stops the start. */
function trueOrFalse(env: Env, name: string): boolean | undefined {
  const asked = env[name]?.trim().toLowerCase();
  if (asked === undefined || asked === '') return undefined;
  if (asked !== 'true' && asked !== 'false')
    throw new Error(`${name} must be true or false, not ${env[name]}`);
  return asked === 'true';
}

/**
 * SEED_DEMO_INTO_DATABASE=true lets demo mode (its accounts with a published password, its
 * pages) run on a database server: a demo or a simulation of the scaled layout, several API
 * processes on one PostgreSQL. Never in production.
 */
function demoIntoDatabase(env: Env, production: boolean): boolean {
  if (trueOrFalse(env, 'SEED_DEMO_INTO_DATABASE') !== true) return false;
  if (production) {
    throw new Error(
      'SEED_DEMO_INTO_DATABASE=true is refused when NODE_ENV=production: it seeds accounts with a published password',
    );
  }
  return true;
}

// Production must name a real bank: the built-in one hands out made-up account numbers.
function bankAdapter(env: Env, production: boolean): string {
  if (production && !env.BANK_ADAPTER) {
    throw new Error('BANK_ADAPTER must be set when NODE_ENV=production');
  }
  if (production && env.BANK_ADAPTER === 'local') {
    throw new Error('BANK_ADAPTER=local (the built-in bank) is refused when NODE_ENV=production');
  }
  return env.BANK_ADAPTER || 'local';
}

function wholeSeconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const seconds = Number(raw);
  if (!Number.isInteger(seconds) || seconds < 0) {
    throw new Error(`${name} must be a whole number of seconds (0 or more), not ${raw}`);
  }
  return seconds;
}

function tokenTtlSeconds(env: Env): number {
  const seconds = Number(env.TOKEN_TTL_SECONDS ?? 2 * 60 * 60);
  if (!Number.isInteger(seconds) || seconds < 60) {
    throw new Error('TOKEN_TTL_SECONDS must be a whole number of seconds, at least 60');
  }
  return seconds;
}

/** The signing secret must carry this many random bytes (the key seed is 32 bytes). */
export const TOKEN_SECRET_MIN_BYTES = 32;

/**
 * The bytes a secret stands for: hex or base64/base64url text decodes, anything else counts as
 * its UTF-8 bytes.
 */
function secretBytes(secret: string): Buffer {
  if (/^(?:[0-9a-f]{2})+$/i.test(secret)) return Buffer.from(secret, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret)) return Buffer.from(secret, 'base64');
  return Buffer.from(secret, 'utf8');
}

/**
 * Why a secret is too weak to sign production tokens, or null: it needs 32 bytes or more, and
 * not a short value repeated ('x' × 64, 'abab…'); 32 random bytes hold far more than 16
 * distinct byte values.
 */
export function weakSecretReason(secret: string): string | null {
  const bytes = secretBytes(secret);
  if (bytes.length < TOKEN_SECRET_MIN_BYTES) {
    return `TOKEN_SECRET holds ${bytes.length} bytes; it needs at least ${TOKEN_SECRET_MIN_BYTES} random bytes (e.g. \`openssl rand -base64 32\`)`;
  }
  if (new Set(bytes).size < 16) {
    return 'TOKEN_SECRET repeats a few values; it needs random bytes (e.g. `openssl rand -base64 32`)';
  }
  return null;
}

async function tokenSecret(env: Env, production: boolean, dataDir: string): Promise<string> {
  if (production) {
    if (!env.TOKEN_SECRET) throw new Error('TOKEN_SECRET must be set when NODE_ENV=production');
    const weakness = weakSecretReason(env.TOKEN_SECRET);
    if (weakness) throw new Error(weakness);
    return env.TOKEN_SECRET;
  }
  if (env.TOKEN_SECRET) return env.TOKEN_SECRET;
  return embeddedSecret(dataDir, 'tokenSecret');
}

/**
 * Outside production a secret is generated once and kept beside the data, in secrets.json,
 * one key per secret (the token signing key, the built-in signature provider's callback key).
 */
async function embeddedSecret(dataDir: string, name: string): Promise<string> {
  const file = join(dataDir, 'secrets.json');
  let stored: Record<string, string> = {};
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    const known = stored[name];
    if (known) return known;
  } catch {
    // no secrets file yet
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify({ ...stored, [name]: secret }), { mode: 0o600 });
  return secret;
}
