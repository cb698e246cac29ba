// The auto-lend pass (issue 21), run by the API's timed job right after the funding windows
// (api/app.ts), on the product's clock:
// 1. Every loan open for funding that auto-lend has not seen yet is registered with the moment
//    it was seen (its preview window ends `previewMinutes` later) and the reserve in force.
// 2. Every registered loan whose preview window has ended is claimed — one conditional update,
//    so of two passes running at once (two instances, or one pass and a retry) one allocates and
//    the other moves on; a claim left by a stopped process expires after CLAIM_MINUTES — then
//    allocated: the matching rules in the fairness order (machines/auto-lend/auto-lend.
//    allocation.ts), each share funded through fundLoan, the same path, checks and journal entries
//    as a lender's own funding, under the idempotency key `autolend:<ruleId>:<loanId>`.
// Every rule that matched the loan ends with one row in auto_lend_actions (UNIQUE rule × loan): a
// funding, or a skip with its reason; a refusal by the loan machine (the loan filled up, the
// lender's limits) is such a skip. A pass that resumes an interrupted allocation finds what was
// done by those rows and by the idempotency key, so nothing is funded twice.
import {
  type AllocationCandidate,
  allocationOrder,
  autoLendRoomSen,
  shareFor,
} from '../../machines/auto-lend/auto-lend.allocation.ts';
import { skipTexts } from '../../machines/auto-lend/auto-lend.labels.ts';
import { exhaustion, loanMismatch } from '../../machines/auto-lend/auto-lend.rules.ts';
import { autoLendStateOf } from '../../machines/auto-lend/auto-lend.selectors.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import { gradeOf, isRiskRating } from '../../machines/shared/risk-rating.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { fundLoan } from '../funding/fund-loan.ts';
import { AppError } from '../http/errors.ts';
import { findLoan, type LoanRecord } from '../loans/loan-record.ts';
import { applyRuleEventIn } from './apply-rule-event.ts';
import {
  activeBalanceSen,
  allocatingRules,
  factsOf,
  findRule,
  type RuleRow,
  snapshotOf,
} from './rule-record.ts';
import { type AutoLendConfig, autoLendConfigOf } from './settings.ts';

/** Minutes after which another pass may take over a claimed loan (database time). */
export const CLAIM_MINUTES = 10;

type Deps = { db: Db; now: () => Date; autoLend?: AutoLendConfig };

export const autoLendKey = (ruleId: string | number, loanId: number) =>
  `autolend:${ruleId}:${loanId}`;

/** Registers the loans newly open for funding; returns how many. */
export async function registerOpenLoans(deps: Deps): Promise<number> {
  const { previewMinutes, reservePercent } = autoLendConfigOf(deps);
  const now = deps.now();
  const rows = await deps.db.query<{ loan_id: string }>(
    `INSERT INTO auto_lend_loans (loan_id, opened_at, allocate_at, reserve_percent)
     SELECT id, $1::timestamptz, $2::timestamptz, $3 FROM loans
      WHERE machine_state ->> 'stage' = 'PROCESS'
     ON CONFLICT (loan_id) DO NOTHING RETURNING loan_id::text`,
    [now, new Date(now.getTime() + previewMinutes * 60_000), reservePercent],
  );
  return rows.length;
}

async function claim(db: Db, loanId: number, token: string): Promise<number | null> {
  const [row] = await db.query<{ reserve_percent: string }>(
    `UPDATE auto_lend_loans SET status = 'ALLOCATING', claim_token = $2, claimed_at = now()
      WHERE loan_id = $1
        AND (status = 'WAITING'
             OR (status = 'ALLOCATING' AND claimed_at < now() - interval '${CLAIM_MINUTES} minutes'))
      RETURNING reserve_percent::text`,
    [loanId, token],
  );
  return row ? Number(row.reserve_percent) : null;
}

const finish = (db: Db, loanId: number, token: string) =>
  db.query(
    `UPDATE auto_lend_loans SET status = 'DONE', finished_at = now()
      WHERE loan_id = $1 AND claim_token = $2`,
    [loanId, token],
  );

export type Outcome =
  | { outcome: 'FUNDED'; amountSen: bigint; fundingId: number }
  | { outcome: 'SKIPPED'; code: string; text: Text };

