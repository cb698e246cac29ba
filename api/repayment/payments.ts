// Paying installments (issue 19). Two roads, one machine:
// - the bank's VA callback for an installment's closed billing: real money the bank confirms,
//   credited at once (installment `payment.received`, loan `repayment.received`), once per
//   payment_ntb however many callbacks;
// - a transfer the borrower reports, or another payment (partial or early, with a proof): held
//   for staff review (installment `payment.submit`, loan `repayment.submit` → REVIEW_PAID), then
//   confirmed (the money is booked) or rejected with a reason.
// A confirmed payment's money, in one transaction with the machines: from the platform's
// collection account at the bank, each lender's share of principal (LOAN_REPAYMENT) and of
// interest and late charge (INTEREST_FINE) less the tax withheld (TAX_PAYABLE) and the
// platform's fee (PLATFORM_FEE_INCOME), shared by machines/installment/installment.payout.ts;
// whatever exceeds the installment stays the borrower's (their BORROWER account). The late
// charge it paid also leaves the loan's late-charge receivable (late-charges.ts).
//
// Lock order, as every writer of a loan: the loan's row, then its installment, then the payment.

import { installmentMachine } from '../../machines/installment/installment.machine.ts';
import {
  allocatePayment,
  type LenderShare,
  type Placement,
  shareAmongLenders,
  withholdingPercent,
} from '../../machines/installment/installment.payout.ts';
import {
  type InstallmentSnapshot,
  owed,
  whyNotInstallment,
} from '../../machines/installment/installment.selectors.ts';
import type {
  InstallmentEvent,
  PaymentRejection,
} from '../../machines/installment/installment.types.ts';
import { entryDescription } from '../../machines/ledger/entry-descriptions.ts';
import { PLATFORM, type PostingLine } from '../../machines/ledger/ledger.rules.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { PartnerBank } from '../bank/partner-bank.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, invalidInput } from '../http/errors.ts';
import { refusal } from '../http/refusals.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { applyLoanEventIn, PLATFORM_ACTOR } from '../loans/apply-loan-event.ts';
import { assertMayRead, findLoan, type LoanRecord } from '../loans/loan-record.ts';
import { loanNoticeParams, notifyBorrowerAndLenders, notifyUser } from '../notify/notify-user.ts';
import { wibDate } from '../reference/wib-date.ts';
import { followArrears } from './arrears.ts';
import { repaymentError } from './errors.ts';
import {
  findInstallment,
  INSTALLMENT_SELECT,
  type InstallmentRow,
  refreshLoanDates,
  restoreInstallment,
} from './installments.ts';
import { accrueLateCharge, settleLateCharge } from './late-charges.ts';
import type { RepaymentSettings } from './settings.ts';

export type RepaymentDeps = {
  db: Db;
  bank: PartnerBank;
  now: () => Date;
  repayment: RepaymentSettings;
};

const BANK = { kind: 'BANK_VA_SETTLEMENT', ownerId: PLATFORM } as const;

/** The installment machine takes the event (or refuses with its reason); the row follows. */
export async function stepInstallment(
  q: Queryable,
  row: InstallmentRow,
  event: InstallmentEvent,
  at: Date,
): Promise<InstallmentSnapshot> {
  const snapshot = restoreInstallment(row);
  const refused = whyNotInstallment(snapshot, event);
  if (refused)
    throw refusal('installment', refused, event.type === 'payment.submit' ? ['amount'] : []);
  const [after] = pureTransition(installmentMachine, snapshot, event);
  await q.query(
    `UPDATE loan_installments SET machine_state = $2::jsonb, machine_context = $3::jsonb,
            paid_at = CASE WHEN $4 THEN coalesce(paid_at, $5) ELSE paid_at END, updated_at = now()
      WHERE id = $1`,
    [row.id, JSON.stringify(after.value), JSON.stringify(after.context), after.matches('paid'), at],
  );
  return after as InstallmentSnapshot;
}

/**
 * The loan's lenders, their placement, the principal still owed to each (the placement less the
 * principal lines of this loan's repayments on their wallet) and the percent withheld from their
 * income.
 */
