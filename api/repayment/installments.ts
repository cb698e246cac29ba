// A loan's installments (issue 19): created from the schedule the borrower agreed to when the
// loan period starts, each an installment machine (machines/installment) stored in its row, and
// read back for the borrower's bill summary, the lender's expected return and staff.

import { getInitialSnapshot } from 'xstate';
import {
  arrearsLabels,
  installmentStatusLabels,
  paidTimelinessLabel,
} from '../../machines/installment/installment.labels.ts';
import { installmentMachine } from '../../machines/installment/installment.machine.ts';
import { creditQualityLabels } from '../../machines/installment/installment.quality.ts';
import type { ScheduledInstallment } from '../../machines/installment/installment.schedule.ts';
import {
  arrearsOf,
  creditQuality,
  daysPastDue,
  type InstallmentSnapshot,
  installmentStatusOf,
  owed,
  paymentRejection,
} from '../../machines/installment/installment.selectors.ts';
import type { InstallmentContext } from '../../machines/installment/installment.types.ts';
import { upgradeInstallmentValue } from '../../machines/installment/installment.upgrade.ts';
import { lateChargePercentPerDay } from '../../machines/regulation/ojk-limits.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';
import type { LoanRecord } from '../loans/loan-record.ts';
import { wibDate } from '../reference/wib-date.ts';
import { repaymentError } from './errors.ts';

export type InstallmentRow = {
  id: string;
  loan_id: string;
  number: number;
  due_date: string;
  principal_sen: string;
  interest_sen: string;
  principal_paid_sen: string;
  interest_paid_sen: string;
  late_charge_paid_sen: string;
  machine_state: InstallmentSnapshot['value'];
  machine_context: InstallmentContext;
  billing_trx_id: string | null;
  virtual_account: string | null;
  billing_amount_sen: string | null;
  paid_at: Date | null;
};

export const INSTALLMENT_SELECT = `
  SELECT id::text AS id, loan_id::text AS loan_id, number, to_char(due_date, 'YYYY-MM-DD') AS due_date,
         principal_sen::text AS principal_sen, interest_sen::text AS interest_sen,
         principal_paid_sen::text AS principal_paid_sen, interest_paid_sen::text AS interest_paid_sen,
         late_charge_paid_sen::text AS late_charge_paid_sen, machine_state, machine_context,
         billing_trx_id, virtual_account, billing_amount_sen::text AS billing_amount_sen, paid_at
    FROM loan_installments`;

/** The row's machine; a row stored with the arrears states before OJK's buckets is upgraded. */
export function restoreInstallment(row: Pick<InstallmentRow, 'machine_state' | 'machine_context'>) {
  return installmentMachine.resolveState({
    value: upgradeInstallmentValue(row.machine_state, row.machine_context),
    context: row.machine_context,
  }) as InstallmentSnapshot;
}

/**
 * The loan's installments from the schedule agreed to (offer_consents), due `dueDay` days after
 * `startDay` (YYYY-MM-DD, the day the period starts, WIB). Also dates the loan: its next
 * installment due date and its maturity.
 */
export async function openSchedule(q: Queryable, loan: LoanRecord, startDay: string) {
  const [consent] = await q.query<{ schedule: ScheduledInstallment[]; agreed_on: string }>(
    `SELECT schedule, to_char(consented_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS agreed_on
       FROM offer_consents WHERE loan_id = $1`,
    [loan.id],
  );
  if (!consent) throw new Error(`loan ${loan.id} has no agreed schedule`);
  const rate = lateChargePercentPerDay(
    consent.agreed_on,
    loan.machine_context.purpose ?? 'PRODUCTIVE',
  );
  for (const item of consent.schedule) {
    const [dated] = await q.query<{ due_date: string }>(
      `SELECT to_char($1::date + $2::integer, 'YYYY-MM-DD') AS due_date`,
      [startDay, item.dueDay],
    );
    const dueDate = dated?.due_date ?? startDay;
    const actor = getInitialSnapshot(installmentMachine, {
      borrowerId: loan.borrower_id,
      dueDate,
      amountDue: item.total,
      lateChargePercentPerDay: rate,
    });
    await q.query(
      `INSERT INTO loan_installments
         (loan_id, number, due_date, principal_sen, interest_sen, machine_state, machine_context)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)
       ON CONFLICT (loan_id, number) DO NOTHING`,
      [
        loan.id,
        item.number,
        dueDate,
        toSen(item.principal).toString(),
        toSen(item.interest).toString(),
        JSON.stringify(actor.value),
        JSON.stringify(actor.context),
      ],
    );
  }
  await refreshLoanDates(q, loan.id);
}

