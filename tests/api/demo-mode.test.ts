// Demo mode is a deliberate choice: on by itself only in the embedded mode with nothing that
// delivers messages, asked for with DEMO=true, and refused next to anything that makes the
// instance real. The demo listens on this machine only unless HOST says otherwise.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config.ts';
import { productionEnv } from '../support/production-env.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'lumbung-demo-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const base = { DATA_DIR: dataDir, TOKEN_SECRET: 'x' };
const production = productionEnv(dataDir);

describe('when demo mode is on', () => {
  it('is on in the embedded mode with no mail or SMS delivery, seeding and on 127.0.0.1', async () => {
    const config = await loadConfig(base);
    expect(config).toMatchObject({ demo: true, seedDemo: true, host: '127.0.0.1' });
  });

  it('an empty variable configures nothing: DATABASE_URL= and SMTP_URL= keep the embedded demo', async () => {
    const config = await loadConfig({ ...base, DATABASE_URL: '', SMTP_URL: '', SMS_API_URL: '' });
    expect(config).toMatchObject({ demo: true, seedDemo: true, databaseUrl: undefined });
  });

  it('HOST opens the embedded demo to other machines when asked; SEED_DEMO=false skips the data', async () => {
    const config = await loadConfig({ ...base, HOST: '0.0.0.0', SEED_DEMO: 'false' });
    expect(config).toMatchObject({ demo: true, seedDemo: false, host: '0.0.0.0' });
  });

  it.each([
    ['a database server', { DATABASE_URL: 'postgres://db.example/lumbung' }],
    ['mail delivery', { SMTP_URL: 'smtp://user:pass@mail.example:587' }],
    ['SMS delivery', { SMS_API_URL: 'https://sms.example/send' }],
    ['DEMO=false', { DEMO: 'false' }],
  ])('is off with %s, seeds nothing and listens on every interface', async (_, env) => {
    const config = await loadConfig({ ...base, ...env });
    expect(config).toMatchObject({ demo: false, seedDemo: false, host: '0.0.0.0' });
  });

  it('is off in production, whatever else is missing', async () => {
    const config = await loadConfig(production);
    expect(config).toMatchObject({ demo: false, seedDemo: false, host: '0.0.0.0' });
  });

  it('DEMO=true turns it on where it is allowed', async () => {
    const config = await loadConfig({ ...base, DEMO: 'true' });
    expect(config).toMatchObject({ demo: true, seedDemo: true });
  });

  it.each([
    ['NODE_ENV=production', production],
    ['DATABASE_URL', { ...base, DATABASE_URL: 'postgres://db.example/lumbung' }],
    ['SMTP_URL', { ...base, SMTP_URL: 'smtp://mail.example' }],
    ['SMS_API_URL', { ...base, SMS_API_URL: 'https://sms.example/send' }],
  ])('DEMO=true with %s stops the start, naming it', async (name, env) => {
    await expect(loadConfig({ ...env, DEMO: 'true' })).rejects.toThrow(
      new RegExp(`^DEMO=true cannot run with ${name}: demo mode shows every e-mail and SMS`),
    );
  });

  it('a DEMO or SEED_DEMO that is neither true nor false stops the start', async () => {
    await expect(loadConfig({ ...base, DEMO: 'yes' })).rejects.toThrow(
      'DEMO must be true or false, not yes',
    );
    // SEED_DEMO=maybe used to seed, as anything but 'false' did.
    await expect(loadConfig({ ...base, SEED_DEMO: 'maybe' })).rejects.toThrow(
      'SEED_DEMO must be true or false, not maybe',
    );
    expect((await loadConfig({ ...base, SEED_DEMO: 'TRUE' })).seedDemo).toBe(true);
    expect((await loadConfig({ ...base, SEED_DEMO: '' })).seedDemo).toBe(true);
  });

  it('an SMTP_URL or SMS_API_URL that is not such an address stops the start, not the first message', async () => {
    await expect(loadConfig({ ...base, SMTP_URL: 'nonsense' })).rejects.toThrow(
      'SMTP_URL must be an SMTP address: smtp://user:password@host:587',
    );
    await expect(loadConfig({ ...base, SMTP_URL: 'https://mail.example' })).rejects.toThrow(
      'SMTP_URL must be an SMTP address',
    );
    await expect(loadConfig({ ...base, SMS_API_URL: 'sms.example/send' })).rejects.toThrow(
      "SMS_API_URL must be the SMS gateway's http(s) address",
    );
    expect(
      await loadConfig({
        ...base,
        SMTP_URL: 'smtps://app:pw@mail.example:465',
        SMS_API_URL: 'https://sms.example/send',
      }),
    ).toMatchObject({ demo: false });
  });
});

describe('SEED_DEMO_INTO_DATABASE (the scaled layout as a demo or a simulation)', () => {
  const onServer = { ...base, DATABASE_URL: 'postgres://db.example/lumbung' };

  it('turns demo mode and its seeding on next to DATABASE_URL', async () => {
    const config = await loadConfig({ ...onServer, SEED_DEMO_INTO_DATABASE: 'true' });
    expect(config).toMatchObject({ demo: true, seedDemo: true, seedDemoIntoDatabase: true });
    expect(
      await loadConfig({ ...onServer, SEED_DEMO_INTO_DATABASE: 'true', DEMO: 'true' }),
    ).toMatchObject({
      demo: true,
    });
  });

  it('is off unless asked: DATABASE_URL alone seeds nothing', async () => {
    expect(await loadConfig(onServer)).toMatchObject({ demo: false, seedDemo: false });
    expect(await loadConfig({ ...onServer, SEED_DEMO_INTO_DATABASE: 'false' })).toMatchObject({
      demo: false,
      seedDemoIntoDatabase: false,
    });
  });

  it('is refused when NODE_ENV=production', async () => {
    await expect(loadConfig({ ...production, SEED_DEMO_INTO_DATABASE: 'true' })).rejects.toThrow(
      /^SEED_DEMO_INTO_DATABASE=true is refused when NODE_ENV=production/,
    );
  });

  it('still leaves demo mode off next to mail delivery, and a value neither true nor false stops the start', async () => {
    expect(
      await loadConfig({
        ...onServer,
        SEED_DEMO_INTO_DATABASE: 'true',
        SMTP_URL: 'smtp://mail.example',
      }),
    ).toMatchObject({ demo: false, seedDemo: false });
    await expect(loadConfig({ ...onServer, SEED_DEMO_INTO_DATABASE: 'yes' })).rejects.toThrow(
      'SEED_DEMO_INTO_DATABASE must be true or false, not yes',
    );
  });
});