async function placementsOf(q: Queryable, loanId: number, deps: RepaymentDeps) {
  const back = await q.query<{ lender_id: string; sen: string }>(
    `SELECT a.owner_id AS lender_id, sum(li.amount_sen)::text AS sen
       FROM loan_installments i
       JOIN ledger_entries e ON e.reference = 'loan:' || i.loan_id || ':installment:' || i.number
       JOIN ledger_lines li ON li.entry_id = e.id
       JOIN ledger_accounts a ON a.id = li.account_id
      WHERE i.loan_id = $1 AND e.kind = 'LOAN_REPAYMENT'
        AND e.idempotency_key LIKE 'repayment:%:principal' AND a.kind = 'LENDER_ACTIVE'
      GROUP BY a.owner_id`,
    [loanId],
  );
  const backOf = new Map(back.map((row) => [row.lender_id, BigInt(row.sen)]));
  const rows = await q.query<{
    lender_id: string;
    placed: string;
    tax_resident: boolean;
    tax_treaty_percent: string | null;
    certificate_valid_until: string | null;
  }>(
    `SELECT f.lender_id, sum(f.amount_sen)::text AS placed, u.tax_resident,
            u.tax_treaty_percent::text AS tax_treaty_percent,
            CASE WHEN u.domicile_certificate_file IS NOT NULL
                 THEN to_char(u.domicile_certificate_valid_until, 'YYYY-MM-DD') END
              AS certificate_valid_until
       FROM loan_fundings f JOIN users u ON u.id = f.lender_id
      WHERE f.loan_id = $1 AND f.status = 'LENT'
      GROUP BY f.lender_id, u.tax_resident, u.tax_treaty_percent, u.domicile_certificate_file,
               u.domicile_certificate_valid_until
      ORDER BY f.lender_id`,
    [loanId],
  );
  // The rate of the payout's own day (WIB): a certificate that lapsed yesterday withholds PPh 26.
  const day = wibDate(deps.now());
  return rows.map(
    (r): Placement => ({
      lenderId: r.lender_id,
      placedSen: BigInt(r.placed),
      owedPrincipalSen: BigInt(r.placed) - (backOf.get(r.lender_id) ?? 0n),
      taxPercent: withholdingPercent(
        {
          resident: r.tax_resident,
          treatyPercent: r.tax_treaty_percent,
          certificateValidUntil: r.certificate_valid_until,
        },
        deps.repayment.taxRates,
        day,
      ),
    }),
  );
}

const lender = (id: string) => ({ kind: 'LENDER_ACTIVE', ownerId: id }) as const;
const nonZero = (lines: PostingLine[]) => lines.filter((line) => line.amountSen !== 0n);

/**
 * Books a confirmed payment of `appliedSen` on the installment (and `excessSen` beyond it) and
 * records what it paid of each part; returns the later installments its excess paid into.
 */
async function bookPayment(
  q: Queryable,
  deps: RepaymentDeps,
  loan: LoanRecord,
  row: InstallmentRow,
  lateChargeBefore: string,
  paymentId: string,
  appliedSen: bigint,
  excessSen: bigint,
): Promise<number[]> {
  const parts = allocatePayment(
    {
      interestSen: BigInt(row.interest_sen) - BigInt(row.interest_paid_sen),
      principalSen: BigInt(row.principal_sen) - BigInt(row.principal_paid_sen),
      lateChargeSen: toSen(lateChargeBefore) - BigInt(row.late_charge_paid_sen),
    },
    appliedSen,
  );
  const excess = excessSen + parts.excessSen;
  const placements = await placementsOf(q, loan.id, deps);
  const shares =
    placements.length > 0
      ? shareAmongLenders(parts, placements, deps.repayment.lenderFeePercent)
      : [];
  const at = deps.now();
  const reference = `loan:${loan.id}:installment:${row.number}`;
  const installmentOf = { installment: row.number, loan: loan.id };
  if (parts.principalSen > 0n) {
    await postEntry(q, {
      kind: 'LOAN_REPAYMENT',
      reference,
      description: entryDescription('principal', installmentOf),
      idempotencyKey: `repayment:${paymentId}:principal`,
      lines: nonZero([
        { account: BANK, amountSen: -parts.principalSen },
        ...shares.map((s) => ({ account: lender(s.lenderId), amountSen: s.principalSen })),
      ]),
      postedAt: at,
    });
  }
  // The lender's mutations show each part on its own row: the interest and late charge, then
  // the tax withheld from it, then the platform's fee (spec §3's INTEREST_FINE type for each).
  const income = parts.interestSen + parts.lateChargeSen;
  const tax = shares.reduce((sum, s) => sum + s.taxSen, 0n);
  const fee = shares.reduce((sum, s) => sum + s.feeSen, 0n);
  const incomeEntries = [
    {
      key: 'income',
      description: entryDescription('interest', installmentOf),
      total: income,
      from: BANK,
      share: (s: LenderShare) => s.interestSen + s.lateChargeSen,
    },
    {
      key: 'tax',
      description: entryDescription('tax', installmentOf),
      total: tax,
      from: { kind: 'TAX_PAYABLE', ownerId: PLATFORM } as const,
      share: (s: LenderShare) => -s.taxSen,
    },
    {
      key: 'fee',
      description: entryDescription('serviceFee', installmentOf),
      total: fee,
      from: { kind: 'PLATFORM_FEE_INCOME', ownerId: PLATFORM } as const,
      share: (s: LenderShare) => -s.feeSen,
    },
  ];
  for (const entry of incomeEntries) {
    if (entry.total === 0n) continue;
    const lenderLines = shares.map((s) => ({
      account: lender(s.lenderId),
      amountSen: entry.share(s),
    }));
    const moved = lenderLines.reduce((sum, line) => sum + line.amountSen, 0n);
    await postEntry(q, {
      kind: 'INTEREST_FINE',
      reference,
      description: entry.description,
      idempotencyKey: `repayment:${paymentId}:${entry.key}`,
      lines: nonZero([{ account: entry.from, amountSen: -moved }, ...lenderLines]),
      postedAt: at,
    });
  }
  // The late charge paid is no longer owed: its receivable goes back to zero as it is paid.
  await settleLateCharge(q, row, paymentId, parts.lateChargeSen, at);
  await q.query(
    `UPDATE loan_installments SET principal_paid_sen = principal_paid_sen + $2,
            interest_paid_sen = interest_paid_sen + $3, late_charge_paid_sen = late_charge_paid_sen + $4
      WHERE id = $1`,
    [row.id, parts.principalSen, parts.interestSen, parts.lateChargeSen],
  );
  await q.query(
    `UPDATE loan_payments SET principal_sen = $2, interest_sen = $3, late_charge_sen = $4,
            excess_sen = $5 WHERE id = $1`,
    [paymentId, parts.principalSen, parts.interestSen, parts.lateChargeSen, excess],
  );
  return excess > 0n ? carryExcess(q, deps, loan, row, paymentId, excess) : [];
}

