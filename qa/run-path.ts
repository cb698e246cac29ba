// One path test: a fresh draft, then each step of the path through the product — a person's
// step through the tier under test, the product's own steps (its jobs on the movable clock, the
// built-in bank, the signature provider) as they happen in the product — and after each step
// the checks: the audit trail holds the step's row, the tier reports the stage and offers each
// person exactly the actions the machine offers, and the ledger balances.

import { wibDate } from '../api/reference/wib-date.ts';
import { DEFAULT_REPAYMENT_SETTINGS } from '../api/repayment/settings.ts';
import {
  availableActions,
  type LoanSnapshot,
  nextLoanSnapshot,
  refusalOf,
  startLoan,
  statusesOf,
} from '../machines/loan/loan.selectors.ts';
import type { LoanEvent } from '../machines/loan/loan.types.ts';
import type { Text } from '../machines/shared/i18n-text.ts';
import { auditLedger } from '../sim/ledger-audit.ts';
import {
  borrower,
  creditOfficer,
  director,
  loanInput,
  platform,
  plusDays,
  validTerms,
} from '../tests/support/loan-paths.ts';
import type { QaPath } from './loan-graph.ts';
import {
  call,
  check,
  dailyPass,
  fundingPass,
  installments,
  moveClockTo,
  newDraft,
  newFundingLender,
  payBill,
  periodicPass,
  type Session,
  signAtProvider,
  signIn,
  trail,
} from './session.ts';
import type { TierDriver, TierName } from './tiers/tier.ts';

export type StepResult = {
  words: Text;
  ok: boolean;
  ms: number;
  /** How the step was taken: through the tier, or by the product / a partner itself. */
  through: string;
  error?: string;
  screenshot?: string;
};

export type PathResult = {
  name: string;
  tier: TierName;
  status: 'passed' | 'failed' | 'missing';
  ms: number;
  loanId?: number;
  steps: StepResult[];
  /** Why the path cannot run at this tier (status 'missing'). */
  missing?: string;
  error?: string;
  screenshot?: string;
};

/** Who is asked what they are offered after each step. */
const VIEWERS = [borrower.userId, creditOfficer.userId, director.userId];

/**
 * The disbursement's own approval decides `approveDisbursement` (withDisbursementApproval), and
 * the machine of the loan alone cannot say it: it is left out of the comparison.
 */
const OWN_MACHINE_ACTIONS = new Set(['approveDisbursement']);

/** Why this tier cannot run this path (null: it can). */
export function missingAt(driver: Pick<TierDriver, 'cannot'>, path: QaPath): string | null {
  if (path.notCausable) return `no product call can cause it: ${path.notCausable}`;
  for (const event of path.events) {
    if (event.actor.userId === platform.userId) continue;
    const reason = driver.cannot(event);
    if (reason) return reason;
  }
  return null;
}

