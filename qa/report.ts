// QA's report: qa-report/report.json and qa-report/index.html — every path with its steps in
// words, its result at each tier (pass, fail with the error and, in the browser, the screenshot;
// or missing with why), the time taken, and the coverage per tier with the missing states and
// transitions named. The HTML is one self-contained file (screenshots inlined), so the staff
// area can serve it as it is.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Text } from '../machines/shared/i18n-text.ts';
import type { CoverageTier, TierCoverage } from './coverage.ts';
import type { QaPath } from './loan-graph.ts';
import type { MachineCoverage } from './machine-tier.ts';
import type {
  MachinePath,
  MachinePathResult,
  MachineStep,
  OtherMachineCoverage,
} from './other-machines/model.ts';
import { MACHINE_TIERS, type MachineTier } from './other-machines/surface.ts';
import type { PathResult } from './run-path.ts';

export const REPORT_DIR = 'qa-report';

/** A tier an other machine's path runs at. */
type PathTier = MachineTier | 'web';

export type Report = {
  generatedAt: string;
  options: Record<string, unknown>;
  ms: number;
  line: string;
  loan: {
    paths: {
      name: string;
      reason: Text;
      steps: Text[];
      machine: { status: 'passed' | 'failed'; error?: string };
      results: PathResult[];
    }[];
    coverage: Partial<Record<CoverageTier, TierCoverage>>;
  };
  /** Each other machine at the machine tier, and at each tier its paths are driven at (a report
   * written before the GraphQL tier had them has no `graphql`). */
  others: (MachineCoverage & {
    rest: OtherMachineCoverage;
    graphql?: OtherMachineCoverage;
    /** A machine the web client alone runs: its coverage at the web client's tier. */
    web?: OtherMachineCoverage;
  })[];
  /** The other machines' generated paths, each with its latest result at each tier. */
  machinePaths?: {
    name: string;
    machine: string;
    reason: string;
    steps: string[];
    /** The tiers it runs at (REST and GraphQL when absent; the web client's machines: `web`). */
    tiers?: PathTier[];
    results?: MachinePathResult[];
    /** A report written before the GraphQL tier: the REST result alone. */
    result?: MachinePathResult | null;
  }[];
};

/** A machine path's latest results at each tier, from this report or an older one. */
export function machineResultsOf(
  path: NonNullable<Report['machinePaths']>[number],
): MachinePathResult[] {
  if (path.results) return path.results;
  return path.result ? [{ ...path.result, tier: 'rest' }] : [];
}

/** The report of the last run, when there is one (its coverage is carried for tiers not run). */
export function previousReport(dir = REPORT_DIR): Report | null {
  const file = join(dir, 'report.json');
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Report;
  } catch {
    return null;
  }
}

export function buildReport(input: {
  paths: readonly QaPath[];
  machine: Map<string, string | null>;
  results: readonly PathResult[];
  coverage: Report['loan']['coverage'];
  others: readonly MachineCoverage[];
  othersAt?: Partial<Record<MachineTier, readonly OtherMachineCoverage[]>> & {
    web?: readonly OtherMachineCoverage[];
  };
  machinePaths?: readonly MachinePath[];
  /** The web client's machines' paths (qa/web-machines). */
  webPaths?: readonly MachinePath[];
  machineResults?: readonly MachinePathResult[];
  options: Record<string, unknown>;
  ms: number;
  line: string;
}): Report {
  return {
    generatedAt: new Date().toISOString(),
    options: input.options,
    ms: input.ms,
    line: input.line,
    loan: {
      paths: input.paths.map((path) => {
        const refused = input.machine.get(path.name) ?? null;
        return {
          name: path.name,
          reason: path.reason,
          steps: path.steps.map((s) => s.words),
          machine: refused ? { status: 'failed', error: refused } : { status: 'passed' },
          results: input.results.filter((r) => r.name === path.name),
        };
      }),
      coverage: input.coverage,
    },
    others: input.others.map((m, index) => {
      const at = (tier: MachineTier): OtherMachineCoverage =>
        input.othersAt?.[tier]?.[index] ?? {
          machine: m.machine,
          how: 'not driven',
          paths: 0,
          reason: 'not measured in this run',
          states: { reached: 0, total: m.states.total, missing: [] },
          transitions: { reached: 0, total: m.transitions.total, missing: [] },
        };
      const web = input.othersAt?.web?.find((w) => w.machine === m.machine);
      return { ...m, rest: at('rest'), graphql: at('graphql'), ...(web ? { web } : {}) };
    }),
    machinePaths: [
      ...(input.machinePaths ?? []).map((path) => ({ path, tiers: MACHINE_TIERS })),
      ...(input.webPaths ?? []).map((path) => ({ path, tiers: ['web'] as const })),
    ].map(({ path, tiers }) => ({
      name: path.name,
      machine: path.machine,
      reason: path.reason,
      steps: path.events.map((e) => e.type),
      tiers: [...tiers],
      results: tiers.flatMap(
        (tier) => input.machineResults?.find((r) => r.name === path.name && r.tier === tier) ?? [],
      ),
    })),
  };
}

