// QA's generated paths of the machines the web client alone runs (qa/web-machines/): every such
// machine has paths at its tier, the options choose the right ones, the coverage line and the
// report carry their figures (a failed path names what it leaves missing), and `qa:paths --tier
// web` runs a chosen path through Vitest in jsdom and reads its steps back — a path Vitest never
// ran is a failure, not a pass.
import { describe, expect, it } from 'vitest';
import { coverageLine } from '../../qa/coverage.ts';
import { OTHER_MACHINES } from '../../qa/machine-tier.ts';
import { coverageOfOthers } from '../../qa/other-machines/index.ts';
import type { MachinePathResult } from '../../qa/other-machines/model.ts';
import { buildReport, machineResultsOf } from '../../qa/report.ts';
import { WEB_MACHINES } from '../../qa/web-machines/machines.ts';
import { webCoverage } from '../../qa/web-machines/model.ts';
import {
  runWebPaths,
  selectWebPaths,
  webCoverageAll,
  webPathFiles,
  webPaths,
} from '../../qa/web-machines/run.ts';

const reject = () => {
  const m = WEB_MACHINES.find((x) => x.slug === 'reject-loan-dialog');
  if (!m) throw new Error('no reject dialog');
  return m;
};

describe('the web client machines', () => {
  it("are machines of the machine tier that the REST and GraphQL tiers name as the web client's", () => {
    for (const m of WEB_MACHINES) {
      // The machine tier's label: its test's name, and the machine's id where one test has several.
      const test = OTHER_MACHINES.find(
        (o) => m.label === o.name || m.label === `${o.name}: ${m.machine.id}`,
      );
      expect(test, m.label).toBeDefined();
      const [atRest] = coverageOfOthers(
        [{ label: m.label, source: test?.test ?? '', machine: m.machine, runs: [] }],
        'planned',
      );
      expect(atRest?.how).toBe('not driven');
      expect(atRest?.reason).toContain('--tier web');
    }
    expect(new Set(WEB_MACHINES.map((m) => m.slug)).size).toBe(WEB_MACHINES.length);
  });

  it('have paths that reach every state and transition, or name why the web client cannot', () => {
    for (const m of WEB_MACHINES) {
      const planned = webCoverage(m, 'planned');
      for (const kind of ['states', 'transitions'] as const) {
        for (const missing of planned[kind].missing) {
          expect(missing.reason, `${m.label}: ${missing.id}`).toMatch(
            /^the web client never meets/,
          );
        }
      }
      expect(planned.paths).toBeGreaterThan(0);
    }
  });

  it('are chosen by machine or by path, and an unknown machine is refused', () => {
    const all = selectWebPaths({});
    expect('paths' in all && all.paths.length).toBe(webPaths().length);
    const one = selectWebPaths({ machine: 'reject-loan-dialog' });
    expect('paths' in one && one.paths.every((p) => p.machine === 'dialogs: rejectLoan')).toBe(
      true,
    );
    const name = 'reject-loan-dialog/dialog.open→dialog.confirm("")';
    const path = selectWebPaths({ path: name });
    expect('paths' in path && path.paths.map((p) => p.name)).toEqual([name]);
    const toSending = selectWebPaths({ machine: 'reject-loan-dialog', to: 'sending' });
    expect('paths' in toSending && toSending.paths.map((p) => p.name)).toEqual([
      'reject-loan-dialog/dialog.open→dialog.confirm(text)',
      'reject-loan-dialog/dialog.open→dialog.confirm("")→dialog.confirm(text)',
      'reject-loan-dialog/dialog.open→dialog.confirm(text)→reject.succeeded',
      'reject-loan-dialog/dialog.open→dialog.confirm(text)→reject.failed',
    ]);
    const timed = selectWebPaths({ through: 'timer.elapsed' });
    expect('paths' in timed && timed.paths.length).toBeGreaterThan(0);
    expect(
      'paths' in timed &&
        timed.paths.every((p) => p.events.some((e) => e.type === 'timer.elapsed')),
    ).toBe(true);
    expect(selectWebPaths({ machine: 'loan' })).toMatchObject({
      error: expect.stringContaining('reject-loan-dialog'),
    });
  });

  it('count a failed path against what only it reaches, and the report keeps its steps', () => {
    const m = reject();
    const paths = webPaths([m]);
    const failing = paths.find((p) => p.name.endsWith('→reject.failed'));
    if (!failing) throw new Error('no path ends with reject.failed');
    const results: MachinePathResult[] = paths.map((p) => ({
      name: p.name,
      machine: m.label,
      tier: 'web',
      status: p === failing ? 'failed' : 'passed',
      ms: 5,
      steps: [
        {
          words: 'the API refuses RejectLoan',
          ok: p !== failing,
          ms: 1,
          via: 'web',
          through: m.component,
        },
      ],
    }));
    const measured = webCoverage(m, results);
    expect(measured.how).toBe('ran');
    expect(measured.transitions.missing).toEqual([
      {
        id: expect.stringContaining('--reject.failed-->'),
        reason: `path ${failing.name} failed`,
      },
    ]);
    const all = webCoverageAll(results);
    const line = coverageLine({}, [], 'qa-report/index.html', { web: all });
    expect(line).toContain(`the web client's own machines`);
    expect(line).toContain('missing there: 0 states 1 transitions their path failed');
    const report = buildReport({
      paths: [],
      machine: new Map(),
      results: [],
      coverage: {},
      others: [
        {
          machine: m.label,
          source: 'tests/machines/dialogs.test.ts',
          states: { reached: 4, total: 4, missing: [] },
          transitions: { reached: 6, total: 6, missing: [] },
        },
      ],
      othersAt: { web: all },
      webPaths: paths,
      machineResults: results,
      options: {},
      ms: 1,
      line,
    });
    const entry = report.machinePaths?.find((p) => p.name === failing.name);
    expect(entry?.tiers).toEqual(['web']);
    expect(entry && machineResultsOf(entry).map((r) => r.status)).toEqual(['failed']);
    expect(report.others.find((o) => o.machine === m.label)?.web?.how).toBe('ran');
  });

  it('are each run by one Vitest file, the only one a run of their paths loads', () => {
    for (const m of WEB_MACHINES) {
      expect([m.slug, webPathFiles(webPaths([m]))]).toEqual([
        m.slug,
        [expect.stringMatching(/^qa\/web-machines\/[\w-]+\.dom\.test\.tsx$/)],
      ]);
    }
    expect(webPathFiles(webPaths([reject()]))).toEqual(['qa/web-machines/dialogs.dom.test.tsx']);
    // Every file is some machine's.
    expect(new Set(WEB_MACHINES.flatMap((m) => webPathFiles(webPaths([m])))).size).toBe(6);
  });

  it('run a chosen path through Vitest in jsdom and read back its steps', async () => {
    const [path] = webPaths([reject()]).filter(
      (p) => p.name === 'reject-loan-dialog/dialog.open→dialog.confirm("")',
    );
    if (!path) throw new Error('no such path');
    const ghost = { ...path, name: 'reject-loan-dialog/no-such-path' };
    const [ran, never] = await runWebPaths([path, ghost], 1);
    expect(ran).toMatchObject({ name: path.name, tier: 'web', status: 'passed' });
    expect(ran?.steps.map((s) => [s.words, s.ok])).toEqual([
      [expect.stringContaining('the screen opens'), true],
      ["presses 'Tolak' on the loan screen", true],
      ['types the reason "" and presses \'Tolak\'', true],
    ]);
    expect(never).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('did not run'),
    });
  }, 180_000);
});