export async function runPath(
  session: Session,
  driver: TierDriver,
  path: QaPath,
): Promise<PathResult> {
  const began = Date.now();
  const result: PathResult = {
    name: path.name,
    tier: driver.tier,
    status: 'passed',
    ms: 0,
    steps: [],
  };
  const missing = missingAt(driver, path);
  if (missing) return { ...result, status: 'missing', missing };
  const { product } = session;
  const clockAtStart = product.clock.now;
  let expected = startLoan(loanInput);
  let index = -1;
  try {
    if (path.events.some((e) => e.type === 'loan.fund')) {
      await newFundingLender(session, '100000000.00');
    }
    const id = await newDraft(session, `QA path ${path.name}`);
    result.loanId = id;
    await compare(session, driver, id, expected, 'the new draft');
    for (index = 0; index < path.steps.length; index += 1) {
      const step = path.steps[index];
      if (!step) break;
      const started = Date.now();
      const before = (await trail(session, id)).length;
      const through = await take(session, driver, id, step.event, step.byProductWithPrevious);
      const stepResult: StepResult = { words: step.words, ok: false, ms: 0, through };
      result.steps.push(stepResult);
      expected = nextLoanSnapshot(expected, step.event);
      // The audit trail: the step's own row, with the stages the machine moves between.
      const rows = step.byProductWithPrevious
        ? (await trail(session, id)).slice(Math.max(0, before - 1))
        : (await trail(session, id)).slice(before);
      const own = rows.findLast((row) => row.event === step.event.type);
      check(
        own !== undefined,
        `no audit row for ${step.event.type}; the trail added ${JSON.stringify(rows.map((r) => r.event))}`,
      );
      const to = statusesOf(expected).submissionstage;
      check(own.to_stage === to, `the audit row says ${own.to_stage}, the machine ${to}`);
      // A payment that pays the late installment settles the arrears too (the product's own step).
      if (
        rows.some((row) => row.event === 'installment.settled') &&
        step.event.type !== 'installment.settled'
      ) {
        const settled: LoanEvent = { type: 'installment.settled', actor: platform };
        check(refusalOf(expected, settled) === null, 'arrears settled where the machine would not');
        expected = nextLoanSnapshot(expected, settled);
      }
      // What the surface reports, unless the product goes on at once (the next step is its own).
      if (!path.steps[index + 1]?.byProductWithPrevious) {
        await compare(session, driver, id, expected, step.words.en);
      }
      const findings = await auditLedger(product.db);
      check(findings.length === 0, `the ledger: ${findings.join('; ')}`);
      stepResult.ok = true;
      stepResult.ms = Date.now() - started;
    }
  } catch (error) {
    result.status = 'failed';
    result.error = error instanceof Error ? error.message : String(error);
    const failed = result.steps.at(-1);
    if (failed && !failed.ok) failed.error = result.error;
    else if (index >= 0 && path.steps[index]) {
      result.steps.push({
        words: path.steps[index]?.words ?? { id: '', en: '' },
        ok: false,
        ms: 0,
        through: '',
        error: result.error,
      });
    }
    const picture = await driver.screenshot?.(`${driver.tier}-${path.name}`);
    if (picture) {
      result.screenshot = picture;
      const last = result.steps.at(-1);
      if (last) last.screenshot = picture;
    }
  } finally {
    if (product.clock.now !== clockAtStart) {
      product.clock.now = clockAtStart;
      await signIn(session);
    }
    result.ms = Date.now() - began;
  }
  return result;
}

/** The stage and each viewer's offered actions as the tier reports them, against the machine. */
async function compare(
  session: Session,
  driver: TierDriver,
  id: number,
  expected: LoanSnapshot,
  after: string,
) {
  const seen = await driver.observe(session, id, VIEWERS);
  const stage = driver.expectedStage(statusesOf(expected).submissionstage);
  check(
    seen.stage === stage,
    `after "${after}": the ${driver.tier} tier reports ${seen.stage}, the machine ${stage}`,
  );
  for (const viewer of VIEWERS) {
    const shown = driver.shown ? driver.shown(viewer) : undefined;
    if (shown === null) continue;
    const role = viewer === borrower.userId ? 'borrower' : 'admin';
    const want = availableActions(expected, { userId: viewer, role })
      .filter((a) => a.allowed && !OWN_MACHINE_ACTIONS.has(a.action))
      .filter((a) => !shown || shown.has(a.action))
      .map((a) => a.action)
      .sort();
    const got = (seen.offered[viewer] ?? []).filter((a) => !OWN_MACHINE_ACTIONS.has(a));
    check(
      JSON.stringify(got) === JSON.stringify(want),
      `after "${after}": ${viewer} is offered [${got.join(', ')}], the machine offers [${want.join(', ')}]`,
    );
  }
}

/**
 * One step. A person's step goes through the tier (after what it needs from a partner: the
 * borrower signing at the provider before coming back, the other bills paid before the last
 * one's confirmation). The product's own steps happen as in the product: its jobs run on the
 * clock, the bank pays, the lender signs at the provider. Answers how it was taken.
 */