export function writeReport(report: Report, dir = REPORT_DIR): string {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  const file = join(dir, 'index.html');
  writeFileSync(file, html(report, dir));
  return file;
}

const esc = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function picture(dir: string, file: string | undefined) {
  if (!file) return '';
  const path = join(dir, file);
  if (!existsSync(path)) return `<p>(screenshot ${esc(file)} missing)</p>`;
  const data = readFileSync(path).toString('base64');
  return `<img alt="screenshot at the failure" src="data:image/png;base64,${data}">`;
}

function coverageRows(report: Report) {
  const tiers: CoverageTier[] = ['machine', 'rest', 'graphql', 'browser'];
  return tiers
    .map((tier) => {
      const c = report.loan.coverage[tier];
      if (!c || c.how === 'not run') {
        return `<tr><th>${tier}</th><td colspan="3">not run</td></tr>`;
      }
      const missing = [...c.states.missing, ...c.transitions.missing];
      const how =
        c.how === 'carried'
          ? ` (from the run of ${esc(c.ranAt ?? '')})`
          : c.how === 'planned'
            ? ' (drivable, not run)'
            : '';
      return `<tr><th>${tier}${how}</th><td>${c.states.reached}/${c.states.total}</td><td>${c.transitions.reached}/${c.transitions.total}</td><td>${
        missing.length === 0
          ? 'none'
          : `<ul>${missing.map((m) => `<li><code>${esc(m.id)}</code> — ${esc(m.reason)}</li>`).join('')}</ul>`
      }</td></tr>`;
    })
    .join('\n');
}

/** An other machine's cell at one tier: what it reaches, and each missing one with why. */
function otherCell(at: OtherMachineCoverage | undefined) {
  if (!at) return 'not measured yet';
  if (at.how === 'not driven') return `not driven — ${esc(at.reason ?? '')}`;
  const missing = [...at.states.missing, ...at.transitions.missing];
  const how =
    at.how === 'carried'
      ? ` (from the run of ${esc(at.ranAt ?? '')})`
      : at.how === 'planned'
        ? ' (drivable, not run)'
        : '';
  return `${at.states.reached}/${at.states.total} states, ${at.transitions.reached}/${at.transitions.total} transitions, ${at.paths} paths${how}${
    missing.length
      ? `<ul>${missing.map((x) => `<li><code>${esc(x.id)}</code> — ${esc(x.reason)}</li>`).join('')}</ul>`
      : ''
  }`;
}

function otherRows(report: Report) {
  return report.others
    .map((m) => {
      const missing = [...m.states.missing, ...m.transitions.missing];
      return `<tr><th>${esc(m.machine)}</th><td>${m.states.reached}/${m.states.total}</td><td>${m.transitions.reached}/${m.transitions.total}</td><td>${
        missing.length ? esc(missing.join(', ')) : 'none'
      } <small>(${esc(m.source)})</small></td><td>${otherCell(m.rest)}</td><td>${otherCell(m.graphql)}</td><td>${m.web ? otherCell(m.web) : 'driven through the product (REST, GraphQL)'}</td></tr>`;
    })
    .join('\n');
}

/** Where a step went, as the report says it before how (the product's own steps say it). */
const VIA: Record<MachineStep['via'], string> = {
  rest: 'REST: ',
  graphql: 'GraphQL: ',
  web: 'the web client: ',
  outside: 'outside the tier: ',
  product: '',
};

/** The other machines' paths that passed and failed at each tier (their latest results). */
function machineCounts(report: Report) {
  const results = (report.machinePaths ?? []).flatMap(machineResultsOf);
  return [...MACHINE_TIERS, 'web' as const]
    .map((tier) => {
      const own = results.filter((r) => r.tier === tier);
      const failed = own.filter((r) => r.status === 'failed').length;
      return `${tier}: <strong>${own.length - failed} passed</strong>, <strong class="failed">${failed} failed</strong>`;
    })
    .join(' · ');
}