/**
 * What a confirmed payment left over after its installment (a borrower who paid twice — a
 * transfer reported and the VA too — or a VA callback that came after the bill was paid) pays
 * the loan's next installments still open for payment, earliest first: each part is a payment of
 * its own (source CARRIED, naming the payment it came from) that the installment machine takes
 * as money the platform received, booked to the lenders as any payment. Only what is left after
 * the last one stays the borrower's (the BORROWER account), for staff to return.
 */
async function carryExcess(
  q: Queryable,
  deps: RepaymentDeps,
  loan: LoanRecord,
  from: InstallmentRow,
  paymentId: string,
  excessSen: bigint,
): Promise<number[]> {
  const paidInto: number[] = [];
  let left = excessSen;
  const later = await q.query<InstallmentRow>(
    `${INSTALLMENT_SELECT} WHERE loan_id = $1 AND number > $2 AND paid_at IS NULL
      ORDER BY number FOR UPDATE`,
    [loan.id, from.number],
  );
  for (const next of later) {
    if (left <= 0n) break;
    const snapshot = restoreInstallment(next);
    if (!snapshot.hasTag('canPay')) continue;
    const owedSen = toSen(owed(snapshot));
    const applied = left < owedSen ? left : owedSen;
    if (applied <= 0n) continue;
    const [carried] = await q.query<{ id: string }>(
      `INSERT INTO loan_payments (loan_id, installment_id, source, amount_sen, status,
                                  carried_from, received_at, reviewed_at)
       VALUES ($1, $2, 'CARRIED', $3, 'CONFIRMED', $4, $5, $5)
       ON CONFLICT (carried_from, installment_id) WHERE carried_from IS NOT NULL DO NOTHING
       RETURNING id::text AS id`,
      [loan.id, next.id, applied.toString(), paymentId, deps.now()],
    );
    if (!carried) continue;
    await stepInstallment(
      q,
      next,
      { type: 'payment.received', actor: PLATFORM_ACTOR, amount: fromSen(applied) },
      deps.now(),
    );
    await bookPayment(q, deps, loan, next, snapshot.context.lateCharge, carried.id, applied, 0n);
    left -= applied;
    paidInto.push(Number(next.id));
  }
  if (left <= 0n) return paidInto;
  await postEntry(q, {
    kind: 'LOAN_REPAYMENT',
    reference: `loan:${loan.id}:installment:${from.number}`,
    description: entryDescription('overpayment', { installment: from.number, loan: loan.id }),
    idempotencyKey: `repayment:${paymentId}:excess`,
    lines: [
      { account: BANK, amountSen: -left },
      { account: { kind: 'BORROWER', ownerId: loan.borrower_id }, amountSen: left },
    ],
    postedAt: deps.now(),
  });
  return paidInto;
}

async function unpaidCount(q: Queryable, loanId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM loan_installments WHERE loan_id = $1 AND paid_at IS NULL',
    [loanId],
  );
  return row?.n ?? 0;
}

/**
 * After a payment: the loan's dates and totals, the borrower told it arrived, and once nothing
 * is left the date it was repaid, with the borrower and every lender told.
 */
