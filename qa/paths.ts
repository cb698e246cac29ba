// `npm run qa:paths`: QA's generated path tests of the loan lifecycle, run against the real
// product started here (in-process, on PGlite, as the tests start it), and the report.
//
//   npm run qa:paths -- [--tier rest|graphql|browser|web] [--path NAME] [--to STATE]
//                       [--through EVENT] [--machine loan|others|NAME] [--seed N]
//                       [--concurrency N] [--list] [--coverage-only]
//
// Each path is one test: a fresh draft, then its steps through the tier with the right person
// at each, the product's own steps (jobs on the movable clock, the bank, the signature provider)
// as they happen, and after each step the checks (stage, offered actions, audit row, ledger).
// The report goes to qa-report/index.html and qa-report/report.json; the last line printed is
// the coverage line. Exit code 1 when a path failed. At the REST and GraphQL tiers the other
// machines' generated paths run too (qa/other-machines/), unless some loan paths or one machine
// are chosen. `--tier web` runs the paths of the machines the web client alone runs (the
// application form, the collateral's photos, the dialogs, an upload, the session) through their
// components in jsdom (qa/web-machines/).
import { fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { commandLine, isCount, requireValues, TAKES } from '../cli/command-line.ts';
import { ensureWebBuild } from '../server/web-build.ts';
import { mulberry32 } from '../sim/prng.ts';
import {
  type CoverageTier,
  coverageLine,
  machineCheck,
  machineCoverage,
  plannedCoverage,
  type TierCoverage,
  tierCoverage,
} from './coverage.ts';
import { loanQaPaths, type QaPath, selectPaths } from './loan-graph.ts';
import { machineModels, otherMachinesCoverage } from './machine-tier.ts';
import {
  coverageOfOthers,
  MACHINE_DRIVERS,
  machineDriverNamed,
  otherMachinePaths,
} from './other-machines/index.ts';
import type { MachinePathResult, OtherMachineCoverage } from './other-machines/model.ts';
import { MACHINE_TIERS, type MachineTier } from './other-machines/surface.ts';
import {
  buildReport,
  machineResultsOf,
  previousReport,
  REPORT_DIR,
  writeReport,
} from './report.ts';
import type { PathResult } from './run-path.ts';
import { plannedDriver } from './tiers/drivers.ts';
import { TIERS, type TierName } from './tiers/tier.ts';
import { runWebPaths, selectWebPaths, webCoverageAll, webPaths } from './web-machines/run.ts';
import type { WorkerAnswer, WorkerOrder } from './worker.ts';

const USAGE =
  'usage: npm run qa:paths -- [--tier rest|graphql|browser|web] [--path NAME] [--to STATE] [--through EVENT] [--machine loan|others|web|NAME] [--seed N] [--concurrency N] [--list] [--coverage-only]';

const { values } = commandLine(USAGE, {
  options: {
    tier: { type: 'string', default: 'rest' },
    path: { type: 'string' },
    to: { type: 'string' },
    through: { type: 'string' },
    machine: { type: 'string' },
    // No default: the web tier's paths take a seed only when one is given.
    seed: { type: 'string' },
    concurrency: { type: 'string' },
    list: { type: 'boolean', default: false },
    'coverage-only': { type: 'boolean', default: false },
  },
});
const webTier = values.tier === 'web';
const tier = (webTier ? 'rest' : values.tier) as TierName;
const seedText = values.seed ?? '1';
const seed = Number(seedText);
/** Two at most: the machine has two cores, shared with other work; the browser one at a time. */
const defaultConcurrency = tier === 'browser' ? 1 : Math.min(2, availableParallelism());
const concurrency =
  values.concurrency === undefined ? defaultConcurrency : Number(values.concurrency);
requireValues(USAGE, [
  [
    '--tier',
    values.tier,
    webTier || TIERS.includes(tier),
    `one of ${[...TIERS, 'web'].join(', ')}`,
  ],
  ['--seed', seedText, Number.isInteger(seed), TAKES.whole],
  ['--concurrency', values.concurrency, isCount(concurrency), TAKES.count],
]);

const began = Date.now();
const all = loanQaPaths();
const webChoice = webTier
  ? selectWebPaths({
      path: values.path,
      machine: values.machine,
      to: values.to,
      through: values.through,
    })
  : { machines: [], paths: [] };
if (webTier && 'error' in webChoice) {
  console.error(webChoice.error);
  process.exit(2);
}
const chosenWebPaths = 'paths' in webChoice ? webChoice.paths : [];
if (webTier && chosenWebPaths.length === 0) {
  console.error('no path of the web client matches these options (see --tier web --list)');
  process.exit(2);
}
const machine = values.machine;
const namedMachine =
  machine && !webTier && !['loan', 'others'].includes(machine) ? machineDriverNamed(machine) : null;
if (namedMachine === undefined) {
  console.error(
    `no machine ${machine}: loan, others, or one of ${MACHINE_DRIVERS.map((m) => m.slug).join(', ')}`,
  );
  process.exit(2);
}
const loanSelection = values.path || values.to || values.through;
const chosen = webTier
  ? []
  : machine === undefined || machine === 'loan'
    ? selectPaths(all, {
        ...(values.path ? { path: values.path } : {}),
        ...(values.to ? { to: values.to } : {}),
        ...(values.through ? { through: values.through } : {}),
      })
    : [];
/** The tiers the other machines' paths are driven at (not the browser's: their screens are not). */
const machineTier = (MACHINE_TIERS as readonly string[]).includes(tier)
  ? (tier as MachineTier)
  : null;
if (!webTier && machineTier === null && machine !== undefined && machine !== 'loan') {
  console.error(`the other machines' paths run at ${MACHINE_TIERS.join(' and ')}, not ${tier}`);
  process.exit(2);
}
/** The other machines whose paths run: all of them in a whole run of their tier, or the one named. */
const otherMachines =
  webTier || machineTier === null || machine === 'loan' || (machine === undefined && loanSelection)
    ? []
    : namedMachine
      ? [namedMachine]
      : MACHINE_DRIVERS;
const chosenMachinePaths = otherMachinePaths(otherMachines);

if (values.list) {
  for (const path of chosen) {
    console.log(`${path.name}  (${path.steps.length} steps) — ${path.reason.en}`);
    for (const step of path.steps) console.log(`    ${step.words.en}`);
  }
  for (const path of chosenMachinePaths) {
    console.log(`${path.name}  (${path.events.length} steps) — ${path.reason}`);
    console.log(`    ${path.events.map((e) => e.type).join(' → ') || '(the start itself)'}`);
  }
  for (const path of chosenWebPaths) {
    console.log(`${path.name}  (${path.events.length} steps) — ${path.reason}`);
    console.log(`    ${path.events.map((e) => e.type).join(' → ') || '(the screen opening)'}`);
  }
  process.exit(0);
}
if (!webTier && chosen.length === 0 && chosenMachinePaths.length === 0) {
  console.error('no path matches these options (see --list)');
  process.exit(2);
}

const machineResults = new Map(all.map((p) => [p.name, machineCheck(p)]));
const models = await machineModels();
const others = await otherMachinesCoverage(models);
const previous = previousReport();

/** An other machine's coverage at a tier from the last report, carried (with when it ran). */
function earlierAt(at: MachineTier, label: string): OtherMachineCoverage | undefined {
  const earlier = previous?.others.find((o) => o.machine === label)?.[at];
  if (!earlier || (earlier.how !== 'ran' && earlier.how !== 'carried')) return undefined;
  return {
    ...earlier,
    how: 'carried',
    ranAt: earlier.how === 'ran' ? previous?.generatedAt : earlier.ranAt,
  };
}

/** The other machines' coverage at each of their tiers: measured now at the tier run, else
 * carried from the last report, else what their paths can drive. */
function othersByTier(
  ran: MachineTier | 'web' | null,
  results: readonly MachinePathResult[],
): Record<MachineTier | 'web', OtherMachineCoverage[]> {
  const byTier = (at: MachineTier) =>
    coverageOfOthers(models, at === ran ? results : 'planned', (label) => earlierAt(at, label));
  return {
    rest: byTier('rest'),
    graphql: byTier('graphql'),
    web: webCoverageAll(ran === 'web' ? results : 'planned', earlierOnWeb),
  };
}

/** A web-client machine's coverage at its tier from the last report, carried. */
function earlierOnWeb(label: string): OtherMachineCoverage | undefined {
  const earlier = previous?.others.find((o) => o.machine === label)?.web;
  if (!earlier || (earlier.how !== 'ran' && earlier.how !== 'carried')) return undefined;
  return {
    ...earlier,
    how: 'carried',
    ranAt: earlier.how === 'ran' ? previous?.generatedAt : earlier.ranAt,
  };
}

/** The coverage of the tiers: measured now, else carried from the last report, else planned. */
function coverageOf(ran: TierName | null, results: PathResult[]) {
  const coverage: Partial<Record<CoverageTier, TierCoverage>> = { machine: machineCoverage(all) };
  for (const t of TIERS) {
    if (t === ran) {
      coverage[t] = tierCoverage(all, results);
      continue;
    }
    const earlier = previous?.loan.coverage[t];
    if (earlier && (earlier.how === 'ran' || earlier.how === 'carried')) {
      coverage[t] = {
        ...earlier,
        how: 'carried',
        ranAt: earlier.how === 'ran' ? previous.generatedAt : earlier.ranAt,
      };
    } else {
      coverage[t] = plannedCoverage(all, plannedDriver(t));
    }
  }
  return coverage;
}

if (values['coverage-only']) {
  // Nothing started: the machine tier replayed, the other machines measured, and each product
  // tier as its last run measured it (else what its driver can send).
  console.log(
    coverageLine(
      coverageOf(null, []),
      others,
      previous ? join(REPORT_DIR, 'index.html') : null,
      othersByTier(null, []),
    ),
  );
  process.exit(0);
}

if (webTier) {
  // The web client's own machines: their paths run by Vitest in jsdom, the rest of the report
  // (the loan's tiers, the other machines at REST and GraphQL) carried from the last one.
  console.log(
    `qa:paths — ${chosenWebPaths.length} path(s) of ${'machines' in webChoice ? webChoice.machines.length : 0} machine(s) the web client alone runs, in its components (jsdom), ${concurrency} worker(s)`,
  );
  const webResults = await runWebPaths(
    chosenWebPaths,
    concurrency,
    values.seed === undefined ? undefined : seed,
  );
  for (const r of webResults) {
    const mark = r.status === 'passed' ? '✓' : '✗';
    console.log(
      `  ${mark} ${r.name} (${(r.ms / 1000).toFixed(2)} s)${r.error ? ` — ${r.error.split('\n')[0]}` : ''}`,
    );
  }
  const ranNames = new Set(webResults.map((r) => `web ${r.name}`));
  const carriedResults = (previous?.machinePaths ?? []).flatMap((p) =>
    machineResultsOf(p).filter((r) => !ranNames.has(`${r.tier} ${r.name}`)),
  );
  const othersNow = othersByTier('web', [
    ...webResults,
    ...carriedResults.filter((r) => r.tier === 'web'),
  ]);
  const reportFile = join(REPORT_DIR, 'index.html');
  const line = coverageLine(coverageOf(null, []), others, reportFile, othersNow);
  writeReport(
    buildReport({
      paths: all,
      machine: machineResults,
      results: (previous?.loan.paths ?? []).flatMap((p) => p.results),
      coverage: coverageOf(null, []),
      others,
      othersAt: othersNow,
      machinePaths: otherMachinePaths(),
      webPaths: webPaths(),
      machineResults: [...webResults, ...carriedResults],
      options: {
        tier: 'web',
        path: values.path,
        machine: values.machine,
        to: values.to,
        through: values.through,
        seed,
        concurrency,
      },
      ms: Date.now() - began,
      line,
    }),
  );
  const failedHere = webResults.filter((r) => r.status === 'failed').length;
  console.log(
    `${webResults.length - failedHere} passed, ${failedHere} failed, 0 missing at the web tier`,
  );
  console.log(line);
  process.exit(failedHere > 0 ? 1 : 0);
}

/** The order the paths run in, shuffled by the seed (the same seed, the same order), dealt
 * round-robin to the workers, longest first within the deal so no worker is left with the tail. */
function deal(paths: QaPath[]): string[][] {
  const rng = mulberry32(seed);
  const order = [...paths];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rng.next() * (i + 1));
    [order[i], order[j]] = [order[j] as QaPath, order[i] as QaPath];
  }
  const shares: string[][] = Array.from(
    { length: Math.max(1, Math.min(concurrency, order.length)) },
    () => [],
  );
  for (const [index, path] of order.entries()) shares[index % shares.length]?.push(path.name);
  return shares;
}

