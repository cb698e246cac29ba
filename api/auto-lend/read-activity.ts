// What auto-lend did for a lender (issue 21): each funding and each skip with its reason, newest
// first, in keyset pages.
import type { Text } from '../../machines/shared/i18n-text.ts';
import { fromSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';

type ActionRow = {
  id: string;
  rule_id: string;
  loan_id: string;
  product_name: string;
  product_name_en: string | null;
  outcome: 'FUNDED' | 'SKIPPED';
  amount_sen: string | null;
  funding_id: string | null;
  reason_code: string | null;
  reason_text: Text | null;
  round: number | null;
  happened_at: Date;
};

export async function autoLendActivity(
  q: Queryable,
  lenderId: string,
  options: { limit: number; after?: number | undefined },
) {
  const rows = await q.query<ActionRow>(
    `SELECT a.id::text AS id, a.rule_id::text AS rule_id, a.loan_id::text AS loan_id,
            p.product_name, p.product_name_en, a.outcome,
            a.amount_sen::text AS amount_sen, a.funding_id::text AS funding_id, a.reason_code,
            a.reason_text, a.round, a.happened_at
       FROM auto_lend_actions a
       JOIN loans l ON l.id = a.loan_id
       JOIN products p ON p.id = l.product_id
      WHERE a.lender_id = $1 AND ($2::bigint IS NULL OR a.id < $2::bigint)
      ORDER BY a.id DESC LIMIT $3`,
    [lenderId, options.after ?? null, options.limit + 1],
  );
  const page = rows.slice(0, options.limit);
  return {
    data: page.map((row) => ({
      id: Number(row.id),
      ruleId: Number(row.rule_id),
      loanId: Number(row.loan_id),
      productName: row.product_name,
      productNameEn: row.product_name_en ?? row.product_name,
      outcome: row.outcome,
      amount: row.amount_sen === null ? null : fromSen(BigInt(row.amount_sen)),
      fundingId: row.funding_id === null ? null : Number(row.funding_id),
      reason: row.reason_code
        ? {
            code: row.reason_code,
            text: row.reason_text ?? { id: row.reason_code, en: row.reason_code },
          }
        : null,
      round: row.round,
      happenedAt: row.happened_at.toISOString(),
    })),
    next: rows.length > options.limit ? Number(page[page.length - 1]?.id) : null,
  };
}