async function afterPayment(q: Queryable, loan: LoanRecord, today: Date, amountSen: bigint) {
  await refreshLoanDates(q, loan.id);
  await followArrears(q, loan.id);
  const params = loanNoticeParams(loan);
  if (amountSen > 0n) {
    await notifyUser(q, loan.borrower_id, {
      kind: 'REPAYMENT_RECEIVED',
      params: { ...params, amount: fromSen(amountSen) },
    });
  }
  if ((await unpaidCount(q, loan.id)) === 0) {
    const [repaid] = await q.query(
      `UPDATE loans SET repaymentduedate = ($2::timestamptz AT TIME ZONE 'Asia/Jakarta')::date
        WHERE id = $1 AND repaymentduedate IS NULL RETURNING 1`,
      [loan.id, today],
    );
    if (!repaid) return;
    await notifyBorrowerAndLenders(q, loan, ['LENT'], { kind: 'LOAN_PAID', params });
  }
}

export type BillPayment = {
  trxId: string;
  virtualAccount: string;
  amountSen: bigint;
  paymentNtb: string;
};

/**
 * The installment this bill payment is for, or null (then it is not a bill's VA): the one whose
 * billing it is, or — a callback repeated after the billing closed — the one it was credited to,
 * or — a payment taken by a billing since closed (loan_billings) — the one that billing was for.
 */
export async function billingOwner(q: Queryable, payment: BillPayment) {
  const [row] = await q.query<{ id: string; loan_id: string }>(
    `SELECT id, loan_id FROM (
       SELECT installment_id::text AS id, loan_id::text AS loan_id, 0 AS rank FROM loan_payments
        WHERE payment_ntb = $3
       UNION ALL
       SELECT id::text, loan_id::text, 1 FROM loan_installments WHERE billing_trx_id = $1
       UNION ALL
       SELECT id::text, loan_id::text, 2 FROM loan_installments
        WHERE billing_trx_id IS NOT NULL AND virtual_account = $2
       UNION ALL
       -- A billing closed or spent before its payment's callback arrived: still this one's.
       SELECT installment_id::text, loan_id::text, 3 FROM loan_billings WHERE trx_id = $1) found
      ORDER BY rank LIMIT 1`,
    [payment.trxId, payment.virtualAccount, payment.paymentNtb],
  );
  return row ?? null;
}

/**
 * A payment into an installment's billing VA, as the bank's callback reports it: credited once
 * per payment_ntb. What exceeds the installment (a race with another payment, a callback after
 * the bill was paid otherwise) pays the next installments (carryExcess).
 */
export async function receiveBillPayment(
  deps: RepaymentDeps,
  owner: { id: string; loan_id: string },
  payment: BillPayment,
): Promise<{ credited: boolean; loanId: number }> {
  const loanId = Number(owner.loan_id);
  let paidInto: number[] = [];
  const credited = await deps.db.tx(async (q) => {
    await q.query('SELECT 1 FROM loans WHERE id = $1 FOR NO KEY UPDATE', [loanId]);
    const row = await findInstallment(q, Number(owner.id), true);
    const [inserted] = await q.query<{ id: string }>(
      `INSERT INTO loan_payments (loan_id, installment_id, source, amount_sen, status, payment_ntb,
                                  received_at, reviewed_at)
       VALUES ($1, $2, 'VA', $3, 'CONFIRMED', $4, $5, $5)
       ON CONFLICT (payment_ntb) DO NOTHING RETURNING id::text AS id`,
      [loanId, row.id, payment.amountSen.toString(), payment.paymentNtb, deps.now()],
    );
    if (!inserted) return false;
    const loan = await findLoan(q, loanId);
    const snapshot = restoreInstallment(row);
    const owedSen = snapshot.matches('paid') ? 0n : toSen(owed(snapshot));
    const accepted =
      snapshot.hasTag('canPay') && owedSen > 0n
        ? payment.amountSen < owedSen
          ? payment.amountSen
          : owedSen
        : 0n;
    if (accepted > 0n) {
      await stepInstallment(
        q,
        row,
        {
          type: 'payment.received',
          actor: PLATFORM_ACTOR,
          amount: fromSen(accepted),
        },
        deps.now(),
      );
    }
    paidInto = await bookPayment(
      q,
      deps,
      loan,
      row,
      snapshot.context.lateCharge,
      inserted.id,
      accepted,
      payment.amountSen - accepted,
    );
    // A closed billing takes one payment: the one it took is spent at the bank. Whatever is
    // left gets a billing of its own (a new trx_id); a billing this payment did not pay stays,
    // for syncBilling to close.
    await q.query(
      `UPDATE loan_installments SET billing_trx_id = NULL, virtual_account = NULL,
              billing_amount_sen = NULL WHERE id = $1 AND billing_trx_id = $2`,
      [row.id, payment.trxId],
    );
    await afterPayment(q, loan, deps.now(), payment.amountSen);
    if (accepted > 0n || paidInto.length > 0) {
      const remaining = await unpaidCount(q, loanId);
      await applyLoanEventIn(q, loanId, PLATFORM_ACTOR, () => ({
        type: 'repayment.received',
        installmentsRemaining: remaining,
      }));
    }
    return true;
  });
  // A partly paid bill gets a billing for what is left; a paid one is closed at the bank; so do
  // the bills its excess paid into.
  await syncBillings(deps, [Number(owner.id), ...paidInto]);
  return { credited, loanId };
}