/** The loan's columns that summarise its installments (spec §3 Loan). */
export async function refreshLoanDates(q: Queryable, loanId: number | string) {
  await q.query(
    `UPDATE loans l SET
        installmentduedate = s.next_due, duedate = s.maturity,
        totalpartialpaid = s.paid / 100.0, totallatecharge = s.late / 100.0
       FROM (SELECT min(due_date) FILTER (WHERE paid_at IS NULL) AS next_due,
                    max(due_date) AS maturity,
                    coalesce(sum(principal_paid_sen + interest_paid_sen + late_charge_paid_sen), 0) AS paid,
                    coalesce(sum((machine_context ->> 'lateCharge')::numeric * 100), 0) AS late
               FROM loan_installments WHERE loan_id = $1) s
      WHERE l.id = $1`,
    [loanId],
  );
}

export async function loanInstallments(q: Queryable, loanId: number, lock = false) {
  return q.query<InstallmentRow>(
    `${INSTALLMENT_SELECT} WHERE loan_id = $1 ORDER BY number${lock ? ' FOR UPDATE' : ''}`,
    [loanId],
  );
}

/** The installments of several loans in one read, by loan id. */
export async function installmentsByLoan(q: Queryable, loanIds: readonly number[]) {
  const rows = await q.query<InstallmentRow>(
    `${INSTALLMENT_SELECT} WHERE loan_id = ANY($1::bigint[]) ORDER BY loan_id, number`,
    [loanIds],
  );
  const byLoan = new Map<number, InstallmentRow[]>();
  for (const row of rows) {
    const list = byLoan.get(Number(row.loan_id)) ?? [];
    list.push(row);
    byLoan.set(Number(row.loan_id), list);
  }
  return byLoan;
}

export async function findInstallment(q: Queryable, id: number, lock = false) {
  const [row] = await q.query<InstallmentRow>(
    `${INSTALLMENT_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!row) {
    throw repaymentError('INSTALLMENT_NOT_FOUND');
  }
  return row;
}

/** How to pay into a VA at the partner bank (BNI), in both languages. */
export const vaInstructions = {
  id: [
    'Buka aplikasi atau ATM BNI, pilih Transfer → Virtual Account Billing.',
    'Masukkan nomor virtual account di atas; tagihan dan nama Anda tampil.',
    'Periksa jumlahnya (harus sama persis), lalu konfirmasi.',
    'Dari bank lain: pilih transfer ke BNI (kode 009) dengan nomor virtual account yang sama.',
  ],
  en: [
    'Open the BNI app or an ATM, choose Transfer → Virtual Account Billing.',
    'Enter the virtual account number above; the bill and your name appear.',
    'Check the amount (it must match exactly), then confirm.',
    'From another bank: transfer to BNI (code 009) with the same virtual account number.',
  ],
};

/** One installment as the REST contract shows it. */
export function installmentView(row: InstallmentRow) {
  const snapshot = restoreInstallment(row);
  const status = installmentStatusOf(snapshot);
  const arrears = arrearsOf(snapshot);
  const days = daysPastDue(snapshot);
  const quality = creditQuality(snapshot);
  const c = snapshot.context;
  return {
    id: Number(row.id),
    loanid: Number(row.loan_id),
    number: row.number,
    duedate: row.due_date,
    principal: fromSen(BigInt(row.principal_sen)),
    interest: fromSen(BigInt(row.interest_sen)),
    amountdue: c.amountDue,
    paid: c.paid,
    latecharge: c.lateCharge,
    payamount: owed(snapshot),
    pendingpayment: c.pendingPayment,
    status,
    statuslabel: installmentStatusLabels[status],
    arrears,
    // Past due, the regulator's bucket says how far (Dalam Perhatian Khusus … Macet).
    arrearslabel:
      status === 'PAID' && row.paid_at
        ? paidTimelinessLabel(row.due_date, wibDate(row.paid_at))
        : arrears === 'current'
          ? arrearsLabels.current
          : creditQualityLabels[quality],
    quality,
    dayspastdue: days,
    rejection: paymentRejection(snapshot),
    virtualaccount: status === 'UNPAID' ? row.virtual_account : null,
    billingamount:
      status === 'UNPAID' && row.billing_amount_sen
        ? fromSen(BigInt(row.billing_amount_sen))
        : null,
    paidat: row.paid_at ? row.paid_at.toISOString() : null,
  };
}
