// An installment at REST: the first installment of a fresh loan paid out into its loan period
// (funded whole by a lender of its own, the agreements signed at the built-in provider, the
// payout paid by the built-in bank). The borrower reports a payment of part of it or of all that
// is owed (PUT /loan/submit-repayment/{id}) and staff confirm or reject it (PUT
// /repayment/{id}/confirm|reject), or the borrower pays its VA bill through the built-in bank
// (PUT /installment/pay/{id}, POST /demo/bill-transfer); days pass on the movable clock and the
// product's daily pass counts them (the day after the due date, then into each of OJK's quality
// buckets). What the API reports is staff's GET /loan/{id}/repayment (the installment's status
// and quality); the database, the installment row's machine state.
//
// The model counts the amount due alone (no late charge: its rate is 0): a late installment
// owes its late charges too in the product, and the borrower's "all that is owed" pays them —
// so paying it all covers the installment in both, which is what the paths follow.
import { repaymentPass } from '../../api/repayment/daily-pass.ts';
import { DEFAULT_REPAYMENT_SETTINGS } from '../../api/repayment/settings.ts';
import { daysBetween } from '../../machines/installment/installment.charges.ts';
import { installmentMachine } from '../../machines/installment/installment.machine.ts';
import type { InstallmentSnapshot } from '../../machines/installment/installment.selectors.ts';
import {
  creditQuality,
  installmentStatusOf,
} from '../../machines/installment/installment.selectors.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { borrower, creditOfficer } from '../../tests/support/loan-paths.ts';
import { check } from '../check.ts';
import {
  call,
  type Installment,
  installments,
  moveClockTo,
  payBill,
  paymentUnderReview,
} from '../session.ts';
import { type LoanSubject, loanInPeriod } from './loans.ts';
import { canonical, type MachineDriver } from './model.ts';
import type { Desk } from './people.ts';

const owner: Actor = { userId: borrower.userId, role: 'borrower' };
const staff: Actor = { userId: creditOfficer.userId, role: 'admin' };
const bank: Actor = { userId: '', role: 'system' };

/** The model's installment: due on a day of its own (the product's is the loan's), Rp 17 million. */
const DUE = '2027-02-01';
const AMOUNT_DUE = '17000000.00';
/** A part of it: less than any installment of the paths' loan owes. */
const PART = '1000000.00';
const DAY_MS = 86_400_000;

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Days past due the paths count: into each bucket (1, 31, 61, 91) and on within it. */
const DAYS_PAST_DUE = [1, 30, 31, 60, 61, 90, 91, 92];

type Subject = LoanSubject & { installmentId: number };

async function first(subject: Subject): Promise<Installment> {
  const found = (await installments(subject.session, subject.loanId)).find(
    (i) => i.id === subject.installmentId,
  );
  check(found, `installment ${subject.installmentId} is not listed`);
  return found;
}

/**
 * The product's date reaches the installment's due date plus `days` (10:00 WIB), on the movable
 * clock (put back after the path), and its daily pass runs as its timer runs it.
 */
async function passDays(desk: Desk, subject: Subject, days: number) {
  const { product } = desk;
  const due = (await first(subject)).duedate;
  const offsetMs = (product.demoClock?.offsetDays() ?? 0) * DAY_MS;
  const productAt = Date.parse(`${dayAfter(due, days)}T03:00:00Z`);
  await moveClockTo(subject.session, new Date(productAt - offsetMs));
  check(desk.bank, 'the desk has no bank of its own to run the daily pass with');
  const now = () => product.demoClock?.now() ?? product.clock.now;
  await repaymentPass({
    db: product.db,
    bank: desk.bank,
    now,
    repayment: DEFAULT_REPAYMENT_SETTINGS,
  });
}

/** The borrower reports a payment: a part, or all that is owed now. */
async function report(subject: Subject, all: boolean) {
  const amount = all ? (await first(subject)).payamount : PART;
  await call(subject.session, 'PUT', `/loan/submit-repayment/${subject.loanId}`, borrower.userId, {
    amount,
  });
}