/** syncBilling of each installment in turn, a bank not answering left to the next sync. */
async function syncBillings(deps: RepaymentDeps, installmentIds: readonly number[]) {
  for (const id of installmentIds) await syncBilling(deps, id).catch(bankStillUnsure);
}

/**
 * For a billing synced after the money already moved (a payment booked, a review opened): the
 * bank not answering now leaves the billing to the next sync (the borrower's, the repayment
 * pass's), and is no failure of the step that moved the money. Anything else is thrown.
 */
export function bankStillUnsure(error: unknown): undefined {
  if (error instanceof AppError && error.code === 'BANK_UNAVAILABLE') return undefined;
  throw error;
}

/**
 * Opens, updates or closes the installment's closed VA billing so it asks exactly what is owed
 * (in whole rupiah, rounded up: a sen fraction overpaid stays the borrower's). Outside any
 * transaction: the bank is slow. Returns the installment as it is afterwards.
 *
 * An installment has one billing at the bank at a time, named by its trx_id, which is written to
 * the installment before the bank is asked, with its amount cleared: `billing_amount_sen` NULL
 * says the bank's last answer about this billing is not known. An answer lost (the adapter's
 * outcome unknown) therefore leaves the bank holding at most the billing this trx_id names: the
 * next sync — the borrower opening the bill again, the repayment pass — asks again under the
 * same trx_id (createbilling of a trx_id the bank has is its updatebilling), and a payment into
 * it meanwhile is this installment's. A billing is forgotten only once the bank said it closed
 * it, or a payment spent it.
 */
export async function syncBilling(
  deps: RepaymentDeps,
  installmentId: number,
  /** again: send the billing even when it already asks this amount (a bank that forgot it). */
  options: { again?: boolean } = {},
) {
  const row = await findInstallment(deps.db, installmentId);
  const snapshot = restoreInstallment(row);
  const owedSen = snapshot.hasTag('canPay') ? toSen(owed(snapshot)) : 0n;
  if (owedSen <= 0n) {
    const trxId = row.billing_trx_id;
    if (!trxId) return row;
    await deps.db.query(
      `UPDATE loan_installments SET billing_amount_sen = NULL
        WHERE id = $1 AND billing_trx_id = $2`,
      [row.id, trxId],
    );
    const closed = await deps.bank.closeBilling(trxId);
    if (!closed.ok) throw repaymentError('BANK_UNAVAILABLE', closed.responseCode);
    await deps.db.query(
      `UPDATE loan_installments SET billing_trx_id = NULL, virtual_account = NULL,
              billing_amount_sen = NULL WHERE id = $1 AND billing_trx_id = $2`,
      [row.id, trxId],
    );
    return findInstallment(deps.db, installmentId);
  }
  const amountRupiah = (owedSen + 99n) / 100n;
  const amountSen = (amountRupiah * 100n).toString();
  if (!options.again && row.billing_trx_id && row.billing_amount_sen === amountSen) {
    return row;
  }
  const [claimed] = await deps.db.query<{ trx_id: string }>(
    `UPDATE loan_installments SET billing_trx_id = coalesce(billing_trx_id, $2),
            billing_amount_sen = NULL
      WHERE id = $1 RETURNING billing_trx_id AS trx_id`,
    [row.id, `LMB-${row.loan_id}-${row.number}-${Date.now().toString(36)}`],
  );
  if (!claimed) throw repaymentError('INSTALLMENT_NOT_FOUND');
  const trxId = claimed.trx_id;
  // Kept before the bank is asked: a payment into this billing is this installment's, even once
  // the installment has forgotten it (billingOwner).
  await deps.db.query(
    `INSERT INTO loan_billings (trx_id, installment_id, loan_id) VALUES ($1, $2, $3)
     ON CONFLICT (trx_id) DO NOTHING`,
    [trxId, row.id, row.loan_id],
  );
  const [borrower] = await deps.db.query<{
    full_name: string;
    email: string;
    phone: string | null;
  }>(
    `SELECT u.full_name, u.email, u.phone FROM loans l JOIN users u ON u.id = l.borrower_id
      WHERE l.id = $1`,
    [row.loan_id],
  );
  const answer = await deps.bank.upsertBilling({
    trxId,
    amountRupiah,
    customerName: borrower?.full_name ?? '',
    ...(borrower?.email ? { customerEmail: borrower.email } : {}),
    ...(borrower?.phone ? { customerPhone: borrower.phone } : {}),
    expiresAt: new Date(deps.now().getTime() + 30 * 24 * 3600 * 1000),
    description: entryDescription('installmentBill', {
      installment: row.number,
      loan: row.loan_id,
    }),
  });
  if (!answer.ok) {
    throw repaymentError('BANK_UNAVAILABLE', answer.responseCode);
  }
  await deps.db.query(
    `UPDATE loan_installments SET virtual_account = $3, billing_amount_sen = $4
      WHERE id = $1 AND billing_trx_id = $2`,
    [row.id, trxId, answer.virtualAccount, amountSen],
  );
  return findInstallment(deps.db, installmentId);
}