async function record(
  q: Queryable,
  rule: RuleRow,
  loanId: number,
  round: number,
  result: Outcome,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO auto_lend_actions
       (rule_id, lender_id, loan_id, outcome, amount_sen, funding_id, reason_code, reason_text,
        round, happened_at)
     VALUES ($1, $2, $3, $4, $5::bigint, $6::bigint, $7, $8::jsonb, $9, $10)
     ON CONFLICT (rule_id, loan_id) DO NOTHING`,
    [
      rule.id,
      rule.lender_id,
      loanId,
      result.outcome,
      result.outcome === 'FUNDED' ? result.amountSen.toString() : null,
      result.outcome === 'FUNDED' ? result.fundingId : null,
      result.outcome === 'SKIPPED' ? result.code : null,
      result.outcome === 'SKIPPED' ? JSON.stringify(result.text) : null,
      round,
      now,
    ],
  );
}

const skipped = (code: keyof typeof skipTexts): Outcome => ({
  outcome: 'SKIPPED',
  code,
  text: skipTexts[code],
});

/** The loan as a rule reads it. */
export function loanForRule(loan: LoanRecord) {
  const rating = loan.machine_context.riskRating;
  return {
    grade: isRiskRating(rating) ? gradeOf(rating) : null,
    productCode: loan.product_code,
    periodDays: loan.timeperiod,
    interestPercent: loan.funappinterestpercentage,
  };
}

async function viewerOfLender(q: Queryable, lenderId: string): Promise<Viewer> {
  const [row] = await q.query<{ is_personal: boolean }>(
    'SELECT is_personal FROM users WHERE id = $1',
    [lenderId],
  );
  return { userId: lenderId, role: 'lender', isPersonal: row?.is_personal ?? true };
}

/** One rule's turn at one loan. */
async function serveRule(
  deps: Deps,
  loanId: number,
  candidate: RuleRow & { round: number },
  reservePercent: number,
  optedOut: boolean,
): Promise<Outcome> {
  const { db } = deps;
  const now = deps.now();
  const key = autoLendKey(candidate.id, loanId);
  if (optedOut) return skipped('OPTED_OUT');
  // Resuming an interrupted allocation: a funding made under this rule's key counts as done.
  const [earlier] = await db.query<{ id: string; amount_sen: string }>(
    `SELECT id::text AS id, amount_sen::text AS amount_sen FROM loan_fundings
      WHERE lender_id = $1 AND idempotency_key = $2`,
    [candidate.lender_id, key],
  );
  if (earlier) {
    return {
      outcome: 'FUNDED',
      amountSen: BigInt(earlier.amount_sen),
      fundingId: Number(earlier.id),
    };
  }
  // The rule is asked with the lender's money as it is now: exhausted rules are skipped (and a
  // revived one enabled again).
  const checked = await db.tx((q) =>
    applyRuleEventIn(q, Number(candidate.id), 'platform', (_, facts) => ({
      type: 'rule.check',
      facts,
    })).catch((error: unknown) => {
      // Taken no more (paused or closed since the candidates were read).
      if (error instanceof AppError) return null;
      throw error;
    }),
  );
  const rule = checked ?? (await findRule(db, Number(candidate.id), null));
  const state = autoLendStateOf(snapshotOf(rule));
  const settings = rule.machine_context.settings;
  if (!settings || (state !== 'enabled' && state !== 'exhausted')) {
    return {
      outcome: 'SKIPPED',
      code: 'RULE_NOT_ACTIVE',
      text: { id: 'Aturan tidak aktif', en: 'The rule is not active' },
    };
  }
  const facts = await factsOf(db, rule);
  const exhausted = exhaustion(settings, facts);
  if (state === 'exhausted' && exhausted) return skipped(exhausted);
  const loan = await findLoan(db, loanId);
  const needSen = toSen(loan.machine_context.applicationValue);
  const commitmentSen = toSen(loan.machine_context.commitment);
  const share = shareFor({
    settings,
    roomSen: autoLendRoomSen(needSen, commitmentSen, reservePercent),
    remainingNeedSen: needSen - commitmentSen,
    minimumSen: toSen(loan.machine_context.minimumFunding ?? loan.minimum_funding),
    activeSen: await activeBalanceSen(db, rule.lender_id),
    investedSen: toSen(facts.investedTotal),
  });
  if ('skip' in share) return skipped(share.skip);
  try {
    const viewer = await viewerOfLender(db, rule.lender_id);
    const result = await fundLoan(db, viewer, loanId, fromSen(share.amountSen), key, now);
    return { outcome: 'FUNDED', amountSen: share.amountSen, fundingId: result.funding.id };
  } catch (error) {
    // The loan machine (or the ledger) refused: the loan filled up, a lender's limit, the window.
    if (!(error instanceof AppError)) throw error;
    return {
      outcome: 'SKIPPED',
      code: error.reason ?? error.code,
      text: error.text ?? { id: error.message, en: error.message },
    };
  }
}

/**
 * The rule hears of its funding once it is recorded (its invested total counts it): it waits
 * from now, and is exhausted when the funding used up its room.
 */
async function tellRuleFunded(deps: Deps, rule: RuleRow, loanId: number, fundingId: number) {
  await deps.db.tx((q) =>
    applyRuleEventIn(
      q,
      Number(rule.id),
      'platform',
      (_, after) => ({ type: 'rule.funded', facts: after, at: deps.now().toISOString() }),
      { loanId, fundingId },
    ).catch((error: unknown) => {
      // Paused or closed by its lender meanwhile: the funding stands, the rule stays as it is.
      if (error instanceof AppError) return null;
      throw error;
    }),
  );
}

/** Allocates one claimed loan among the rules. */
async function allocateLoan(deps: Deps, loanId: number, reservePercent: number): Promise<void> {
  const { db } = deps;
  const loan = await findLoan(db, loanId);
  if (loan.machine_state.stage !== 'PROCESS') return;
  const facts = loanForRule(loan);
  const done = new Set(
    (
      await db.query<{ rule_id: string }>(
        'SELECT rule_id::text AS rule_id FROM auto_lend_actions WHERE loan_id = $1',
        [loanId],
      )
    ).map((row) => row.rule_id),
  );
  const optedOut = new Set(
    (
      await db.query<{ rule_id: string }>(
        'SELECT rule_id::text AS rule_id FROM auto_lend_opt_outs WHERE loan_id = $1',
        [loanId],
      )
    ).map((row) => row.rule_id),
  );
  const rules = (await allocatingRules(db)).filter(
    (rule) =>
      rule.machine_context.settings &&
      loanMismatch(rule.machine_context.settings, facts) === null &&
      // The borrower never funds their own loan.
      rule.lender_id !== loan.borrower_id,
  );
  const byId = new Map(rules.map((rule) => [rule.id, rule]));
  const candidates: AllocationCandidate[] = rules.map((rule) => ({
    ruleId: rule.id,
    lenderId: rule.lender_id,
    waitingSince: rule.machine_context.waitingSince ?? rule.created_at.toISOString(),
  }));
  for (const candidate of allocationOrder(candidates)) {
    const rule = byId.get(candidate.ruleId);
    if (!rule || done.has(rule.id)) continue;
    const outcome = await serveRule(
      deps,
      loanId,
      { ...rule, round: candidate.round },
      reservePercent,
      optedOut.has(rule.id),
    );
    await record(db, rule, loanId, candidate.round, outcome, deps.now());
    if (outcome.outcome === 'FUNDED') await tellRuleFunded(deps, rule, loanId, outcome.fundingId);
  }
}

/** One pass: register newly open loans, allocate those whose preview window has ended. */
export async function runAutoLend(
  deps: Deps,
): Promise<{ registered: number; allocated: number[] }> {
  const registered = await registerOpenLoans(deps);
  const due = await deps.db.query<{ loan_id: string }>(
    `SELECT loan_id::text AS loan_id FROM auto_lend_loans
      WHERE (status = 'WAITING' AND allocate_at <= $1)
         OR (status = 'ALLOCATING' AND claimed_at < now() - interval '${CLAIM_MINUTES} minutes')
      ORDER BY allocate_at, loan_id LIMIT 50`,
    [deps.now()],
  );
  const allocated: number[] = [];
  for (const { loan_id } of due) {
    const loanId = Number(loan_id);
    const token = crypto.randomUUID();
    const reserve = await claim(deps.db, loanId, token);
    if (reserve === null) continue;
    await allocateLoan(deps, loanId, reserve);
    await finish(deps.db, loanId, token);
    allocated.push(loanId);
  }
  return { registered, allocated };
}
