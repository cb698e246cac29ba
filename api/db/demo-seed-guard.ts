// The demo is seeded by the first start, in many steps (the accounts and loans, then the loans in
// their repayment period through the product's own routes), not in one transaction. A first
// start stopped partway (Ctrl-C while it seeds) used to leave a demo that the next start took for
// whole: seedDemo had marked it done before the repayment seed ran, so the loans in their
// repayment period were silently missing; stopped earlier, the next start seeded again over what
// was there. A row here says a start began seeding and has not finished: the next start stops
// and says what to do instead of running on half a demo.
import type { Queryable } from './db.ts';
import { demoSeeded } from './seed-demo.ts';

const TABLE = 'CREATE TABLE IF NOT EXISTS demo_seed_unfinished (started_at timestamptz NOT NULL)';

export class DemoSeedUnfinished extends Error {}

/**
 * Before a start seeds: refuses a demo a stopped start left half made, and otherwise, when the
 * demo is not seeded yet, notes that seeding begins. Answers whether it does.
 */
export async function beginDemoSeed(db: Queryable, now: Date, where: string): Promise<boolean> {
  await db.exec(TABLE);
  const [unfinished] = await db.query('SELECT 1 FROM demo_seed_unfinished');
  if (unfinished) {
    throw new DemoSeedUnfinished(
      `the demo data in ${where} is half made: a start that was seeding it stopped before it ended (unless another start is seeding it now). Remove it and start again`,
    );
  }
  // seedDemo's own mark of a demo seeded whole (by this version or an earlier one).
  if (await demoSeeded(db)) return false;
  await db.query('INSERT INTO demo_seed_unfinished (started_at) VALUES ($1)', [now]);
  return true;
}

/** After the start has seeded every part of the demo. */
export async function demoSeedFinished(db: Queryable): Promise<void> {
  await db.query('DELETE FROM demo_seed_unfinished');
}