/**
 * The billings whose bank's answer is not known (an answer lost, a close not confirmed) asked
 * about again, under their own trx_id: one the bank still does not answer is left to the next
 * pass. Returns how many the bank confirmed.
 */
export async function resyncUnconfirmedBillings(deps: RepaymentDeps): Promise<number> {
  const rows = await deps.db.query<{ id: string }>(
    `SELECT id::text AS id FROM loan_installments
      WHERE billing_trx_id IS NOT NULL AND billing_amount_sen IS NULL ORDER BY id`,
  );
  let confirmed = 0;
  for (const { id } of rows) {
    if (await syncBilling(deps, Number(id)).catch(bankStillUnsure)) confirmed += 1;
  }
  return confirmed;
}

/** The loan's next installment still to pay (the earliest), or a 409 when none is. */
export async function nextUnpaid(q: Queryable, loanId: number): Promise<InstallmentRow> {
  const [row] = await q.query<InstallmentRow>(
    `${INSTALLMENT_SELECT} WHERE loan_id = $1 AND paid_at IS NULL ORDER BY number LIMIT 1`,
    [loanId],
  );
  if (!row) throw repaymentError('NOTHING_TO_PAY');
  return row;
}

/** The number of an earlier installment of the same loan still open for payment, if any. */
async function earlierUnpaid(q: Queryable, row: InstallmentRow): Promise<number | undefined> {
  const earlier = await q.query<InstallmentRow>(
    `${INSTALLMENT_SELECT} WHERE loan_id = $1 AND number < $2 AND paid_at IS NULL ORDER BY number`,
    [row.loan_id, row.number],
  );
  return earlier.find((r) => restoreInstallment(r).hasTag('canPay'))?.number;
}

/** The borrower asks to pay an installment: its VA billing for exactly what is owed. */
export async function openBill(deps: RepaymentDeps, installmentId: number, viewer: Viewer) {
  const row = await findInstallment(deps.db, installmentId);
  const loan = await findLoan(deps.db, Number(row.loan_id));
  assertMayRead(loan, viewer);
  // The installment machine says who may pay it (its borrower), when, and in which order.
  const snapshot = restoreInstallment(row);
  const earlier = await earlierUnpaid(deps.db, row);
  const refused = whyNotInstallment(snapshot, {
    type: 'payment.submit',
    actor: { userId: viewer.userId, role: viewer.role },
    amount: owed(snapshot) === '0.00' ? '0.01' : owed(snapshot),
    ...(earlier === undefined ? {} : { earlierUnpaid: earlier }),
  });
  if (refused) throw refusal('installment', refused);
  return syncBilling(deps, installmentId);
}

export type SubmittedPayment = {
  amount: string;
  source: 'TRANSFER' | 'OTHER';
  proofFile?: string | null;
  note?: string | null;
};

/**
 * The borrower reports a payment made outside the VA (a transfer of the bill, or a partial or
 * early payment with its proof): held for staff review on the earliest unpaid installment.
 */
