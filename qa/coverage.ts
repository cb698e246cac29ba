// Coverage per tier: the loan machine's states and transitions that the paths which passed at a
// tier reached, the missing ones named with why (the tier cannot send a step, no product call can
// cause it, its path failed, or it was not run); the machine tier replays every path on the pure
// machine. The other machines' coverage at the machine tier comes from qa/machine-tier.ts.
import { nextLoanSnapshot, refusalOf, startLoan } from '../machines/loan/loan.selectors.ts';
import { loanInput } from '../tests/support/loan-paths.ts';
import { LOAN_STATES, LOAN_TRANSITIONS, type QaPath } from './loan-graph.ts';
import type { MachineCoverage } from './machine-tier.ts';
import { complete, type OtherMachineCoverage } from './other-machines/model.ts';
import type { MachineTier } from './other-machines/surface.ts';
import type { PathResult } from './run-path.ts';
import { missingAt } from './run-path.ts';
import type { TierDriver, TierName } from './tiers/tier.ts';

export type Missing = { id: string; reason: string };
export type Measure = { reached: number; total: number; missing: Missing[] };
export type TierCoverage = {
  /** 'ran': measured now; 'carried': from an earlier run's report (ranAt); 'planned': what the
   * tier's driver can send, not run (--coverage-only); 'not run'. */
  how: 'ran' | 'carried' | 'planned' | 'not run';
  ranAt?: string;
  states: Measure;
  transitions: Measure;
};
export type CoverageTier = 'machine' | TierName;

/** A path replayed on the pure machine: every step taken (null) or the first refusal. */
export function machineCheck(path: QaPath): string | null {
  let snapshot = startLoan(loanInput);
  for (const event of path.events) {
    const refused = refusalOf(snapshot, event);
    if (refused) return `${event.type} refused: ${refused.code}`;
    snapshot = nextLoanSnapshot(snapshot, event);
  }
  return null;
}

function measure(
  all: readonly string[],
  reached: ReadonlySet<string>,
  why: (id: string) => string,
): Measure {
  return {
    reached: all.filter((id) => reached.has(id)).length,
    total: all.length,
    missing: all.filter((id) => !reached.has(id)).map((id) => ({ id, reason: why(id) })),
  };
}

/** The machine tier: every path replayed on the pure machine. */
export function machineCoverage(paths: readonly QaPath[]): TierCoverage {
  const ok = paths.filter((p) => machineCheck(p) === null);
  const states = new Set(ok.flatMap((p) => p.states));
  const transitions = new Set(ok.flatMap((p) => p.transitions));
  const why = () => 'no generated path reaches it';
  return {
    how: 'ran',
    states: measure(LOAN_STATES, states, why),
    transitions: measure(LOAN_TRANSITIONS, transitions, why),
  };
}

/** A product tier from its results (paths not run say so). */
export function tierCoverage(
  paths: readonly QaPath[],
  results: readonly PathResult[],
): TierCoverage {
  const byName = new Map(results.map((r) => [r.name, r]));
  const passed = paths.filter((p) => byName.get(p.name)?.status === 'passed');
  const states = new Set(passed.flatMap((p) => p.states));
  const transitions = new Set(passed.flatMap((p) => p.transitions));
  const why = (has: (p: QaPath) => boolean) => {
    const through = paths.filter(has);
    if (through.length === 0) return 'no generated path reaches it';
    const outcomes = through.map((p) => ({ path: p, result: byName.get(p.name) }));
    const failed = outcomes.find((o) => o.result?.status === 'failed');
    if (failed) return `path ${failed.path.name} failed: ${failed.result?.error ?? ''}`;
    const missing = outcomes.find((o) => o.result?.status === 'missing');
    if (missing) return missing.result?.missing ?? 'cannot be sent at this tier';
    return `not run in this selection (${through[0]?.name})`;
  };
  return {
    how: 'ran',
    states: measure(LOAN_STATES, states, (id) => why((p) => p.states.includes(id))),
    transitions: measure(LOAN_TRANSITIONS, transitions, (id) =>
      why((p) => p.transitions.includes(id)),
    ),
  };
}

/** What a tier's driver could reach, without running anything (--coverage-only). */
export function plannedCoverage(
  paths: readonly QaPath[],
  driver: Pick<TierDriver, 'tier' | 'cannot'>,
): TierCoverage {
  const results: PathResult[] = paths.map((p) => {
    const missing = missingAt(driver, p);
    return missing
      ? { name: p.name, tier: driver.tier, status: 'missing', ms: 0, steps: [], missing }
      : { name: p.name, tier: driver.tier, status: 'passed', ms: 0, steps: [] };
  });
  return { ...tierCoverage(paths, results), how: 'planned' };
}

