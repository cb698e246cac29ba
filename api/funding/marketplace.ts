// What lenders read (issue 17): the marketplace of loans open for funding, one loan as a lender
// may see it, their own fundings, and their portfolio with its totals.
//
// A lender sees the borrower only by the spec's alias (initials, keeping a leading PT or CV),
// whether a person or a company, and the collateral's kind, value, size and city — never the
// borrower's name, address, certificate number or documents.

import { remainingNeedSen } from '../../machines/loan/loan.rules.ts';
import {
  decideLoanEvent,
  type LoanSnapshot,
  restoreLoan,
  statusesOf,
} from '../../machines/loan/loan.selectors.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { companyAlias } from '../../machines/shared/alias.ts';
import { fromSen, toSen, wholePercent } from '../../machines/shared/money.ts';
import {
  type Grade,
  gradeOf,
  isRiskRating,
  type RiskRating,
  ratingOfGrade,
} from '../../machines/shared/risk-rating.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { walletBalance } from '../ledger/read-balances.ts';
import { type LoanRecord, loanSelect, productView } from '../loans/loan-record.ts';
import { enumerations } from '../reference/enumerations.ts';
import { type Funding, fundingOf } from './fund-loan.ts';

const DAY_MS = 86_400_000;

/** The risk rating staff gave at credit approval, and its grade (machines/shared/risk-rating.ts). */
const ratingOf = (loan: LoanRecord): RiskRating | null =>
  isRiskRating(loan.machine_context.riskRating) ? loan.machine_context.riskRating : null;
const gradeOfLoan = (loan: LoanRecord): Grade | null => {
  const rating = ratingOf(loan);
  return rating ? gradeOf(rating) : null;
};

/** May this viewer fund the loan now, and why not: the lifecycle machine's answer. */
function fundAction(snapshot: LoanSnapshot, viewer: Actor) {
  const { allowed, reason } = decideLoanEvent(snapshot, viewer, 'loan.fund');
  return { action: 'fund' as const, allowed, reason };
}

export const fundingView = (funding: Funding) => ({
  id: funding.id,
  loanid: funding.loanId,
  amount: fromSen(funding.amountSen),
  status: funding.status,
  createdat: funding.createdAt.toISOString(),
});