export async function submitPayment(
  deps: RepaymentDeps,
  loanId: number,
  viewer: Viewer,
  submitted: SubmittedPayment,
) {
  const paymentId = await deps.db.tx(async (q) => {
    const loan = await findLoan(q, loanId);
    assertMayRead(loan, viewer);
    await q.query('SELECT 1 FROM loans WHERE id = $1 FOR NO KEY UPDATE', [loanId]);
    const [first] = await q.query<{ id: string }>(
      `SELECT id::text AS id FROM loan_installments
        WHERE loan_id = $1 AND paid_at IS NULL ORDER BY number LIMIT 1`,
      [loanId],
    );
    // The loan decides first (its stage, the owner): a loan not in its period has no installment.
    await applyLoanEventIn(q, loanId, viewer, () => ({ type: 'repayment.submit' }), {
      reread: false,
    });
    if (!first) throw repaymentError('NOTHING_TO_PAY');
    const row = await findInstallment(q, Number(first.id), true);
    await stepInstallment(
      q,
      row,
      {
        type: 'payment.submit',
        actor: { userId: viewer.userId, role: viewer.role },
        amount: submitted.amount,
      },
      deps.now(),
    );
    const [inserted] = await q.query<{ id: string }>(
      `INSERT INTO loan_payments (loan_id, installment_id, source, amount_sen, status, proof_file,
                                  note, submitted_by, received_at)
       VALUES ($1, $2, $3, $4, 'REVIEW', $5, $6, $7, $8) RETURNING id::text AS id`,
      [
        loanId,
        row.id,
        submitted.source,
        toSen(submitted.amount).toString(),
        submitted.proofFile ?? null,
        submitted.note ?? null,
        viewer.userId,
        deps.now(),
      ],
    );
    return inserted?.id ?? '';
  });
  // While staff review, the bill's VA is closed (the installment takes no other payment).
  const [payment] = await deps.db.query<{ installment_id: string }>(
    'SELECT installment_id::text AS installment_id FROM loan_payments WHERE id = $1',
    [paymentId],
  );
  if (payment) await syncBilling(deps, Number(payment.installment_id)).catch(bankStillUnsure);
  return findPayment(deps.db, Number(paymentId));
}

export type PaymentRow = {
  id: string;
  loan_id: string;
  installment_id: string;
  installment_number: number;
  source: 'VA' | 'TRANSFER' | 'OTHER' | 'CARRIED';
  amount_sen: string;
  status: 'REVIEW' | 'CONFIRMED' | 'REJECTED';
  payment_ntb: string | null;
  proof_file: string | null;
  note: string | null;
  rejection: PaymentRejection | null;
  received_at: Date;
  reviewed_at: Date | null;
  borrower_name: string;
  principal_sen: string;
  interest_sen: string;
  late_charge_sen: string;
  excess_sen: string;
  carried_from: string | null;
};

const PAYMENT_SELECT = `
  SELECT p.id::text AS id, p.loan_id::text AS loan_id, p.installment_id::text AS installment_id,
         i.number AS installment_number, p.source, p.amount_sen::text AS amount_sen, p.status,
         p.payment_ntb, p.proof_file, p.note, p.rejection, p.received_at, p.reviewed_at,
         u.full_name AS borrower_name, p.principal_sen::text AS principal_sen,
         p.interest_sen::text AS interest_sen, p.late_charge_sen::text AS late_charge_sen,
         p.excess_sen::text AS excess_sen, p.carried_from::text AS carried_from
    FROM loan_payments p
    JOIN loan_installments i ON i.id = p.installment_id
    JOIN loans l ON l.id = p.loan_id
    JOIN users u ON u.id = l.borrower_id`;

export async function findPayment(q: Queryable, id: number, lock = false): Promise<PaymentRow> {
  const [row] = await q.query<PaymentRow>(
    `${PAYMENT_SELECT} WHERE p.id = $1${lock ? ' FOR UPDATE OF p' : ''}`,
    [id],
  );
  if (!row) throw repaymentError('PAYMENT_NOT_FOUND');
  return row;
}

export async function loanPayments(q: Queryable, loanId: number) {
  return q.query<PaymentRow>(`${PAYMENT_SELECT} WHERE p.loan_id = $1 ORDER BY p.id`, [loanId]);
}

/** Staff's queue: payments waiting for review, oldest first. */
export async function paymentsToReview(q: Queryable) {
  return q.query<PaymentRow>(
    `${PAYMENT_SELECT} WHERE p.status = 'REVIEW' ORDER BY p.received_at, p.id`,
  );
}

/**
 * What the loan's payments left the borrower's after paying every installment they could: their
 * excess less what of it paid the next installments.
 */
export function overpaidSen(rows: readonly PaymentRow[]): bigint {
  return rows.reduce(
    (total, row) =>
      total + BigInt(row.excess_sen) - (row.source === 'CARRIED' ? BigInt(row.amount_sen) : 0n),
    0n,
  );
}

export function paymentView(row: PaymentRow) {
  return {
    id: Number(row.id),
    loanid: Number(row.loan_id),
    installmentid: Number(row.installment_id),
    installmentnumber: row.installment_number,
    source: row.source,
    amount: fromSen(BigInt(row.amount_sen)),
    status: row.status,
    paymentntb: row.payment_ntb,
    prooffile: row.proof_file,
    note: row.note,
    rejection: row.rejection,
    receivedat: row.received_at.toISOString(),
    reviewedat: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    borrowername: row.borrower_name,
    principal: fromSen(BigInt(row.principal_sen)),
    interest: fromSen(BigInt(row.interest_sen)),
    latecharge: fromSen(BigInt(row.late_charge_sen)),
    excess: fromSen(BigInt(row.excess_sen)),
    carriedfrom: row.carried_from === null ? null : Number(row.carried_from),
  };
}