export const installmentDriver: MachineDriver<Subject> = {
  label: 'installment',
  slug: 'installment',
  machine: installmentMachine,
  runs: [
    {
      name: 'first',
      input: {
        borrowerId: owner.userId,
        dueDate: DUE,
        amountDue: AMOUNT_DUE,
        lateChargePercentPerDay: '0',
      },
      async start(desk) {
        const loan = await loanInPeriod(desk);
        const [one] = await installments(loan.session, loan.loanId);
        check(one, 'the loan has no installment');
        return { ...loan, installmentId: one.id };
      },
    },
  ],
  events: [
    { type: 'payment.submit', actor: owner, amount: PART },
    { type: 'payment.submit', actor: owner, amount: AMOUNT_DUE },
    { type: 'payment.confirm', actor: staff },
    { type: 'payment.reject', actor: staff, reason: 'NOT_RECEIVED' },
    { type: 'payment.received', actor: bank, amount: AMOUNT_DUE },
    ...DAYS_PAST_DUE.map((days) => ({ type: 'clock.tick', today: dayAfter(DUE, days) })),
  ],
  // What happens depends on the states and the amounts paid, not on the day last counted.
  serializeState: (snapshot) => {
    const { paid, pendingPayment } = (snapshot as InstallmentSnapshot).context;
    return JSON.stringify([snapshot.value, paid, pendingPayment]);
  },
  cannot: {},
  whyNot(events) {
    const partly = events.find((e) => e.type === 'payment.received' && e.amount !== AMOUNT_DUE);
    return partly
      ? 'the VA billing is closed: the bank takes exactly what is owed, never a part'
      : null;
  },
  who: (event) =>
    event.type === 'clock.tick'
      ? 'the daily pass on the movable clock'
      : event.type === 'payment.received'
        ? 'the borrower paying the VA bill (the built-in bank’s callback)'
        : (event.actor as Actor).role === 'admin'
          ? 'staff'
          : 'the borrower',
  async take(desk, subject, event) {
    const { session } = subject;
    switch (event.type) {
      case 'payment.submit': {
        const all = event.amount === AMOUNT_DUE;
        await report(subject, all);
        return `the borrower: PUT /loan/submit-repayment/{id} (${all ? 'all that is owed' : 'a part'})`;
      }
      case 'payment.confirm':
        await call(
          session,
          'PUT',
          `/repayment/${await paymentUnderReview(session, subject.loanId)}/confirm`,
          creditOfficer.userId,
        );
        return 'staff: PUT /repayment/{id}/confirm';
      case 'payment.reject':
        await call(
          session,
          'PUT',
          `/repayment/${await paymentUnderReview(session, subject.loanId)}/reject`,
          creditOfficer.userId,
          { reason: event.reason },
        );
        return 'staff: PUT /repayment/{id}/reject';
      case 'payment.received':
        await payBill(session, subject.installmentId);
        return 'the borrower: PUT /installment/pay/{id}; the built-in bank’s transfer into the VA (POST /demo/bill-transfer)';
      case 'clock.tick': {
        const days = daysBetween(DUE, String(event.today));
        await passDays(desk, subject, days);
        return `the product's date ${days} day(s) past the due date (the movable clock); its daily pass`;
      }
      default:
        throw new Error(`no REST call sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const seen = await first(subject);
    const { quality } = seen as Installment & { quality: string };
    const [row] = await desk.product.db.query<{ state: unknown }>(
      'SELECT machine_state AS state FROM loan_installments WHERE id = $1',
      [subject.installmentId],
    );
    return {
      api: seen.status === 'PAID' ? 'PAID' : `${seen.status} ${quality}`,
      db: row ? canonical(row.state) : '(no row)',
    };
  },
  expected: (snapshot) => {
    const installment = snapshot as InstallmentSnapshot;
    const status = installmentStatusOf(installment);
    return {
      api: status === 'PAID' ? 'PAID' : `${status} ${creditQuality(installment)}`,
      db: canonical(snapshot.value),
    };
  },
};