/** The days left to fund, counting the last day of the window (WIB); 0 once it has passed. */
export function daysLeft(fundingEnd: string | null, today: string): number | null {
  if (!fundingEnd) return null;
  const days = (Date.parse(`${fundingEnd}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return Math.max(0, days + 1);
}

const collateralTypeLabel = (code: string | null) =>
  enumerations.collateralTypes.find((option) => option.code === code)?.label ?? null;

/** One loan as a lender sees it; `actions` only for the lender's own act, funding. */
export function lenderLoanView(loan: LoanRecord, viewer: Actor, today: string) {
  const snapshot = restoreLoan(loan.machine_state, loan.machine_context);
  const context = snapshot.context;
  const target = toSen(context.applicationValue);
  const collected = toSen(context.commitment);
  return {
    id: loan.id,
    productcode: loan.product_code,
    productname: loan.product_name,
    productnameen: loan.product_name_en ?? loan.product_name,
    // The product as the borrower's loan view sends it: a lender's loan page needs no second call.
    product: productView(loan),
    borroweralias: companyAlias(loan.borrower_name),
    borrowerispersonal: loan.borrower_is_personal,
    genpurpose: loan.genpurpose,
    riskrating: ratingOf(loan),
    grade: gradeOfLoan(loan),
    ...statusesOf(snapshot),
    fundingtarget: fromSen(target),
    fundscollected: fromSen(collected),
    remainingneed: fromSen(remainingNeedSen(context)),
    fundedpercent: wholePercent(collected, target),
    minimumfunding: context.minimumFunding ?? loan.minimum_funding,
    funappinterestpercentage: loan.funappinterestpercentage,
    timeperiod: loan.timeperiod,
    typepayment: loan.typepayment ?? loan.type_payment,
    funappcfstarttime: loan.funappcfstarttime,
    funappcfendtime: loan.funappcfendtime,
    fundingopenedon: context.fundingOpenedOn ?? null,
    daysleft: daysLeft(loan.funappcfendtime, today),
    collateral: {
      bailtype: loan.bailtype,
      // Its words beside the code, as other coded values are sent (reference/value-labels.ts).
      bailtypelabel: collateralTypeLabel(loan.bailtype),
      bailcertificatetype: loan.bailcertificatetype,
      bailestimatedvalue: loan.bailestimatedvalue,
      bailsurfacearea: loan.bailsurfacearea,
      bailbuildingarea: loan.bailbuildingarea,
      bailcity: loan.bailcity,
      bailprovince: loan.bailprovince,
      insurance: loan.insurance,
    },
    // Only the lender's own act: the machine is asked about funding alone.
    availableActions: [fundAction(snapshot, viewer)],
  };
}

export type MarketplaceQuery = {
  grade?: Grade[] | undefined;
  termMin?: number | undefined;
  termMax?: number | undefined;
  interestMin?: string | undefined;
  interestMax?: string | undefined;
  funding?: 'NOT_FUNDED' | 'PARTLY_FUNDED' | undefined;
  sort?: 'newest' | 'endingSoon' | 'interest' | 'amount' | 'progress' | undefined;
  limit: number;
  after?: string | undefined;
};

const SORTS: Record<NonNullable<MarketplaceQuery['sort']>, string> = {
  newest: 'l.stage_entered_at DESC, l.id DESC',
  endingSoon: 'l.funappcfendtime ASC, l.id ASC',
  interest: 'l.funappinterestpercentage DESC, l.id DESC',
  amount: 'l.genapplicationvalue DESC, l.id DESC',
  progress: `(l.machine_context ->> 'commitment')::numeric / nullif(l.genapplicationvalue, 0) DESC, l.id DESC`,
};

/** A page cursor: the position after the last loan shown (opaque to clients). */
const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function offsetOf(after: string | undefined): number {
  if (!after) return 0;
  const match = /^o:(\d{1,9})$/.exec(Buffer.from(after, 'base64url').toString());
  if (!match) {
    throw new AppError(400, 'VALIDATION_FAILED', 'after is not a cursor of this list', {
      fields: { after: 'not a cursor of this list' },
    });
  }
  return Number(match[1]);
}

/** The loans open for funding, filtered and sorted, a page at a time. */
export async function marketplace(q: Queryable, query: MarketplaceQuery) {
  const where = [`l.machine_state ->> 'stage' = 'PROCESS'`];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.grade && query.grade.length > 0) {
    const ratings = query.grade.map((grade) => ratingOfGrade(grade));
    where.push(`l.machine_context ->> 'riskRating' = ANY(${param(ratings)}::text[])`);
  }
  // The term in months of 30 days (spec §5), rounded up: 45 days is a 2-month loan.
  const months = 'ceil(l.timeperiod / 30.0)';
  if (query.termMin !== undefined) where.push(`${months} >= ${param(query.termMin)}`);
  if (query.termMax !== undefined) where.push(`${months} <= ${param(query.termMax)}`);
  if (query.interestMin !== undefined) {
    where.push(`l.funappinterestpercentage >= ${param(query.interestMin)}::numeric`);
  }
  if (query.interestMax !== undefined) {
    where.push(`l.funappinterestpercentage <= ${param(query.interestMax)}::numeric`);
  }
  const commitment = `(l.machine_context ->> 'commitment')::numeric`;
  if (query.funding === 'NOT_FUNDED') where.push(`${commitment} = 0`);
  if (query.funding === 'PARTLY_FUNDED') where.push(`${commitment} > 0`);
  const offset = offsetOf(query.after);
  const filter = where.join(' AND ');
  const [count] = await q.query<{ n: number }>(
    `SELECT count(*) AS n FROM loans l WHERE ${filter}`,
    params,
  );
  const rows = await q.query<LoanRecord>(
    `${loanSelect} WHERE ${filter} ORDER BY ${SORTS[query.sort ?? 'newest']}
      LIMIT ${param(query.limit + 1)} OFFSET ${param(offset)}`,
    params,
  );
  const more = rows.length > query.limit;
  return {
    loans: rows.slice(0, query.limit),
    total: Number(count?.n ?? 0),
    next: more ? cursorOf(offset + query.limit) : null,
  };
}

/** The newest loans opened for funding (the lender's home). */
export async function recentLoans(q: Queryable, limit: number): Promise<LoanRecord[]> {
  return q.query<LoanRecord>(
    `${loanSelect} WHERE l.machine_state ->> 'stage' = 'PROCESS'
      ORDER BY l.stage_entered_at DESC, l.id DESC LIMIT $1`,
    [limit],
  );
}

type FundingRow = {
  id: number;
  loan_id: number;
  lender_id: string;
  lender_name: string;
  lender_email: string;
  amount_sen: string;
  status: Funding['status'];
  created_at: Date;
  auto_lent: boolean;
};

// auto_lent: the piece an auto-lend rule funded (issue 21), covered by the standing authorisation.
const FUNDINGS = `SELECT f.id, f.loan_id, f.lender_id, u.full_name AS lender_name,
                         u.email AS lender_email, f.amount_sen::text AS amount_sen, f.status,
                         f.created_at,
                         EXISTS (SELECT 1 FROM auto_lend_actions a WHERE a.funding_id = f.id)
                           AS auto_lent
                    FROM loan_fundings f JOIN users u ON u.id = f.lender_id`;

/** A loan's fundings: staff see every lender, a lender only their own pieces. */
export async function loanFundings(q: Queryable, loanId: number, viewer: Actor) {
  const rows = await q.query<FundingRow>(
    viewer.role === 'admin'
      ? `${FUNDINGS} WHERE f.loan_id = $1 ORDER BY f.id`
      : `${FUNDINGS} WHERE f.loan_id = $1 AND f.lender_id = $2 ORDER BY f.id`,
    viewer.role === 'admin' ? [loanId] : [loanId, viewer.userId],
  );
  return rows.map((row) => ({
    ...fundingView(fundingOf(row)),
    autolent: row.auto_lent,
    ...(viewer.role === 'admin'
      ? { lenderid: row.lender_id, lendername: row.lender_name, lenderemail: row.lender_email }
      : {}),
  }));
}

/** A lender's own pieces of each of these loans, by loan: one query for a whole portfolio page. */
export async function lenderFundingsByLoan(q: Queryable, lenderId: string, loanIds: number[]) {
  type Piece = ReturnType<typeof fundingView> & { autolent: boolean };
  const byLoan = new Map<number, Piece[]>();
  if (loanIds.length === 0) return byLoan;
  const rows = await q.query<FundingRow>(
    `${FUNDINGS} WHERE f.lender_id = $1 AND f.loan_id = ANY($2::bigint[]) ORDER BY f.id`,
    [lenderId, loanIds],
  );
  for (const row of rows) {
    const loanId = Number(row.loan_id);
    const piece = { ...fundingView(fundingOf(row)), autolent: row.auto_lent };
    byLoan.set(loanId, [...(byLoan.get(loanId) ?? []), piece]);
  }
  return byLoan;
}

/** Where a lender's money in a loan stands, for the portfolio's "status" (machines' words). */
const CLOSED_STAGES = ['CLOSED', 'CANCEL', 'PAID'];

/** A portfolio row's own columns: the lender's share and the loan's schedule totals. */
type PortfolioShare = {
  invested_sen: string;
  pieces: number;
  refunded: boolean;
  /** The loan's principal and interest over its whole schedule ('0' before the period). */
  expected_sen: string;
  /** What of it the borrower paid so far. */
  received_sen: string;
};

/**
 * The lender's investments: every loan they put money in, with their share; `closed` for the
 * loans that ended (paid, closed, or cancelled with the money refunded), else the active ones.
 */
export async function portfolio(q: Queryable, lenderId: string, closed: boolean) {
  const rows = await q.query<LoanRecord & PortfolioShare>(
    `WITH mine AS (
       SELECT loan_id, sum(amount_sen)::text AS invested_sen, count(*)::int AS pieces,
              bool_and(status = 'REFUNDED') AS refunded
         FROM loan_fundings WHERE lender_id = $1 GROUP BY loan_id
     ),
     -- The lender's part of the loan's schedule: principal and interest over it, pro rata to
     -- what they lent (rounded down to the sen), before tax and fee.
     schedule AS (
       SELECT i.loan_id,
              (sum(i.principal_sen + i.interest_sen) * min(m.invested_sen::bigint)
                 / min(round(l.genapplicationvalue * 100))::bigint)::bigint::text AS expected_sen
         FROM loan_installments i JOIN mine m ON m.loan_id = i.loan_id
         JOIN loans l ON l.id = i.loan_id
        GROUP BY i.loan_id
     ),
     -- What the lender received of it: their lines of each payment's principal and interest
     -- entries (api/repayment/payments.ts), before the tax withheld and the fee.
     received AS (
       SELECT substring(e.reference from '^loan:([0-9]+):installment:')::bigint AS loan_id,
              sum(ln.amount_sen)::text AS received_sen
         FROM ledger_accounts a
         JOIN ledger_lines ln ON ln.account_id = a.id AND ln.amount_sen > 0
         JOIN ledger_entries e ON e.id = ln.entry_id
        WHERE a.kind = 'LENDER_ACTIVE' AND a.owner_id = $1::text
          AND e.reference LIKE 'loan:%:installment:%'
          AND e.idempotency_key ~ '^repayment:[0-9]+:(principal|income)$'
        GROUP BY 1
     )
     ${loanSelect
       .replace(
         'FROM loans l',
         'FROM mine m JOIN loans l ON l.id = m.loan_id LEFT JOIN schedule s ON s.loan_id = l.id ' +
           'LEFT JOIN received r ON r.loan_id = l.id',
       )
       .replace(
         'SELECT l.*,',
         `SELECT l.*, m.invested_sen, m.pieces, m.refunded,
                 coalesce(s.expected_sen, '0') AS expected_sen,
                 coalesce(r.received_sen, '0') AS received_sen,`,
       )}
     WHERE (l.machine_state ->> 'stage' = ANY($2::text[])) = $3
     ORDER BY l.id DESC`,
    [lenderId, CLOSED_STAGES, closed],
  );
  return rows;
}

/** The portfolio's totals and its split by grade and by funding status, for the chart. */
export async function portfolioSummary(q: Queryable, lenderId: string) {
  const [active, closedRows, balance, received, lent] = await Promise.all([
    portfolio(q, lenderId, false),
    portfolio(q, lenderId, true),
    walletBalance(q, lenderId),
    q.query<{ total: string }>(
      `SELECT coalesce(sum(l.amount_sen), 0)::text AS total
         FROM ledger_lines l
         JOIN ledger_accounts a ON a.id = l.account_id
         JOIN ledger_entries e ON e.id = l.entry_id
        WHERE a.kind = 'LENDER_ACTIVE' AND a.owner_id = $1 AND e.kind IN ('LOAN_REPAYMENT', 'INTEREST_FINE')
          AND l.amount_sen > 0`,
      [lenderId],
    ),
    // Lent out and not yet repaid: the lender's outstanding (lender_outstanding, the figure OJK's
    // limits read: fundings held or lent, less principal repaid) without what is still on hold.
    q.query<{ sen: string }>(
      `SELECT (coalesce((SELECT outstanding_sen FROM lender_outstanding WHERE lender_id = $1), 0)
             - coalesce((SELECT sum(amount_sen) FROM loan_fundings
                          WHERE lender_id = $1 AND status = 'HELD'), 0))::text AS sen`,
      [lenderId],
    ),
  ]);
  const byGrade = new Map<string, bigint>();
  const byStatus = new Map<string, bigint>();
  let invested = 0n;
  for (const row of active) {
    const sen = BigInt(row.invested_sen);
    invested += sen;
    const grade = gradeOfLoan(row) ?? '-';
    byGrade.set(grade, (byGrade.get(grade) ?? 0n) + sen);
    const status = statusesOf(restoreLoan(row.machine_state, row.machine_context)).funstatstatus;
    byStatus.set(status, (byStatus.get(status) ?? 0n) + sen);
  }
  const split = (map: Map<string, bigint>) =>
    [...map.entries()]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, sen]) => ({ key, amount: fromSen(sen) }));
  return {
    invested: fromSen(invested),
    onhold: fromSen(balance.onHoldSen),
    active: fromSen(balance.activeSen),
    outstanding: fromSen(BigInt(lent[0]?.sen ?? '0')),
    received: fromSen(BigInt(received[0]?.total ?? '0')),
    activecount: active.length,
    closedcount: closedRows.length,
    bygrade: split(byGrade),
    bystatus: split(byStatus),
  };
}

/** A portfolio row: the loan as a lender sees it, with the lender's share in it. */
export function portfolioView(
  row: LoanRecord & PortfolioShare,
  viewer: Actor,
  today: string,
  myfundings: ReturnType<typeof fundingView>[] = [],
) {
  return {
    ...lenderLoanView(row, viewer, today),
    myfundings,
    invested: fromSen(BigInt(row.invested_sen)),
    pieces: Number(row.pieces),
    refunded: row.refunded,
    expected: fromSen(BigInt(row.expected_sen)),
    received: fromSen(BigInt(row.received_sen)),
  };
}