/** A payment under review with its loan and installment, locked in the writers' order. */
async function lockForReview(q: Queryable, paymentId: number) {
  const found = await findPayment(q, paymentId);
  const loanId = Number(found.loan_id);
  await q.query('SELECT 1 FROM loans WHERE id = $1 FOR NO KEY UPDATE', [loanId]);
  const payment = await findPayment(q, paymentId, true);
  if (payment.status !== 'REVIEW') {
    throw repaymentError('PAYMENT_REVIEWED');
  }
  const row = await findInstallment(q, Number(payment.installment_id), true);
  return { loanId, payment, row };
}

/**
 * Staff confirm a payment under review, with the day the bank received the money (their reading
 * of the bank's statement; today when not given, never later): the machines move, the late charge
 * held back for the days before that day is booked (the installment machine's rule), and the
 * money is booked.
 */
export async function confirmPayment(
  deps: RepaymentDeps,
  paymentId: number,
  viewer: Viewer,
  receivedOn?: string,
) {
  const today = wibDate(deps.now());
  const day = receivedOn ?? today;
  if (day > today) {
    throw invalidInput({ receivedon: 'must be today or earlier' });
  }
  const installmentIds = await deps.db.tx(async (q) => {
    const { loanId, payment, row } = await lockForReview(q, paymentId);
    const before = restoreInstallment(row);
    const after = await stepInstallment(
      q,
      row,
      { type: 'payment.confirm', actor: staffActor(viewer), receivedOn: day },
      deps.now(),
    );
    const owedAfterAll = toSen(after.context.lateCharge) - toSen(before.context.lateCharge);
    await accrueLateCharge(q, row, `confirm:${payment.id}`, owedAfterAll, deps.now());
    const loan = await findLoan(q, loanId);
    const paidInto = await bookPayment(
      q,
      deps,
      loan,
      row,
      after.context.lateCharge,
      payment.id,
      BigInt(payment.amount_sen),
      0n,
    );
    await q.query(
      `UPDATE loan_payments SET status = 'CONFIRMED', reviewed_by = $2, reviewed_at = $3,
              bank_received_on = $4::date
        WHERE id = $1`,
      [payment.id, viewer.userId, deps.now(), day],
    );
    await afterPayment(q, loan, deps.now(), BigInt(payment.amount_sen));
    const remaining = await unpaidCount(q, loanId);
    await applyLoanEventIn(q, loanId, viewer, () => ({
      type: 'repayment.confirm',
      installmentsRemaining: remaining,
    }));
    return [Number(row.id), ...paidInto];
  });
  await syncBillings(deps, installmentIds);
  return findPayment(deps.db, paymentId);
}

const staffActor = (viewer: Viewer) => ({ userId: viewer.userId, role: viewer.role });

/** Staff reject a payment under review, with a reason: nothing is booked. */
export async function rejectPayment(
  deps: RepaymentDeps,
  paymentId: number,
  viewer: Viewer,
  reason: PaymentRejection,
) {
  await deps.db.tx(async (q) => {
    const { loanId, payment, row } = await lockForReview(q, paymentId);
    const before = restoreInstallment(row);
    const after = await stepInstallment(
      q,
      row,
      { type: 'payment.reject', actor: staffActor(viewer), reason },
      deps.now(),
    );
    // The charge held back while the payment was reviewed is owed after all.
    const released = toSen(after.context.lateCharge) - toSen(before.context.lateCharge);
    await accrueLateCharge(q, row, `reject:${payment.id}`, released, deps.now());
    await q.query(
      `UPDATE loan_payments SET status = 'REJECTED', rejection = $2, reviewed_by = $3,
              reviewed_at = $4 WHERE id = $1`,
      [payment.id, reason, viewer.userId, deps.now()],
    );
    await refreshLoanDates(q, loanId);
    await applyLoanEventIn(q, loanId, viewer, () => ({ type: 'repayment.reject' }), {
      reason,
    });
  });
  return findPayment(deps.db, paymentId);
}

/**
 * At start, the built-in bank (which keeps billings in memory) is given back the open billings:
 * the same trxId gets the same VA, so a borrower's bill keeps its number across restarts.
 */
export async function restoreOpenBillings(deps: RepaymentDeps) {
  // Only the built-in bank (the one that seals demo payments) forgets its billings; a real
  // bank keeps them, and is not called at every start.
  if (!deps.bank.sealVaPayment) return;
  const open = await deps.db.query<{ id: string }>(
    'SELECT id::text AS id FROM loan_installments WHERE billing_trx_id IS NOT NULL AND paid_at IS NULL',
  );
  for (const row of open) {
    await syncBilling(deps, Number(row.id), { again: true }).catch(bankStillUnsure);
  }
}
