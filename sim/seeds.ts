// `npm run simulate:seeds -- --from 1 --count 1000 --days 4 [--loans 4] [--faults 0.3]
// [--concurrency 2] [--product-log DIR [--keep-logs]]`: many seeded runs, each on its own fresh database (PGlite, or DATABASE_URL's
// PostgreSQL server) and its own product process, `--concurrency` of them at a time (default 1:
// one after another), a line per seed as it ends and a tally at the end. A seed's run is the same
// whatever runs beside it (its every choice comes from its seed), so the lines may come out of
// order but each replays alone with `npm run simulate`. Exit code 1 when any seed found a
// violation; the failing seeds are listed. With --product-log DIR each seed's product log (and
// the simulator's notes among its lines) goes to DIR/seed-N.log, kept for a seed that found a
// violation or stopped, removed otherwise unless --keep-logs.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { commandLine, isCount, isRate, requireValues, TAKES } from '../cli/command-line.ts';
import { simulate } from './simulate.ts';

const USAGE =
  'usage: npm run simulate:seeds -- --from N --count N --days D [--loans L] [--faults RATE] [--concurrency N] [--product-log DIR [--keep-logs]]';

const { values } = commandLine(USAGE, {
  options: {
    from: { type: 'string', default: '1' },
    count: { type: 'string', default: '1000' },
    days: { type: 'string', default: '4' },
    loans: { type: 'string', default: '4' },
    faults: { type: 'string', default: '0.3' },
    concurrency: { type: 'string', default: '1' },
    'product-log': { type: 'string' },
    'keep-logs': { type: 'boolean', default: false },
  },
});
const from = Number(values.from);
const count = Number(values.count);
const days = Number(values.days);
const maxLoans = Number(values.loans);
const faults = Number(values.faults);
const concurrency = Number(values.concurrency);
requireValues(USAGE, [
  ['--from', values.from, Number.isInteger(from), TAKES.whole],
  ['--count', values.count, isCount(count), TAKES.count],
  ['--days', values.days, isCount(days), TAKES.count],
  ['--loans', values.loans, isCount(maxLoans), TAKES.count],
  ['--faults', values.faults, isRate(faults), TAKES.rate],
  ['--concurrency', values.concurrency, isCount(concurrency), TAKES.count],
]);
const logDir = values['product-log'];
if (logDir !== undefined) mkdirSync(logDir, { recursive: true });
const started = Date.now();
const failing: number[] = [];
const totals = {
  operations: 0,
  faults: 0,
  autoLent: 0,
  installmentsPaid: 0,
  declined: 0,
  violations: 0,
};
let next = from;
async function runSeeds(): Promise<void> {
  while (next < from + count) {
    const seed = next;
    next += 1;
    await runSeed(seed);
  }
}
async function runSeed(seed: number): Promise<void> {
  const productLog = logDir === undefined ? undefined : join(logDir, `seed-${seed}.log`);
  if (productLog) rmSync(productLog, { force: true });
  const result = await simulate({
    seed,
    days,
    maxLoans,
    faults,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    ...(productLog ? { productLog } : {}),
  }).catch((error: unknown) => ({ crashed: String(error) }));
  if ('crashed' in result) {
    failing.push(seed);
    totals.violations += 1;
    console.log(
      `seed ${seed}: the run stopped: ${result.crashed}${productLog ? ` (log: ${productLog})` : ''}`,
    );
    return;
  }
  if (productLog && result.violations.length === 0 && !values['keep-logs']) {
    rmSync(productLog, { force: true });
  }
  totals.operations += result.operations;
  totals.faults += result.faults;
  totals.autoLent += result.autoLent;
  totals.installmentsPaid += result.installmentsPaid;
  totals.declined += result.declined;
  totals.violations += result.violations.length;
  if (result.violations.length > 0) failing.push(seed);
  console.log(
    `seed ${seed}: ${result.summary}${productLog && result.violations.length > 0 ? ` (log: ${productLog})` : ''}`,
  );
  for (const v of result.violations) console.log(`  VIOLATION ${v}`);
}
await Promise.all(Array.from({ length: Math.min(concurrency, count) }, runSeeds));
failing.sort((a, b) => a - b);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `${count} seeds × ${days} days in ${minutes} min (${concurrency} at a time): ${totals.operations} operations, ${totals.faults} faults injected, ` +
    `${totals.autoLent} fundings by auto-lend, ${totals.installmentsPaid} installments paid, ${totals.declined} offers declined, ${totals.violations} invariant violations`,
);
if (failing.length > 0) console.log(`failing seeds: ${failing.join(' ')}`);
process.exit(failing.length > 0 ? 1 : 0);