export async function take(
  session: Session,
  driver: TierDriver,
  id: number,
  event: LoanEvent,
  byProductWithPrevious: boolean,
): Promise<string> {
  const { product } = session;
  if (byProductWithPrevious) return 'the product, with the step before';
  if (event.actor.userId !== platform.userId) {
    const onScreen = driver.partnerPartOnScreen?.has(event.type) ?? false;
    if (event.type === 'disbursement.sign' && event.agreementSigned && !onScreen) {
      const back = await signAtProvider(session, borrower.userId, {
        loanid: id,
        returnUrl: `/borrower/loans/${id}`,
      });
      check(back === 'signing_complete', `the provider sent the borrower back with ${back}`);
    }
    if (event.type === 'repayment.confirm' && event.installmentsRemaining === 0) {
      for (const i of (await installments(session, id)).filter((x) => x.status === 'UNPAID')) {
        await payBill(session, i.id);
      }
    }
    await driver.send(session, event, id);
    return driver.tier;
  }
  switch (event.type) {
    case 'funding.open':
      // The funding window's job on its first day (10:00 WIB): the window the offer carried.
      await moveClockTo(session, new Date(`${validTerms.fundingStart}T03:00:00Z`));
      await fundingPass(session);
      return 'the funding-window job on the window’s first day';
    case 'funding.close':
      // The day after the window's end (10:00 WIB): closed, and the lenders refunded at once.
      await moveClockTo(session, new Date(`${plusDays(validTerms.fundingEnd, 1)}T03:00:00Z`));
      await fundingPass(session);
      return 'the funding-window job the day after the window’s end';
    case 'disbursement.prepare': {
      // The lender signs every investment agreement at the provider: the last one prepares it.
      const data = await call(session, 'GET', `/loan/${id}/disbursement`, creditOfficer.userId);
      const awaiting = (data as { awaitingAgreements: { fundingId: number }[] }).awaitingAgreements;
      check(awaiting.length > 0, 'no investment agreement waits for its signature');
      for (const { fundingId } of awaiting) {
        await signAtProvider(session, 'lender-1', { fundingid: fundingId });
      }
      return 'the lender signing at the built-in provider';
    }
    case 'disbursement.paid': {
      // The bank pays only what staff approved: a path straight to the payment approves first.
      const data = await call(session, 'GET', `/loan/${id}`, creditOfficer.userId);
      const state = (data.disbursement as { state?: string } | null)?.state;
      if (state !== 'approved') {
        await driver.send(session, { type: 'disbursement.approve', actor: creditOfficer }, id);
      }
      await periodicPass(session);
      return 'the built-in bank’s payout, learnt by the periodic pass';
    }
    case 'installment.overdue': {
      const next = (await installments(session, id)).find((i) => i.status !== 'PAID');
      check(next !== undefined, 'nothing to fall behind on');
      await moveClockTo(session, new Date(Date.parse(`${next.duedate}T03:00:00Z`) + 86_400_000));
      await dailyPass(session);
      return 'the daily pass the day after the due date';
    }
    case 'installment.settled': {
      const today = wibDate(product.clock.now);
      const late = (await installments(session, id)).filter(
        (i) => i.status === 'UNPAID' && i.duedate < today,
      );
      check(late.length > 0, 'no overdue bill to pay');
      for (const i of late) await payBill(session, i.id);
      return 'the borrower paying the overdue bills into their VA';
    }
    case 'repayment.received': {
      const unpaid = (await installments(session, id)).filter((i) => i.status === 'UNPAID');
      const pay = event.installmentsRemaining === 0 ? unpaid : unpaid.slice(0, 1);
      check(pay.length > 0, 'no bill to pay');
      for (const i of pay) await payBill(session, i.id);
      return 'the built-in bank’s callback for a bill paid into its VA';
    }
    case 'loan.close':
      await moveClockTo(
        session,
        new Date(
          product.clock.now.getTime() + DEFAULT_REPAYMENT_SETTINGS.settlingDays * 86_400_000,
        ),
      );
      await dailyPass(session);
      return 'the daily pass once the settling period is over';
    default:
      throw new Error(`the product never sends ${event.type} by itself`);
  }
}
