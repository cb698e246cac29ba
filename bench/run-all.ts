// `npm run bench`: every bench/*.bench.ts in turn, each in its own Node process, in name order.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { noArguments } from '../cli/command-line.ts';

noArguments(
  "usage: npm run bench  (every bench/*.bench.ts in turn; no arguments — README, 'Benchmarks')",
);

const dir = import.meta.dirname;
const benches = readdirSync(dir)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
let failed = 0;
for (const bench of benches) {
  console.log(`\n=== ${bench} ===`);
  const run = spawnSync(process.execPath, [join(dir, bench)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exitCode = failed > 0 ? 1 : 0;
