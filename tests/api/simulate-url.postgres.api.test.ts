// The seeded simulation against a product started apart from it (`npm run simulate -- --url`,
// issue 20): the product here is the suite's, started in this process in demo mode on its own
// PostgreSQL database, without timers; the simulator drives it over HTTP only — the people's
// calls, and as staff the demo routes standing in for its own product's IPC channel (the
// scheduled pass, the bank's sealed transfers and books) — while the auditor reads the
// database. Nothing is found, a borrower's decline is taken, auto-lend allocates in the passes
// the simulator runs, and the bank's payments are each settled once. With faults, those made
// from outside the product: its database refusing it on the server (its connections ended), the
// bank's callbacks repeated and lost (a lost one sealed again by the bank the next day); still
// nothing found. PostgreSQL only (`.postgres.api.test.ts`): a PGlite database is the product's
// process's own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate } from '../../sim/simulate.ts';
import { startTestProduct, type TestProduct } from '../support/test-product.ts';

if (!process.env.DATABASE_URL) throw new Error('the --url run needs DATABASE_URL (PostgreSQL)');

let product: TestProduct;
beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(async () => {
  await product?.close();
});

describe('a short run against a started product', () => {
  it('finds nothing wrong, its borrower declining an offer and its passes run on demand', {
    timeout: 60_000,
  }, async () => {
    const databaseUrl = product.databaseUrl;
    if (!databaseUrl) throw new Error('the test product has no database URL');
    const result = await simulate({ seed: 2, days: 4, maxLoans: 4, url: product.url, databaseUrl });
    expect(result.violations).toEqual([]);
    expect(result.summary).toBe(
      `4 days, ${result.operations} operations, 0 faults injected, 0 invariant violations`,
    );
    // The seed's plan, as against the simulator's own product: its borrower declines on day 1.
    expect(result.plan).toContain(
      'day 1: apply borrower.company@lumbung.test PF 20000000 90d window 5d ahead (borrower declines)',
    );
    expect(result.declined).toBe(1);
    // Auto-lend allocates only in the scheduled pass: the product has no timer, so the passes
    // were the simulator's, through POST /api/demo/scheduled-pass.
    expect(result.autoLent).toBeGreaterThanOrEqual(1);
    // The bank's books, read through GET /api/demo/bank/payouts, each settled at the platform.
    expect(result.bankPayouts).toBeGreaterThanOrEqual(1);
    // The product is left as the run left it: the simulator's declined loan is there.
    const [declined] = await product.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM loans
        WHERE machine_state ->> 'stage' = 'REJECTED_BORROWER' AND genpurpose LIKE 'Modal kerja (pengajuan %'`,
    );
    expect(declined?.n).toBe(1);
  });
});

describe('a short run against a started product, with the faults made from outside it', () => {
  it('finds nothing wrong after its database refused it and the bank repeated and lost callbacks', {
    timeout: 90_000,
  }, async () => {
    // A product of its own: the outage ends its database's connections on the server.
    const faulty = await startTestProduct();
    try {
      const databaseUrl = faulty.databaseUrl;
      if (!databaseUrl) throw new Error('the test product has no database URL');
      const result = await simulate({
        seed: 4,
        days: 4,
        maxLoans: 4,
        faults: 0.5,
        url: faulty.url,
        databaseUrl,
      });
      expect(result.violations).toEqual([]);
      // Seed 4's faults from outside: an outage on day 3 (its connections ended and refused on
      // the server, the product's transactions then failing), a callback repeated, one lost and
      // sealed again by the bank the next day (POST /api/demo/bank/va-payments/resend).
      expect(result.faultsByKind).toEqual({
        outages: 1,
        repeated: 1,
        lost: 1,
        kills: 0,
        signingRepeated: 0,
        signingLost: 0,
        lostAnswers: 0,
      });
      expect(result.retried).toBeGreaterThanOrEqual(1);
      // Healed: the database takes connections again and the product answers from it.
      const name = new URL(databaseUrl).pathname.slice(1);
      const [database] = await product.db.query<{ allowed: boolean }>(
        'SELECT datallowconn AS allowed FROM pg_database WHERE datname = $1',
        [name],
      );
      expect(database?.allowed).toBe(true);
      expect((await fetch(`${faulty.url}/api/ready`)).status).toBe(200);
      // Each payment the bank delivered, however often, credited once.
      const [twice] = await faulty.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (SELECT idempotency_key FROM ledger_entries
          WHERE idempotency_key LIKE 'va-payment:%' GROUP BY 1 HAVING count(*) > 1) d`,
      );
      expect(twice?.n).toBe(0);
    } finally {
      await faulty.close();
    }
  });
});
