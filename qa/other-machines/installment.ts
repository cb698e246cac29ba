// An installment: the first installment of a fresh loan paid out into its loan period (funded
// whole by a lender of its own, the agreements signed at the built-in provider, the payout paid
// by the built-in bank). The borrower reports a payment of part of it or of all that is owed
// (REST PUT /loan/submit-repayment/{id}; GraphQL submitRepayment) and staff confirm or reject it
// from their review list (REST GET /repayment/review, PUT /repayment/{id}/confirm|reject; GraphQL
// paymentsToReview, confirmPayment, rejectPayment: the staff payments screen's), or the borrower
// pays its VA bill through the built-in bank (REST PUT /installment/pay/{id}, POST
// /demo/bill-transfer; GraphQL payNextInstallment, simulateBillTransfer: the bill page's); days
// pass on the movable clock and the product's daily pass counts them (the day after the due date,
// then into each of OJK's quality buckets). What the tier reports is staff's view of the
// installment (REST GET /loan/{id}/repayment: its status and quality; GraphQL loanRepayment, the
// staff repayment schedule's: its status and the arrears label, which names the quality bucket
// once past due); the database, the installment row's machine state.
//
// The model counts the amount due alone (no late charge: its rate is 0): a late installment
// owes its late charges too in the product, and the borrower's "all that is owed" pays them —
// so paying it all covers the installment in both, which is what the paths follow.
import { repaymentPass } from '../../api/repayment/daily-pass.ts';
import { DEFAULT_REPAYMENT_SETTINGS } from '../../api/repayment/settings.ts';
import { daysBetween } from '../../machines/installment/installment.charges.ts';
import { arrearsLabels } from '../../machines/installment/installment.labels.ts';
import { installmentMachine } from '../../machines/installment/installment.machine.ts';
import { creditQualityLabels } from '../../machines/installment/installment.quality.ts';
import type { InstallmentSnapshot } from '../../machines/installment/installment.selectors.ts';
import {
  arrearsOf,
  creditQuality,
  installmentStatusOf,
} from '../../machines/installment/installment.selectors.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import { borrower, creditOfficer } from '../../tests/support/loan-paths.ts';
import { check } from '../check.ts';
import { call, type Installment, installments, moveClockTo, payBill } from '../session.ts';
import { type LoanSubject, loanInPeriod } from './loans.ts';
import { canonical, type MachineDriver } from './model.ts';
import type { Desk } from './people.ts';
import { at, mustGraphql, type Surfaces } from './surface.ts';

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

/** What staff read of the installment, and what is owed of it now. */
type InstallmentSeen = { status: string; quality: string; owed: string };

type InstallmentOperations = {
  /** The borrower reports a payment of this amount; answers the call made. */
  report(desk: Desk, subject: Subject, amount: string): Promise<string>;
  /** Staff confirm or reject the payment under review; answers the calls made. */
  review(
    desk: Desk,
    subject: Subject,
    answer: 'confirm' | 'reject',
    reason?: string,
  ): Promise<string>;
  /** The borrower pays the bill into its VA, the built-in bank's transfer; answers the calls. */
  payBill(desk: Desk, subject: Subject): Promise<string>;
  read(desk: Desk, subject: Subject): Promise<InstallmentSeen>;
};

const tokenOf = (subject: Subject, actor: string) => subject.session.tokens[actor];

