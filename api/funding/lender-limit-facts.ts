// The facts OJK's lender limits read (issue 21; machines/shared/actor.ts LenderLimitFacts), in one
// query: the lender's own outstanding funding, its affiliate group's, the platform's, the
// lender's declaration of yearly income and kind, and the concentration floor setting.
//
// "Outstanding" is money put into loans and not had back: the lender's fundings on hold (HELD) or
// paid out (LENT), less the principal repaid to them (their lines of the LOAN_REPAYMENT
// `repayment:<payment>:principal` entries). A refunded funding is back in the wallet. The
// database keeps each lender's figure in lender_outstanding (migration 0035) as those rows are
// written; the platform's is the sum over lenders.
//
// In the funding's transaction (fund-loan.ts) it is read after the lender's money is locked, so
// two fundings of one lender are judged one after the other; a lender in an affiliate group also
// takes the group's lock (an advisory lock, in the same order: money, group, then the loan).
// Other lenders' fundings at the same moment only make the platform's total larger, so a share
// judged on the total as read is never more generous than the one after them.
import type { LenderLimitFacts } from '../../machines/shared/actor.ts';
import { fromSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';

/** The setting's name in platform_settings: the floor of the concentration limit (rupiah). */
export const CONCENTRATION_FLOOR = 'LENDER_CONCENTRATION_FLOOR';

export type LimitRow = {
  is_personal: boolean;
  ojk_supervised: boolean;
  affiliate_group: string | null;
  income: string | null;
  own: string;
  grouped: string;
  platform: string;
  floor: string | null;
};

/** The lender's wallet facts, read in the same query when asked (fund-loan.ts lenderFacts). */
export type WalletRow = {
  /** The profile sections' statuses (the personal section's marital status with it). */
  sections: Array<{ section: string; status: string; marital: string | null }>;
  /** The active balance in sen, as text (null: no wallet account yet). */
  active: string | null;
  /** The lender agreement is signed (a LENDER_AGREEMENT document the provider completed). */
  agreement_signed: boolean;
};

/**
 * The wallet facts' columns ($1: the lender's id): the active balance, the profile sections, and
 * whether the lender agreement is signed.
 */
export const WALLET_COLUMNS = `(SELECT balance_sen::text FROM ledger_accounts
              WHERE kind = 'LENDER_ACTIVE' AND owner_id = $1::text) AS active,
            EXISTS (SELECT 1 FROM signing_documents
                     WHERE signer_id = $1::uuid AND kind = 'LENDER_AGREEMENT'
                       AND machine_state = 'completed') AS agreement_signed,
            (SELECT coalesce(json_agg(json_build_object('section', s.section, 'status', s.status,
                                        'marital', s.data ->> 'maritalstatus')), '[]'::json)
               FROM profile_sections s WHERE s.user_id = $1::uuid) AS sections`;

/** The limits' facts' columns, of the lender `me` ($1: the lender's id). */
export const LIMIT_COLUMNS = `me.is_personal, me.ojk_supervised, me.affiliate_group,
            me.declared_yearly_income_sen::text AS income,
            coalesce((SELECT outstanding_sen FROM lender_outstanding WHERE lender_id = $1::uuid),
                     0)::text AS own,
            CASE WHEN me.affiliate_group IS NULL THEN '0' ELSE coalesce(
              (SELECT sum(o.outstanding_sen) FROM lender_outstanding o
                 JOIN users u ON u.id = o.lender_id WHERE u.affiliate_group = me.affiliate_group),
              0)::text END AS grouped,
            coalesce((SELECT sum(outstanding_sen) FROM lender_outstanding), 0)::text AS platform,
            (SELECT value FROM platform_settings WHERE name = '${CONCENTRATION_FLOOR}') AS floor`;

export const ME = `me AS (SELECT is_personal, ojk_supervised, affiliate_group, declared_yearly_income_sen
                 FROM users WHERE id = $1::uuid)`;

/** The query of the limits' facts; with `wallet`, the wallet facts' columns beside them. */
const limitFactsSql = (wallet: boolean) =>
  `WITH ${ME}
     SELECT ${LIMIT_COLUMNS}${
       wallet
         ? `,
            ${WALLET_COLUMNS}`
         : ''
     }
       FROM me`;

const LIMIT_FACTS = limitFactsSql(false);
export const LIMIT_AND_WALLET_FACTS = limitFactsSql(true);

export async function lenderLimitFacts(q: Queryable, lenderId: string): Promise<LenderLimitFacts> {
  const [row] = await q.query<LimitRow>(LIMIT_FACTS, [lenderId]);
  if (!row) throw new Error(`lender ${lenderId} not found`);
  return limitsOf(row);
}

/** The affiliate group's lock, held to the end of the transaction (money, group, then loan). */
export async function lockAffiliateGroup(q: Queryable, group: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`affiliate:${group}`]);
}

/** The limits' facts and the wallet's in one read (outside a funding's transaction). */
export async function lenderLimitAndWalletFacts(
  q: Queryable,
  lenderId: string,
): Promise<{ limits: LenderLimitFacts; wallet: WalletRow }> {
  const [row] = await q.query<LimitRow & WalletRow>(LIMIT_AND_WALLET_FACTS, [lenderId]);
  if (!row) throw new Error(`lender ${lenderId} not found`);
  return {
    limits: limitsOf(row),
    wallet: { sections: row.sections, active: row.active, agreement_signed: row.agreement_signed },
  };
}

export function limitsOf(row: LimitRow): LenderLimitFacts {
  const own = BigInt(row.own);
  return {
    isPersonal: row.is_personal,
    ojkSupervised: row.ojk_supervised,
    outstanding: fromSen(own),
    groupOutstanding: fromSen(row.affiliate_group === null ? own : BigInt(row.grouped)),
    platformOutstanding: fromSen(BigInt(row.platform)),
    concentrationFloor: row.floor ?? '10000000000',
    declaredYearlyIncome: row.income === null ? null : fromSen(BigInt(row.income)),
  };
}
