// Production configuration refuses what would make tokens forgeable or money made-up: a short or
// repetitive TOKEN_SECRET, and the built-in bank. Outside production the secret is generated
// once into DATA_DIR.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { signingFromConfig } from '../../api/signing/providers.ts';
import { productionEnv } from '../support/production-env.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A production environment that starts, but for what each test changes. */
const production = (overrides: Record<string, string | undefined> = {}) =>
  productionEnv(dataDir, overrides);

describe('production configuration', () => {
  it('starts with 32 random bytes as base64, base64url or hex', async () => {
    const bytes = randomBytes(32);
    for (const encoding of ['base64', 'base64url', 'hex'] as const) {
      const secret = bytes.toString(encoding);
      const config = await loadConfig(production({ TOKEN_SECRET: secret }));
      expect(config).toMatchObject({ production: true, tokenSecret: secret, bankAdapter: 'http' });
    }
  });

  it('refuses a missing, one-letter, 31-byte or repeated TOKEN_SECRET', async () => {
    await expect(loadConfig(production({ TOKEN_SECRET: undefined }))).rejects.toThrow(
      /TOKEN_SECRET must be set/,
    );
    await expect(loadConfig(production({ TOKEN_SECRET: 'x' }))).rejects.toThrow(
      /TOKEN_SECRET holds \d+ bytes; it needs at least 32/,
    );
    for (const encoding of ['base64', 'base64url', 'hex'] as const) {
      const secret = randomBytes(31).toString(encoding);
      await expect(loadConfig(production({ TOKEN_SECRET: secret }))).rejects.toThrow(
        /TOKEN_SECRET holds 31 bytes/,
      );
    }
    for (const secret of ['x'.repeat(64), 'ab'.repeat(40), 'secret'.repeat(12), '0'.repeat(64)]) {
      await expect(loadConfig(production({ TOKEN_SECRET: secret }))).rejects.toThrow(
        /TOKEN_SECRET/,
      );
    }
  });

  it('refuses the built-in bank and a missing BANK_ADAPTER', async () => {
    await expect(loadConfig(production({ BANK_ADAPTER: 'local' }))).rejects.toThrow(
      /BANK_ADAPTER=local .* refused when NODE_ENV=production/,
    );
    await expect(loadConfig(production({ BANK_ADAPTER: undefined }))).rejects.toThrow(
      /BANK_ADAPTER must be set/,
    );
  });

  it('refuses a token lifetime that is not a number of seconds', async () => {
    await expect(loadConfig(production({ TOKEN_TTL_SECONDS: 'soon' }))).rejects.toThrow(
      /TOKEN_TTL_SECONDS/,
    );
  });
});

describe('outside production', () => {
  it('generates the secret once into DATA_DIR/secrets.json and keeps the built-in bank', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(first.tokenSecret).toBe(second.tokenSecret);
    expect(Buffer.from(first.tokenSecret, 'base64url')).toHaveLength(32);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8'))).toEqual({
      tokenSecret: first.tokenSecret,
      signingCallbackKey: first.signingCallbackKey,
    });
    expect(first.bankAdapter).toBe('local');
    // The built-in signature provider, with its callback key generated once beside the data.
    expect(first.signingAdapter).toBe('local');
    expect(first.signingCallbackKey).toBe(second.signingCallbackKey);
    expect(Buffer.from(first.signingCallbackKey, 'base64url')).toHaveLength(32);
  });

  it('stops at a PORT or a DATABASE_URL it cannot use, naming it, and takes an empty one as unset', async () => {
    for (const port of ['abc', '0', '65536', '4000x', '-1', '80.5']) {
      await expect(loadConfig({ DATA_DIR: dataDir, PORT: port })).rejects.toThrow(
        `PORT must be a port number from 1 to 65535, not ${port}`,
      );
    }
    expect(await loadConfig({ DATA_DIR: dataDir, PORT: '' })).toMatchObject({
      port: 4000,
      publicUrl: 'http://localhost:4000',
    });
    expect(await loadConfig({ DATA_DIR: dataDir, PORT: '8080' })).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
    });
    for (const url of ['nonsense', 'localhost:4000', 'ftp://lumbung.example']) {
      await expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: url })).rejects.toThrow(
        `PUBLIC_URL must be the product's http(s) address (https://lumbung.example), not ${url}`,
      );
    }
    expect(
      (await loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://lumbung.example' })).publicUrl,
    ).toBe('https://lumbung.example');
    // The address is not repeated in the refusal: it may hold a password.
    for (const url of ['nonsense', 'mysql://app:secret@db/lumbung', 'db.example.com:5432']) {
      const refusal = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url });
      await expect(refusal).rejects.toThrow(
        'DATABASE_URL must be a PostgreSQL address: postgres://user:password@host:5432/database',
      );
      await expect(refusal).rejects.not.toThrow(/secret/);
    }
    for (const url of ['postgres://app@db:5432/lumbung', 'postgresql://app:pw@db/lumbung']) {
      expect(
        (await loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, DEMO: 'false' })).databaseUrl,
      ).toBe(url);
    }
  });
});

describe('the signature provider', () => {
  it('must be named in production, and the built-in one needs its callback key there', async () => {
    await expect(loadConfig(production({ SIGNING_ADAPTER: undefined }))).rejects.toThrow(
      /SIGNING_ADAPTER must be set/,
    );
    await expect(loadConfig(production({ SIGNING_ADAPTER: 'local' }))).rejects.toThrow(
      /SIGNING_CALLBACK_KEY/,
    );
    await expect(loadConfig(production({ SIGNING_ADAPTER: 'acme' }))).rejects.toThrow(
      /SIGNING_ADAPTER must be one of local, docusign, teken/,
    );
    expect((await loadConfig(production())).signingAdapter).toBe('docusign');
  });

  it("stops the start naming the HTTP adapter's missing variables, and builds it when they are set", async () => {
    const config = await loadConfig({ DATA_DIR: dataDir, SIGNING_ADAPTER: 'teken' });
    expect(() => signingFromConfig(config, {} as never, {})).toThrow(/TEKEN_URL.*TEKEN_API_KEY/);
    const provider = signingFromConfig(config, {} as never, {
      TEKEN_URL: 'https://psre.example.id',
      TEKEN_API_KEY: 'key',
    });
    expect(provider.name).toBe('teken');
  });
});

describe('the withdrawal settlement job', () => {
  it('runs every 30 s for withdrawals pending a minute unless told, and 0 turns it off', async () => {
    expect((await loadConfig(production())).withdrawalPoll).toEqual({
      everySeconds: 30,
      minAgeSeconds: 60,
    });
    const set = production({
      WITHDRAWAL_POLL_SECONDS: '0',
      WITHDRAWAL_POLL_MIN_AGE_SECONDS: '120',
    });
    expect((await loadConfig(set)).withdrawalPoll).toEqual({ everySeconds: 0, minAgeSeconds: 120 });
  });

  it('refuses a poll interval that is not a whole number of seconds', async () => {
    for (const value of ['abc', '-5', '1.5']) {
      await expect(loadConfig(production({ WITHDRAWAL_POLL_SECONDS: value }))).rejects.toThrow(
        `WITHDRAWAL_POLL_SECONDS must be a whole number of seconds (0 or more), not ${value}`,
      );
    }
  });
});