const surfaces: Surfaces<InstallmentOperations> = {
  rest: {
    async report(_desk, subject, amount) {
      await call(
        subject.session,
        'PUT',
        `/loan/submit-repayment/${subject.loanId}`,
        borrower.userId,
        {
          amount,
        },
      );
      return 'PUT /loan/submit-repayment/{id}';
    },
    async review(_desk, subject, answer, reason) {
      const list = await call(subject.session, 'GET', '/repayment/review', creditOfficer.userId);
      const payment = (list as unknown as { id: number; loanid: number }[]).find(
        (p) => Number(p.loanid) === subject.loanId,
      );
      check(payment, 'no payment of the loan waits for review');
      await call(
        subject.session,
        'PUT',
        `/repayment/${payment.id}/${answer}`,
        creditOfficer.userId,
        ...(reason ? [{ reason }] : []),
      );
      return `GET /repayment/review, PUT /repayment/{id}/${answer}`;
    },
    async payBill(_desk, subject) {
      await payBill(subject.session, subject.installmentId);
      return 'PUT /installment/pay/{id}; the built-in bank’s transfer into the VA (POST /demo/bill-transfer)';
    },
    async read(_desk, subject) {
      const seen = await first(subject);
      return {
        status: seen.status,
        quality: (seen as Installment & { quality: string }).quality,
        owed: seen.payamount,
      };
    },
  },
  graphql: {
    async report(desk, subject, amount) {
      await mustGraphql(
        desk,
        tokenOf(subject, borrower.userId),
        'mutation ($loanId: ID!, $amount: Decimal!) { submitRepayment(loanId: $loanId, amount: $amount) { id status } }',
        { loanId: String(subject.loanId), amount },
      );
      return 'GraphQL submitRepayment';
    },
    async review(desk, subject, answer, reason) {
      const token = tokenOf(subject, creditOfficer.userId);
      const { paymentsToReview } = await mustGraphql<{
        paymentsToReview: { id: string; loanId: string }[];
      }>(desk, token, 'query { paymentsToReview { id loanId } }');
      const payment = paymentsToReview.find((p) => p.loanId === String(subject.loanId));
      check(payment, 'no payment of the loan waits for review');
      if (answer === 'confirm') {
        await mustGraphql(
          desk,
          token,
          'mutation ($id: ID!) { confirmPayment(id: $id) { status } }',
          {
            id: payment.id,
          },
        );
        return 'GraphQL paymentsToReview, confirmPayment';
      }
      await mustGraphql(
        desk,
        token,
        'mutation ($id: ID!, $reason: PaymentRejectionReason!) { rejectPayment(id: $id, reason: $reason) { status } }',
        { id: payment.id, reason },
      );
      return 'GraphQL paymentsToReview, rejectPayment';
    },
    async payBill(desk, subject) {
      const token = tokenOf(subject, borrower.userId);
      const { payNextInstallment: bill } = await mustGraphql<{
        payNextInstallment: { id: string };
      }>(
        desk,
        token,
        'mutation ($loanId: ID!) { payNextInstallment(loanId: $loanId) { id virtualAccount billingAmount } }',
        { loanId: String(subject.loanId) },
      );
      check(bill.id === String(subject.installmentId), `the next bill is installment ${bill.id}`);
      const { simulateBillTransfer: paid } = await mustGraphql<{
        simulateBillTransfer: { status: string };
      }>(
        desk,
        token,
        'mutation ($installmentId: ID!) { simulateBillTransfer(installmentId: $installmentId) { status } }',
        { installmentId: bill.id },
      );
      check(paid.status === 'PAID', `the bill was not paid: ${JSON.stringify(paid)}`);
      return 'GraphQL payNextInstallment; the built-in bank’s transfer into the VA (GraphQL simulateBillTransfer)';
    },
    async read(desk, subject) {
      const { loanRepayment } = await mustGraphql<{
        loanRepayment: {
          installments: {
            id: string;
            status: string;
            payAmount: string;
            arrearsLabel: { en: string };
          }[];
        };
      }>(
        desk,
        tokenOf(subject, creditOfficer.userId),
        'query ($loanId: ID!) { loanRepayment(loanId: $loanId) { installments { id status payAmount arrearsLabel { en } } } }',
        { loanId: String(subject.loanId) },
      );
      const seen = loanRepayment.installments.find((i) => i.id === String(subject.installmentId));
      check(seen, `installment ${subject.installmentId} is not listed`);
      return { status: seen.status, quality: seen.arrearsLabel.en, owed: seen.payAmount };
    },
  },
};

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
    const surface = at(surfaces, desk);
    switch (event.type) {
      case 'payment.submit': {
        const all = event.amount === AMOUNT_DUE;
        // All that is owed now, as staff's view of the installment says it.
        const amount = all ? (await surface.read(desk, subject)).owed : PART;
        const via = await surface.report(desk, subject, amount);
        return `the borrower: ${via} (${all ? 'all that is owed' : 'a part'})`;
      }
      case 'payment.confirm':
        return `staff: ${await surface.review(desk, subject, 'confirm')}`;
      case 'payment.reject':
        return `staff: ${await surface.review(desk, subject, 'reject', String(event.reason))}`;
      case 'payment.received':
        return `the borrower: ${await surface.payBill(desk, subject)}`;
      case 'clock.tick': {
        const days = daysBetween(DUE, String(event.today));
        await passDays(desk, subject, days);
        return `the product's date ${days} day(s) past the due date (the movable clock); its daily pass`;
      }
      default:
        throw new Error(`no call of a client sends ${event.type}`);
    }
  },
  async observe(desk, subject) {
    const seen = await at(surfaces, desk).read(desk, subject);
    const [row] = await desk.product.db.query<{ state: unknown }>(
      'SELECT machine_state AS state FROM loan_installments WHERE id = $1',
      [subject.installmentId],
    );
    return {
      api: seen.status === 'PAID' ? 'PAID' : `${seen.status} ${seen.quality}`,
      db: row ? canonical(row.state) : '(no row)',
    };
  },
  expected: (snapshot, tier) => {
    const installment = snapshot as InstallmentSnapshot;
    const status = installmentStatusOf(installment);
    // REST names OJK's bucket; GraphQL shows the arrears label, which names it once past due.
    const quality =
      tier === 'rest'
        ? creditQuality(installment)
        : arrearsOf(installment) === 'current'
          ? arrearsLabels.current.en
          : creditQualityLabels[creditQuality(installment)].en;
    return {
      api: status === 'PAID' ? 'PAID' : `${status} ${quality}`,
      db: canonical(snapshot.value),
    };
  },
  outside: {
    'clock.tick':
      'time passing: the product’s date past the due date on the movable clock, counted by its daily pass',
  },
};
