// Auto-lend on one loan, as a lender sees it in the marketplace (issue 21): when auto-lend will
// allocate (the end of the preview window), the reserve kept for manual lenders, and each of the
// lender's rules that match the loan — opted out or not, and whether they may opt it out, or
// back in, now (the opt-out machine, machines/auto-lend/opt-out.machine.ts).
import { optOutRefusalTexts } from '../../machines/auto-lend/auto-lend.labels.ts';
import { loanMismatch, type OptChangeFacts } from '../../machines/auto-lend/auto-lend.rules.ts';
import { autoLendStateOf } from '../../machines/auto-lend/auto-lend.selectors.ts';
import type { OptOutEvent } from '../../machines/auto-lend/opt-out.machine.ts';
import { restoreOptOut, whyNotOptChange } from '../../machines/auto-lend/opt-out.selectors.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { assertLenderMayRead } from '../funding/lender-access.ts';
import { refusal } from '../http/refusals.ts';
import { findLoan, type LoanRecord } from '../loans/loan-record.ts';
import { findRule, lenderRules, type RuleRow, snapshotOf } from './rule-record.ts';
import { loanForRule } from './run-auto-lend.ts';

type Watch = { allocate_at: Date; reserve_percent: string; status: string } | undefined;

async function watchOf(q: Queryable, loanId: number): Promise<Watch> {
  const [row] = await q.query<{ allocate_at: Date; reserve_percent: string; status: string }>(
    'SELECT allocate_at, reserve_percent::text, status FROM auto_lend_loans WHERE loan_id = $1',
    [loanId],
  );
  return row;
}

function factsFor(
  loan: LoanRecord,
  watch: Watch,
  rule: RuleRow,
  viewer: Viewer,
  now: Date,
): OptChangeFacts {
  const settings = rule.machine_context.settings;
  return {
    now: now.toISOString(),
    allocateAt: watch && watch.status === 'WAITING' ? watch.allocate_at.toISOString() : null,
    loanOpen: loan.machine_state.stage === 'PROCESS',
    ruleOwner: rule.lender_id,
    lenderId: viewer.userId,
    ruleState: autoLendStateOf(snapshotOf(rule)),
    mismatch: settings ? loanMismatch(settings, loanForRule(loan)) : 'GRADE',
  };
}

export async function loanAutoLend(db: Db, viewer: Viewer, loanId: number, now: Date) {
  const loan = await findLoan(db, loanId);
  assertLenderMayRead(loan);
  const watch = await watchOf(db, loanId);
  const optedOut = new Set(
    (
      await db.query<{ rule_id: string }>(
        'SELECT rule_id::text AS rule_id FROM auto_lend_opt_outs WHERE loan_id = $1 AND lender_id = $2',
        [loanId, viewer.userId],
      )
    ).map((row) => row.rule_id),
  );
  const facts = loanForRule(loan);
  const rules = (await lenderRules(db, viewer.userId)).filter((rule) => {
    const settings = rule.machine_context.settings;
    const state = autoLendStateOf(snapshotOf(rule));
    return settings && state !== 'closed' && loanMismatch(settings, facts) === null;
  });
  const inPreview =
    watch?.status === 'WAITING' &&
    loan.machine_state.stage === 'PROCESS' &&
    now.getTime() < watch.allocate_at.getTime();
  return {
    loanId,
    allocateAt: watch ? watch.allocate_at.toISOString() : null,
    inPreview,
    reservePercent: watch ? watch.reserve_percent : null,
    allocated: watch?.status === 'DONE',
    rules: rules.map((rule) => {
      const opted = optedOut.has(rule.id);
      const facts = factsFor(loan, watch, rule, viewer, now);
      const snapshot = restoreOptOut(opted);
      const why = whyNotOptChange(snapshot, {
        type: opted ? 'loan.optIn' : 'loan.optOut',
        facts,
      });
      return {
        ruleId: Number(rule.id),
        state: autoLendStateOf(snapshotOf(rule)),
        amountPerLoan: rule.machine_context.settings?.amountPerLoan ?? '0.00',
        optedOut: opted,
        canOptOut: !opted && why === null,
        canOptIn: opted && why === null,
        reason: why ? { code: why, text: optOutRefusalTexts[why] } : null,
      };
    }),
  };
}

export type LoanAutoLendView = Awaited<ReturnType<typeof loanAutoLend>>;

/**
 * The lender opts one of their rules out of this loan, or back in (undoing the opt-out), during
 * its preview window only: the opt-out machine decides; 409 with its code otherwise.
 */
export async function changeOptOut(
  db: Db,
  viewer: Viewer,
  loanId: number,
  ruleId: number,
  type: OptOutEvent['type'],
  now: Date,
): Promise<LoanAutoLendView> {
  await db.tx(async (q) => {
    const loan = await findLoan(q, loanId);
    assertLenderMayRead(loan);
    // The loan's watch row is locked: the allocation claims it with an update, so a change
    // either lands before the claim or sees the window over.
    const [watch] = await q.query<{ allocate_at: Date; reserve_percent: string; status: string }>(
      `SELECT allocate_at, reserve_percent::text, status FROM auto_lend_loans
        WHERE loan_id = $1 FOR UPDATE`,
      [loanId],
    );
    const rule = await findRule(q, ruleId, viewer.userId);
    const [row] = await q.query(
      'SELECT 1 FROM auto_lend_opt_outs WHERE rule_id = $1 AND loan_id = $2',
      [ruleId, loanId],
    );
    const why = whyNotOptChange(restoreOptOut(row !== undefined), {
      type,
      facts: factsFor(loan, watch, rule, viewer, now),
    });
    if (why) throw refusal('autoLend', { code: why, text: optOutRefusalTexts[why] });
    if (type === 'loan.optOut') {
      await q.query(
        'INSERT INTO auto_lend_opt_outs (rule_id, loan_id, lender_id) VALUES ($1, $2, $3)',
        [ruleId, loanId, viewer.userId],
      );
    } else {
      await q.query('DELETE FROM auto_lend_opt_outs WHERE rule_id = $1 AND loan_id = $2', [
        ruleId,
        loanId,
      ]);
    }
  });
  return loanAutoLend(db, viewer, loanId, now);
}
