// Opening what the API needs: the database (migrated, and seeded in embedded demo mode) and
// the token signer. Shared by `npm start`, `npm run start:api` and the tests.
import { createTokens } from './accounts/tokens.ts';
import { bankFromConfig } from './bank/partner-bank.ts';
import { openDemoClock } from './clock/demo-clock.ts';
import type { Config } from './config.ts';
import { openDb } from './db/db.ts';
import { beginDemoSeed, demoSeedFinished } from './db/demo-seed-guard.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed-demo.ts';
import { seedDemoRepayment } from './db/seed-demo-repayment.ts';
import type { ApiDeps } from './deps.ts';
import { storageFromEnv } from './files/storage.ts';
import { startDelivery } from './notify/outbox.ts';
import { transportsFromEnv } from './notify/transports.ts';
import { signingFromConfig } from './signing/providers.ts';

export async function openApiDeps(
  config: Config,
  realNow: () => Date = () => new Date(),
): Promise<{ deps: ApiDeps; demo: string | null }> {
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  // In demo mode the product runs on the demo clock, which staff advance (the real time
  // otherwise); sessions keep the real time.
  const demoClock = config.demo ? await openDemoClock(db, realNow) : undefined;
  const now = demoClock?.now ?? realNow;
  const storage = storageFromEnv(config.dataDir);
  const tokens = createTokens({
    secret: config.tokenSecret,
    ttlSeconds: config.tokenTtlSeconds,
    now: realNow,
  });
  // Loans in their repayment period are seeded with the base demo data, on the embedded demo's
  // built-in bank and signature provider (their history through the product's own routes).
  // A first start stopped while seeding leaves a mark, and the next start stops on it.
  const where = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
  const seeding = config.seedDemo && (await beginDemoSeed(db, realNow(), where));
  const seeded = seeding && (await seedDemo(db, now(), storage));
  if (seeded && config.bankAdapter === 'local' && config.signingAdapter === 'local') {
    await seedDemoRepayment({
      db,
      storage,
      tokens,
      realNow,
      present: now(),
      publicUrl: config.publicUrl,
    });
  }
  if (seeding) await demoSeedFinished(db);
  // E-mail and SMS leave through the outbox: SMTP_URL and SMS_API_URL configure delivery. A
  // message that waits for its time (notBefore) waits by the product's clock.
  startDelivery(db, transportsFromEnv(), now);
  return {
    deps: {
      db,
      tokens,
      now,
      realNow,
      ...(demoClock ? { demoClock } : {}),
      storage,
      publicUrl: config.publicUrl,
      demo: config.demo,
      bank: bankFromConfig(config, now),
      signing: signingFromConfig(config, { db, storage, now }),
      withdrawalPoll: config.withdrawalPoll,
      fundingPoll: config.fundingPoll,
      relearnBankOnStart: true,
    },
    demo: config.seedDemo ? demoLogins() : null,
  };
}

export function demoLogins(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.email.padEnd(32)} ${a.role}${a.isPersonal ? '' : ' (company)'}`,
  );
  return [`Demo logins (password ${DEMO_PASSWORD}):`, ...lines].join('\n');
}