const figure = (c: TierCoverage | undefined) => {
  if (!c || c.how === 'not run') return 'not run';
  const core = `${c.states.reached}/${c.states.total} states ${c.transitions.reached}/${c.transitions.total} transitions`;
  if (c.how === 'planned') return `${core} drivable (not run)`;
  if (c.how === 'carried') return `${core} (run ${c.ranAt ?? 'earlier'})`;
  return core;
};

/** The other machines' coverage at each tier their paths are driven at: REST and GraphQL for
 * the machines a product call drives, the web client (`web`) for those it alone runs. */
export type OthersByTier = Partial<Record<MachineTier | 'web', readonly OtherMachineCoverage[]>>;

/** The one line CI prints. */
export function coverageLine(
  loan: Partial<Record<CoverageTier, TierCoverage>>,
  others: readonly MachineCoverage[],
  reportPath: string | null,
  othersAt: OthersByTier = {},
): string {
  const full = others.filter(complete).length;
  const graphql = othersAt.graphql ?? [];
  const web = othersAt.web ?? [];
  return [
    `qa:paths coverage — loan: machine ${figure(loan.machine)}`,
    `rest ${figure(loan.rest)}`,
    `graphql ${figure(loan.graphql)}`,
    `browser ${figure(loan.browser)}`,
    `other machines ${full}/${others.length} complete at the machine tier, ${othersFigure('REST', others.length, othersAt.rest ?? [])}, ${othersFigure('GraphQL', others.length, graphql)}${graphql.length ? ` — unreachable at GraphQL: ${unreachable(graphql)}` : ''}`,
    ...(web.length
      ? [
          `the web client's own machines ${othersFigure('the web client', web.length, web)}${web.some((m) => m.states.missing.length + m.transitions.missing.length > 0) ? ` — missing there: ${unreachable(web)}` : ''}`,
        ]
      : []),
    reportPath ? `report: ${reportPath}` : 'no report written',
  ].join('; ');
}

/** The other machines at a tier: how many complete, and what the driven ones reach. */
export function othersFigure(
  tier: string,
  total: number,
  atTier: readonly OtherMachineCoverage[],
): string {
  const driven = atTier.filter((m) => m.how !== 'not driven');
  const sum = (pick: (m: OtherMachineCoverage) => number) =>
    driven.reduce((n, m) => n + pick(m), 0);
  const core = `${driven.filter(complete).length}/${total} at ${tier}`;
  if (driven.length === 0) return core;
  const when = driven
    .map((m) => m.ranAt ?? '')
    .sort()
    .find((at) => at !== '');
  const how = driven.every((m) => m.how === 'planned')
    ? ' drivable (not run)'
    : driven.every((m) => m.how === 'carried')
      ? ` (run ${when ?? 'earlier'})`
      : driven.some((m) => m.how === 'planned' || m.how === 'carried')
        ? ' (some carried or not run)'
        : '';
  return `${core} (${driven.length} driven: ${sum((m) => m.states.reached)}/${sum((m) => m.states.total)} states ${sum((m) => m.transitions.reached)}/${sum((m) => m.transitions.total)} transitions${how})`;
}

/** Why a missing state or transition of a driven machine is missing, in a few words. */
const CAUSES: [RegExp, string][] = [
  [/^no product call can cause it/, 'no product call causes'],
  [/^the web client never meets/, 'the web client never meets'],
  [/^path .* failed/, 'their path failed'],
  [/^not run/, 'not run'],
];

/**
 * What the other machines miss at a tier, grouped by why (the report names each one): the
 * driven machines' states and transitions, and the machines not driven.
 */
export function unreachable(atTier: readonly OtherMachineCoverage[]): string {
  const groups = new Map<string, { states: number; transitions: number }>();
  for (const machine of atTier.filter((m) => m.how !== 'not driven')) {
    for (const kind of ['states', 'transitions'] as const) {
      for (const { reason } of machine[kind].missing) {
        const why = CAUSES.find(([pattern]) => pattern.test(reason))?.[1] ?? 'other';
        const group = groups.get(why) ?? { states: 0, transitions: 0 };
        group[kind] += 1;
        groups.set(why, group);
      }
    }
  }
  const parts = [...groups].map(
    ([why, n]) => `${n.states} states ${n.transitions} transitions ${why}`,
  );
  const notDriven = new Map<string, number>();
  for (const machine of atTier.filter((m) => m.how === 'not driven')) {
    const why = machine.reason ?? 'not driven';
    notDriven.set(why, (notDriven.get(why) ?? 0) + 1);
  }
  for (const [why, n] of notDriven) parts.push(`${n} machines not driven (${why.split(' (')[0]})`);
  return parts.join(', ') || 'nothing';
}
