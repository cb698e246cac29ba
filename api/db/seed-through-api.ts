// The demo seeds' way through the product's own REST routes: an API on the seeding's parts,
// called in process (`inject`), so that what a seed makes is what people's requests make — the
// same rules, machines, ledger entries, documents and messages. A seed logs in like a person and
// signs on the built-in signature provider with the one-time code it e-mails.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { createTokens } from '../accounts/tokens.ts';
import { registerApi } from '../app.ts';
import { localPartnerBank } from '../bank/partner-bank.ts';
import type { ApiDeps } from '../deps.ts';
import type { FileStorage } from '../files/storage.ts';
import { builtInSigning } from '../signing/providers.ts';
import type { Db } from './db.ts';

export type SeedApi = {
  /** A call as `token`'s holder; anything but a 2xx stops the seed, naming the answer. */
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Record<string, unknown>>;
  /** An account's session token. */
  login(email: string, password: string): Promise<string>;
  /**
   * Signs the document POST /sign/lender names for `body` (an investment, a loan agreement, or
   * `{}` for the lender agreement) on the built-in provider, as the signer would: opens the
   * signing page, asks for the code by e-mail, signs with it and comes back.
   */
  sign(token: string, email: string, body: Record<string, unknown>): Promise<void>;
  close(): Promise<void>;
};

export async function seedThroughApi(deps: ApiDeps, label: string): Promise<SeedApi> {
  const app = Fastify({ logger: false });
  await registerApi(app, deps);
  await app.ready();
  const call: SeedApi['call'] = async (method, url, options = {}) => {
    const answer = await app.inject({
      method,
      url: `/api${url}`,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
    if (answer.statusCode >= 300) {
      throw new Error(`${label}: ${method} ${url} answered ${answer.body}`);
    }
    return (answer.json() as { data: Record<string, unknown> }).data;
  };
  const login: SeedApi['login'] = async (email, password) =>
    (await call('POST', '/account/login', { body: { email, password } })).token as string;
  const sign: SeedApi['sign'] = async (token, email, body) => {
    const asked = await call('POST', '/sign/lender', { token, body });
    const url = (asked.data as { url: string }).url;
    const pageToken = url.split('/sign/local/')[1] ?? '';
    const opened = await call('POST', `/signing/local/${pageToken}/open`);
    const headers = { 'x-signing-session': String(opened.sessionKey) };
    await call('POST', `/signing/local/${pageToken}/code`, { headers, body: { channel: 'email' } });
    const code = await lastCodeFor(deps.db, email);
    const signed = await call('POST', `/signing/local/${pageToken}/sign`, {
      headers,
      body: { code },
    });
    const page = signed as { redirect?: string; page?: { redirect?: string } };
    const back = new URL(page.redirect ?? page.page?.redirect ?? '');
    const documentId = back.searchParams.get('signingDocument') ?? '';
    await call('POST', `/signing/documents/${documentId}/return`, {
      token,
      body: { event: back.searchParams.get('event') },
    });
  };
  return { call, login, sign, close: () => app.close() };
}

/** The six-digit code in the newest message to `email` (the outbox). */
async function lastCodeFor(db: Db, email: string): Promise<string> {
  const [message] = await db.query<{ body: string }>(
    'SELECT body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [email],
  );
  return /\b(\d{6})\b/.exec(message?.body ?? '')?.[1] ?? '';
}

/**
 * The demo lenders in `signers` sign the lender agreement (POJK 10/POJK.05/2022: a lender funds
 * only under a signed agreement with the platform) on the built-in provider, as a lender does on
 * /signature, on the seeding's date; they log out again.
 */
export async function seedLenderAgreements(
  parts: { db: Db; storage: FileStorage; now: Date },
  signers: ReadonlyArray<{ email: string; password: string }>,
): Promise<void> {
  const now = () => parts.now;
  const deps: ApiDeps = {
    db: parts.db,
    storage: parts.storage,
    tokens: createTokens({ secret: randomBytes(32).toString('base64url'), ttlSeconds: 600, now }),
    now,
    publicUrl: SEED_PUBLIC_URL,
    demo: true,
    bank: localPartnerBank(),
    signing: builtInSigning({
      db: parts.db,
      storage: parts.storage,
      now,
      publicUrl: SEED_PUBLIC_URL,
    }),
  };
  const api = await seedThroughApi(deps, 'demo lender agreements');
  try {
    for (const { email, password } of signers) {
      const token = await api.login(email, password);
      await api.sign(token, email, {});
      await api.call('POST', '/account/logout', { token });
    }
  } finally {
    await api.close();
  }
}

/** Where the seeded documents' signers were sent back to (the embedded default's address). */
const SEED_PUBLIC_URL = 'http://localhost:4000';
