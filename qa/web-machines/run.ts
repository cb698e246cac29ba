// `npm run qa:paths -- --tier web`: the web-client machines' generated paths, run by Vitest in
// jsdom (the files qa/web-machines/*.dom.test.tsx, which `npm test` runs too) and read back from
// the results each file writes, for the report and the coverage line.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type {
  MachinePath,
  MachinePathResult,
  OtherMachineCoverage,
} from '../other-machines/model.ts';
import { WEB_MACHINES } from './machines.ts';
import { type WebMachine, webCoverage, webMachinePaths } from './model.ts';

/** Where the web paths' Vitest files are, from the project's root. */
export const WEB_PATHS_FOLDER = 'qa/web-machines/';
const ROOT = join(import.meta.dirname, '..', '..');

export const webPaths = (machines: readonly WebMachine[] = WEB_MACHINES): MachinePath[] =>
  machines.flatMap(webMachinePaths);

/**
 * The paths chosen: of the machines named (all when none), one by name, those that reach a state
 * (its id in the chart: `open`, `editing.savingBail`), those that send an event.
 */
export function selectWebPaths(options: {
  path?: string | undefined;
  machine?: string | undefined;
  to?: string | undefined;
  through?: string | undefined;
}): { machines: WebMachine[]; paths: MachinePath[] } | { error: string } {
  const named =
    options.machine === undefined || options.machine === 'web'
      ? WEB_MACHINES
      : WEB_MACHINES.filter((m) => m.slug === options.machine || m.label === options.machine);
  if (named.length === 0) {
    return {
      error: `no machine ${options.machine} runs in the web client alone: web, or one of ${WEB_MACHINES.map((m) => m.slug).join(', ')}`,
    };
  }
  const paths = webPaths(named).filter(
    (p) =>
      (!options.path || p.name === options.path) &&
      (!options.to || p.states.includes(options.to)) &&
      (!options.through || p.events.some((e) => e.type === options.through)),
  );
  return { machines: [...named], paths };
}

/**
 * The Vitest files that hold `chosen`'s paths, so that a run of a few paths loads only those (each
 * file costs seconds of jsdom and React before its name filter applies): `X.dom.test.tsx` runs the
 * drivers of `X.screen.tsx`, and each driver names its machine (`machine: rejectLoanDialog`), an
 * export of machines.ts whose slug begins the path's name. A machine found in no file leaves its
 * paths unrun, which reads back as failed.
 */
export function webPathFiles(chosen: readonly MachinePath[]): string[] {
  const folder = join(ROOT, WEB_PATHS_FOLDER);
  const slugOf = new Map(
    [
      ...readFileSync(join(folder, 'machines.ts'), 'utf8').matchAll(
        /export const (\w+): WebMachine = \{\s*label: [^\n]*\n\s*slug: '([^']+)'/g,
      ),
    ].map((m) => [m[1], m[2]]),
  );
  const wanted = new Set(chosen.map((path) => path.name.split('/')[0]));
  return readdirSync(folder)
    .filter((name) => name.endsWith('.dom.test.tsx'))
    .filter((name) => {
      const screen = join(folder, name.replace('.dom.test.tsx', '.screen.tsx'));
      if (!existsSync(screen)) return true;
      return [...readFileSync(screen, 'utf8').matchAll(/^\s*machine: (\w+),$/gm)].some((m) =>
        wanted.has(slugOf.get(m[1] ?? '') ?? ''),
      );
    })
    .map((name) => `${WEB_PATHS_FOLDER}${name}`);
}

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Runs the chosen paths with Vitest (all of them when every path of every machine is chosen),
 * `concurrency` files at a time, and answers each path's result; a path Vitest never reported
 * (its file failed to load) is a failure.
 */
export async function runWebPaths(
  chosen: readonly MachinePath[],
  concurrency: number,
  seed?: number,
): Promise<MachinePathResult[]> {
  const folder = mkdtempSync(join(tmpdir(), 'qa-web-'));
  // Vitest's command (its package exports no path to it: found beside its package.json).
  const vitest = join(
    dirname(createRequire(import.meta.url).resolve('vitest/package.json')),
    'vitest.mjs',
  );
  const all = chosen.length === webPaths().length;
  const files = all ? [WEB_PATHS_FOLDER] : webPathFiles(chosen);
  const config = `${WEB_PATHS_FOLDER}vitest.config.ts`;
  const args = [vitest, 'run', '--config', config, ...files, '--maxWorkers', String(concurrency)];
  // A seed shuffles the order the files and their paths run in (the same seed, the same order).
  if (seed !== undefined) args.push('--sequence.shuffle', '--sequence.seed', String(seed));
  // Vitest's name filter is a pattern matched within each test's full name, which ends with the
  // path's name (a path's name may begin another's).
  if (!all) args.push('--testNamePattern', chosen.map((p) => `${asPattern(p.name)}$`).join('|'));
  try {
    await new Promise<void>((resolve) => {
      const child = spawn(process.execPath, args, {
        cwd: ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
        // Not the environment of a Vitest run this is called from (its workers' ids, CI's JSON
        // report file, which this run would overwrite).
        env: {
          ...Object.fromEntries(
            Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')),
          ),
          QA_WEB_RESULTS: folder,
        },
      });
      child.on('exit', () => resolve());
    });
    const results = existsSync(folder)
      ? readdirSync(folder).flatMap(
          (file) => JSON.parse(readFileSync(join(folder, file), 'utf8')) as MachinePathResult[],
        )
      : [];
    const byName = new Map(results.map((r) => [r.name, r]));
    return chosen.map(
      (path) =>
        byName.get(path.name) ?? {
          name: path.name,
          machine: path.machine,
          tier: 'web',
          status: 'failed',
          ms: 0,
          steps: [],
          error: 'Vitest did not run it (its file failed before its tests; see the output above)',
        },
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Every web-client machine's coverage at its tier: measured from these results for the machines
 * they are of, else `earlier` (the last report's), else planned.
 */
export function webCoverageAll(
  results: readonly MachinePathResult[] | 'planned',
  earlier: (label: string) => OtherMachineCoverage | undefined = () => undefined,
): OtherMachineCoverage[] {
  return WEB_MACHINES.map((m) => {
    const own = results === 'planned' ? [] : results.filter((r) => r.machine === m.label);
    if (own.length === 0) return earlier(m.label) ?? webCoverage(m, 'planned');
    return webCoverage(m, own);
  });
}
