// Reading auto-lend rules: the stored machine state restored, the lender's money facts the rule
// is judged by, and the rule as its lender sees it (state, words, settings, available actions).

import { autoLendReasonTexts } from '../../machines/auto-lend/auto-lend.labels.ts';
import { exhaustion } from '../../machines/auto-lend/auto-lend.rules.ts';
import {
  autoLendActions,
  autoLendLabel,
  autoLendStateOf,
  restoreAutoLend,
} from '../../machines/auto-lend/auto-lend.selectors.ts';
import type {
  AutoLendContext,
  AutoLendFacts,
  AutoLendStateName,
} from '../../machines/auto-lend/auto-lend.types.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { fromSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

export type RuleRow = {
  id: string;
  lender_id: string;
  machine_state: AutoLendStateName;
  machine_context: AutoLendContext;
  authorisation_id: string;
  created_at: Date;
  invested_sen: string;
};

/** What a rule funded and is still out: held, or lent on a loan not yet repaid. */
const INVESTED = `
  (SELECT COALESCE(sum(f.amount_sen), 0)::text FROM auto_lend_actions a
     JOIN loan_fundings f ON f.id = a.funding_id
     JOIN loans l ON l.id = f.loan_id
    WHERE a.rule_id = r.id
      AND (f.status = 'HELD' OR (f.status = 'LENT'
           AND l.machine_state ->> 'stage' NOT IN ('PAID', 'CLOSED'))))`;

const SELECT = `
  SELECT r.id::text AS id, r.lender_id, r.machine_state, r.machine_context,
         r.authorisation_id::text AS authorisation_id, r.created_at, ${INVESTED} AS invested_sen
    FROM auto_lend_rules r`;

export const ruleNotFound = () =>
  new AppError(404, 'AUTO_LEND_RULE_NOT_FOUND', 'Auto-lend rule not found', {
    text: { id: 'Aturan pendanaan otomatis tidak ditemukan', en: 'Auto-lend rule not found' },
  });

export const snapshotOf = (row: Pick<RuleRow, 'machine_state' | 'machine_context'>) =>
  restoreAutoLend(row.machine_state, row.machine_context);

/** One rule; someone else's is absent (404), as if it did not exist. */
export async function findRule(
  q: Queryable,
  ruleId: number,
  lenderId: string | null,
  lock = false,
): Promise<RuleRow> {
  if (lock) await q.query('SELECT id FROM auto_lend_rules WHERE id = $1 FOR UPDATE', [ruleId]);
  const [row] = await q.query<RuleRow>(`${SELECT} WHERE r.id = $1`, [ruleId]);
  if (!row || (lenderId !== null && row.lender_id !== lenderId)) throw ruleNotFound();
  return row;
}

export async function lenderRules(q: Queryable, lenderId: string): Promise<RuleRow[]> {
  return q.query<RuleRow>(`${SELECT} WHERE r.lender_id = $1 ORDER BY r.id`, [lenderId]);
}

/** The rules the allocation considers (enabled, and exhausted ones that a top-up may revive). */
export async function allocatingRules(q: Queryable): Promise<RuleRow[]> {
  return q.query<RuleRow>(
    `${SELECT} WHERE r.machine_state IN ('enabled', 'exhausted') ORDER BY r.id`,
  );
}

export async function activeBalanceSen(q: Queryable, lenderId: string): Promise<bigint> {
  const [row] = await q.query<{ balance: string }>(
    `SELECT balance_sen::text AS balance FROM ledger_accounts
      WHERE kind = 'LENDER_ACTIVE' AND owner_id = $1::text`,
    [lenderId],
  );
  return BigInt(row?.balance ?? '0');
}

/** The lender's money as this rule is judged by it now. */
export async function factsOf(q: Queryable, row: RuleRow): Promise<AutoLendFacts> {
  const [fresh] = await q.query<{ invested_sen: string }>(
    `SELECT ${INVESTED} AS invested_sen FROM auto_lend_rules r WHERE r.id = $1`,
    [row.id],
  );
  return {
    activeBalance: fromSen(await activeBalanceSen(q, row.lender_id)),
    investedTotal: fromSen(BigInt(fresh?.invested_sen ?? row.invested_sen)),
  };
}

/** The rule as its lender reads it. */
export function ruleView(row: RuleRow, viewer: Actor, facts?: AutoLendFacts) {
  const snapshot = snapshotOf(row);
  const { settings } = snapshot.context;
  const state = autoLendStateOf(snapshot);
  const why =
    state === 'exhausted' && settings && facts
      ? exhaustion(settings, facts)
      : snapshot.context.exhaustedBy;
  return {
    id: Number(row.id),
    state,
    stateLabel: autoLendLabel(snapshot),
    settings: settings ?? null,
    investedTotal: fromSen(BigInt(row.invested_sen)),
    exhaustedBy: why ? { code: why, text: autoLendReasonTexts[why] } : null,
    waitingSince: snapshot.context.waitingSince,
    authorisationId: Number(row.authorisation_id),
    createdAt: row.created_at.toISOString(),
    availableActions: autoLendActions(snapshot, viewer),
  };
}

export type RuleView = ReturnType<typeof ruleView>;
