// `npm run simulate:seeds -- --from 1 --count 1000 --days 4 [--loans 4] [--faults 0.3]`: many
// seeded runs one after another, each on its own fresh database (PGlite, or DATABASE_URL's
// PostgreSQL server), a line per seed and a tally at the end. Exit code 1 when any seed found a
// violation; the failing seeds are listed so that each replays alone with `npm run simulate`.
import { parseArgs } from 'node:util';
import { simulate } from './simulate.ts';

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '1' },
    count: { type: 'string', default: '1000' },
    days: { type: 'string', default: '4' },
    loans: { type: 'string', default: '4' },
    faults: { type: 'string', default: '0.3' },
  },
});
const from = Number(values.from);
const count = Number(values.count);
const days = Number(values.days);
const maxLoans = Number(values.loans);
const faults = Number(values.faults);
if (
  ![from, count, days, maxLoans].every(Number.isInteger) ||
  count < 1 ||
  days < 1 ||
  maxLoans < 1 ||
  !(faults >= 0 && faults <= 1)
) {
  console.error(
    'usage: npm run simulate:seeds -- --from N --count N --days D [--loans L] [--faults RATE]',
  );
  process.exit(2);
}
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
for (let seed = from; seed < from + count; seed += 1) {
  const result = await simulate({
    seed,
    days,
    maxLoans,
    faults,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  }).catch((error: unknown) => ({ crashed: String(error) }));
  if ('crashed' in result) {
    failing.push(seed);
    totals.violations += 1;
    console.log(`seed ${seed}: the run stopped: ${result.crashed}`);
    continue;
  }
  totals.operations += result.operations;
  totals.faults += result.faults;
  totals.autoLent += result.autoLent;
  totals.installmentsPaid += result.installmentsPaid;
  totals.declined += result.declined;
  totals.violations += result.violations.length;
  if (result.violations.length > 0) failing.push(seed);
  console.log(`seed ${seed}: ${result.summary}`);
  for (const v of result.violations) console.log(`  VIOLATION ${v}`);
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(
  `${count} seeds × ${days} days in ${minutes} min: ${totals.operations} operations, ${totals.faults} faults injected, ` +
    `${totals.autoLent} fundings by auto-lend, ${totals.installmentsPaid} installments paid, ${totals.declined} offers declined, ${totals.violations} invariant violations`,
);
if (failing.length > 0) console.log(`failing seeds: ${failing.join(' ')}`);
process.exit(failing.length > 0 ? 1 : 0);