function machinePathRows(report: Report) {
  return (report.machinePaths ?? [])
    .map((path) => {
      const results = machineResultsOf(path);
      const byTier = (path.tiers ?? MACHINE_TIERS)
        .map((tier) => {
          const r = results.find((x) => x.tier === tier);
          if (!r) return `<div><strong class="missing">${tier}: not run</strong></div>`;
          const steps = r.steps
            .map(
              (s) =>
                `<li class="${s.ok ? 'passed' : 'failed'}">${esc(s.words)} <small>(${s.via ? VIA[s.via] : ''}${esc(s.through)}, ${seconds(s.ms)})</small>${s.error ? `<pre>${esc(s.error)}</pre>` : ''}</li>`,
            )
            .join('');
          return `<div><strong class="${r.status}">${tier}: ${r.status}</strong> ${seconds(r.ms)}${r.error && !r.steps.some((s) => s.error) ? `<pre>${esc(r.error)}</pre>` : ''}<ol>${steps}</ol></div>`;
        })
        .join('');
      return `<section id="${esc(path.name)}"><h3>${esc(path.name)}</h3><p>${esc(path.machine)} · ${esc(path.reason)} · ${esc(path.steps.join(' → ') || '(the start itself)')}</p>
${byTier}</section>`;
    })
    .join('\n');
}

function pathRows(report: Report, dir: string) {
  return report.loan.paths
    .map((path) => {
      const results = path.results
        .map((r) => {
          const head = `<strong class="${r.status}">${r.tier}: ${r.status}</strong> ${seconds(r.ms)}${
            r.loanId ? ` (loan #${r.loanId})` : ''
          }`;
          if (r.status === 'missing') return `<div>${head} — ${esc(r.missing ?? '')}</div>`;
          const steps = r.steps
            .map(
              (s) =>
                `<li class="${s.ok ? 'passed' : 'failed'}">${esc(s.words.en)} <small>(${esc(
                  s.through,
                )}, ${seconds(s.ms)})</small>${s.error ? `<pre>${esc(s.error)}</pre>` : ''}${picture(dir, s.screenshot)}</li>`,
            )
            .join('');
          return `<div>${head}${r.error && !r.steps.some((s) => s.error) ? `<pre>${esc(r.error)}</pre>${picture(dir, r.screenshot)}` : ''}<ol>${steps}</ol></div>`;
        })
        .join('');
      const words = path.steps
        .map((s) => `<li>${esc(s.en)}<br><small lang="id">${esc(s.id)}</small></li>`)
        .join('');
      return `<section id="${esc(path.name)}"><h3>${esc(path.name)}</h3>
<p>${esc(path.reason.en)} · machine: <strong class="${path.machine.status}">${path.machine.status}</strong>${path.machine.error ? ` (${esc(path.machine.error)})` : ''}</p>
<details><summary>${path.steps.length} steps in words</summary><ol>${words || '<li>(the new draft itself)</li>'}</ol></details>
${results}</section>`;
    })
    .join('\n');
}

function html(report: Report, dir: string): string {
  const all = report.loan.paths.flatMap((p) => p.results);
  const count = (status: string) => all.filter((r) => r.status === status).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lumbung — QA's path tests</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;max-width:75rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
.passed{color:#176b2c}.failed{color:#b00020}.missing{color:#8a5a00}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.4rem}img{max-width:100%;border:1px solid #999}
section{border-top:1px solid #ddd;margin-top:1rem}
</style></head><body>
<h1>QA's path tests — the loan lifecycle</h1>
<p>${esc(report.generatedAt)} · ${seconds(report.ms)} · options <code>${esc(JSON.stringify(report.options))}</code></p>
<p><strong>${count('passed')} passed</strong>, <strong class="failed">${count('failed')} failed</strong>, <strong class="missing">${count('missing')} missing</strong> (path × tier)</p>
<p><code>${esc(report.line)}</code></p>
<h2>Coverage of the loan machine</h2>
<table><tr><th>tier</th><th>states</th><th>transitions</th><th>missing, and why</th></tr>
${coverageRows(report)}</table>
<h2>The other machines</h2>
<table><tr><th>machine</th><th>states (machine tier)</th><th>transitions (machine tier)</th><th>missing at the machine tier</th><th>REST</th><th>GraphQL</th><th>the web client</th></tr>
${otherRows(report)}</table>
<h2>Paths (${report.loan.paths.length})</h2>
${pathRows(report, dir)}
<h2>The other machines' paths (${(report.machinePaths ?? []).length}), at REST and GraphQL, and the web client's own machines' in the web client</h2>
<p>${machineCounts(report)}</p>
${machinePathRows(report)}
</body></html>
`;
}