if (tier === 'browser') await ensureWebBuild((line) => console.log(line));
const screenshots = join(REPORT_DIR, 'screenshots');
console.log(
  `qa:paths — ${chosen.length} loan path(s)${chosenMachinePaths.length ? ` and ${chosenMachinePaths.length} path(s) of ${otherMachines.length} other machine(s)` : ''} at the ${tier} tier, seed ${seed}, ${concurrency} worker(s)`,
);
const results: PathResult[] = [];
const machineResultsNow: MachinePathResult[] = [];
const loanShares = deal(chosen);
// The other machines' paths (about a minute and a half in all) go to the worker with the fewest
// loan paths; with no loan path they are dealt to the workers in turn.
const machineNames = chosenMachinePaths.map((p) => p.name);
const workers =
  chosen.length > 0 ? loanShares.length : Math.max(1, Math.min(concurrency, machineNames.length));
const shares = Array.from({ length: workers }, (_, index) => ({
  names: loanShares[index] ?? [],
  machinePaths:
    chosen.length > 0
      ? index === workers - 1
        ? machineNames
        : []
      : machineNames.filter((_, n) => n % workers === index),
}));
const workerErrors: string[] = [];
await Promise.all(
  shares.map(
    (share) =>
      new Promise<void>((resolve) => {
        const child = fork(new URL('./worker.ts', import.meta.url), ['--qa-worker'], {
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        child.on('message', (message: WorkerAnswer) => {
          if ('machineResult' in message) {
            const r = message.machineResult;
            machineResultsNow.push(r);
            const mark = r.status === 'passed' ? '✓' : '✗';
            console.log(
              `  ${mark} ${r.name} (${(r.ms / 1000).toFixed(1)} s)${r.error ? ` — ${r.error}` : ''}`,
            );
          } else if ('result' in message) {
            const r = message.result;
            results.push(r);
            const mark = r.status === 'passed' ? '✓' : r.status === 'failed' ? '✗' : '–';
            console.log(
              `  ${mark} ${r.name} (${(r.ms / 1000).toFixed(1)} s)${r.error ? ` — ${r.error}` : ''}${r.missing ? ` — missing: ${r.missing}` : ''}`,
            );
          } else if ('error' in message) {
            workerErrors.push(message.error);
          }
        });
        child.on('exit', () => resolve());
        const order: WorkerOrder = {
          tier,
          names: share.names,
          screenshots,
          ...(share.machinePaths.length > 0 ? { machinePaths: share.machinePaths } : {}),
        };
        child.send(order);
      }),
  ),
);
for (const error of workerErrors) console.error(`a worker failed: ${error}`);
// A path a worker never answered for (it died) is a failure.
for (const path of chosen) {
  if (!results.some((r) => r.name === path.name)) {
    results.push({
      name: path.name,
      tier,
      status: 'failed',
      ms: 0,
      steps: [],
      error: 'its worker stopped before running it',
    });
  }
}
for (const path of chosenMachinePaths) {
  if (!machineResultsNow.some((r) => r.name === path.name)) {
    machineResultsNow.push({
      name: path.name,
      machine: path.machine,
      tier: machineTier ?? 'rest',
      status: 'failed',
      ms: 0,
      steps: [],
      error: 'its worker stopped before running it',
    });
  }
}
// A run of some paths keeps this tier's latest results of the others (the report is the latest
// word on every path at every tier).
const ranNow = new Set(results.map((r) => r.name));
const earlierHere = (previous?.loan.paths ?? []).flatMap((p) =>
  p.results.filter((r) => r.tier === tier && !ranNow.has(r.name)),
);
const coverage = coverageOf(chosen.length > 0 ? tier : null, [...results, ...earlierHere]);
const reportFile = join(REPORT_DIR, 'index.html');
// The other machines' paths not run now keep their latest results at each tier.
const ranMachinePaths = new Set(machineResultsNow.map((r) => `${r.tier} ${r.name}`));
const machineResultsAll = [
  ...machineResultsNow,
  ...(previous?.machinePaths ?? []).flatMap((p) =>
    machineResultsOf(p).filter((r) => !ranMachinePaths.has(`${r.tier} ${r.name}`)),
  ),
];
const othersAt = othersByTier(machineTier, machineResultsNow);
const line = coverageLine(coverage, others, reportFile, othersAt);
const options = {
  tier,
  seed,
  concurrency,
  path: values.path,
  to: values.to,
  through: values.through,
  machine: values.machine,
};
// The other tiers' latest results stay in the report beside this run's (their coverage is carried).
const carried = [
  ...earlierHere,
  ...(previous?.loan.paths ?? []).flatMap((p) => p.results.filter((r) => r.tier !== tier)),
];
const report = buildReport({
  paths: all,
  machine: machineResults,
  results: [...results, ...carried],
  coverage,
  others,
  othersAt,
  machinePaths: otherMachinePaths(),
  webPaths: webPaths(),
  machineResults: machineResultsAll,
  options,
  ms: Date.now() - began,
  line,
});
writeReport(report);
const failed =
  results.filter((r) => r.status === 'failed').length +
  machineResultsNow.filter((r) => r.status === 'failed').length;
const passed =
  results.filter((r) => r.status === 'passed').length +
  machineResultsNow.filter((r) => r.status === 'passed').length;
const missing = results.filter((r) => r.status === 'missing').length;
console.log(`${passed} passed, ${failed} failed, ${missing} missing at the ${tier} tier`);
console.log(line);
process.exit(failed > 0 || workerErrors.length > 0 ? 1 : 0);
