// One installment of a loan (spec §3 Installment, §4 "paid, under review of payment";
// loan-lifecycle.md "overdue handling"). Two regions while it is open: `payment` (waiting for a
// payment, or one under staff review) and `arrears`, OJK's quality buckets (installment.quality.ts):
// current, special mention (1–30 days past due), substandard (31–60), doubtful (61–90) and loss
// (over 90 — the TKB90 figure). Time arrives as `clock.tick` with today's date; the guards take
// the days past due from it and the due date; nothing here reads a clock.
//
// Rules where the spec is silent, decided here:
// - Overdue (special mention) from the day after the due date; loss when more than 90 days past
//   due. A tick moves the arrears straight to the bucket of its day, however many it skips;
//   buckets only get worse while the installment is open (days only grow).
// - The late charge accrues per day at the product's rate on the part of the amount due still
//   unpaid (payments go to the amount due first, then to late charges; no charge on charges),
//   each day's charge rounded down to the whole rupiah, as the schedule's interest, so every bill
//   is whole rupiah, what a VA billing asks exactly (installment.charges.ts).
// - A payment under review counts as paid for the late charge; if staff reject it, the charge it
//   held back is added (`lateChargeOnHold`); if they confirm it, with the day the bank received
//   the money, the charge held back for the days before that day is added (heldChargeOwedSen),
//   so a claim sent before paying gains nothing either.
// - A VA payment the bank confirms (`payment.received`, closed billing of what is owed) is
//   credited at once, without review; a reported transfer or other payment waits for staff.
// - A submitted payment may not exceed what is owed at that moment. What a confirmed payment
//   leaves over (paid twice: a transfer and the VA) pays the loan's next installments; only what
//   is left after the last is the borrower's (api/repayment/payments.ts carryExcess). Paid when
//   confirmed payments cover amount due + late charges.
// - Installments are paid in their order: the borrower may not pay (nor open the bill of) one
//   while an earlier one is still open for payment; one under review does not hold the next back.
//   The bank's confirmation of money it took is never refused for it.
import { and, assign, setup } from 'xstate';
import { fromSen, isRupiah, toSen } from '../shared/money.ts';
import {
  accrue,
  addRupiah,
  daysBetween,
  heldChargeOwedSen,
  isIsoDate,
  owedSen,
  toMicroPercent,
} from './installment.charges.ts';
import {
  ARREARS_STATES,
  type ArrearsState,
  type CreditQuality,
  creditQualityOf,
} from './installment.quality.ts';
import type {
  InstallmentContext,
  InstallmentEvent,
  InstallmentEventType,
  InstallmentInput,
  InstallmentReasonCode,
  InstallmentTag,
} from './installment.types.ts';

/** More than this many days past due counts against TKB90. */
export const TKB_DAYS = 90;

type Check = (context: InstallmentContext, event: InstallmentEvent) => InstallmentReasonCode | null;

const role = (event: InstallmentEvent) => ('actor' in event ? event.actor.role : 'system');

const isOwner: Check = (context, event) => {
  if (role(event) !== 'borrower') return 'WRONG_ROLE';
  return 'actor' in event && event.actor.userId === context.borrowerId ? null : 'NOT_OWNER';
};
const isStaff: Check = (_, event) => (role(event) === 'admin' ? null : 'WRONG_ROLE');
const isBank: Check = (_, event) => (role(event) === 'system' ? null : 'WRONG_ROLE');
const paying = (event: InstallmentEvent) =>
  event.type === 'payment.submit' || event.type === 'payment.received';
const validAmount: Check = (_, event) =>
  paying(event) && 'amount' in event && (!isRupiah(event.amount) || toSen(event.amount) <= 0n)
    ? 'AMOUNT_INVALID'
    : null;
const withinOwed: Check = (context, event) =>
  paying(event) && 'amount' in event && toSen(event.amount) > owedSen(context)
    ? 'EXCEEDS_OWED'
    : null;
const inTurn: Check = (_, event) =>
  event.type === 'payment.submit' && event.earlierUnpaid !== undefined
    ? 'EARLIER_INSTALLMENT_UNPAID'
    : null;
const validDate: Check = (_, event) =>
  (event.type === 'clock.tick' && !isIsoDate(event.today)) ||
  (event.type === 'payment.confirm' &&
    event.receivedOn !== undefined &&
    !isIsoDate(event.receivedOn))
    ? 'DATE_INVALID'
    : null;
// Before and on the due date nothing accrues; a tick matters only once it is past due.
const pastDue: Check = (context, event) =>
  event.type === 'clock.tick' && event.today <= context.dueDate ? 'NOT_PAST_DUE' : null;
// Ticks may repeat or arrive out of order (several API instances): only a later day counts.
const laterDay: Check = (context, event) =>
  event.type === 'clock.tick' &&
  context.chargedThrough !== null &&
  event.today <= context.chargedThrough
    ? 'STALE_TICK'
    : null;

export const installmentChecks: Record<InstallmentEventType, readonly Check[]> = {
  'payment.submit': [isOwner, inTurn, validAmount, withinOwed],
  'payment.received': [isBank, validAmount, withinOwed],
  'payment.confirm': [isStaff, validDate],
  'payment.reject': [isStaff],
  'clock.tick': [validDate, pastDue, laterDay],
};

/** The first reason this event is refused in this context; null when allowed. */
export function refusal(
  context: InstallmentContext,
  event: InstallmentEvent,
): InstallmentReasonCode | null {
  for (const check of installmentChecks[event.type]) {
    const reason = check(context, event);
    if (reason) return reason;
  }
  return null;
}

function daysPastDueOn(context: InstallmentContext, today: string): number {
  return Math.max(0, daysBetween(context.dueDate, today));
}

function initialContext(input: InstallmentInput): InstallmentContext {
  // Misconfigured products fail loudly (RangeError) instead of charging a wrong amount.
  if (!isIsoDate(input.dueDate)) throw new RangeError(`not a YYYY-MM-DD date: ${input.dueDate}`);
  toMicroPercent(input.lateChargePercentPerDay);
  return {
    ...input,
    amountDue: fromSen(toSen(input.amountDue)),
    paid: '0.00',
    lateCharge: '0.00',
    lateChargeOnHold: '0.00',
    pendingPayment: null,
    chargedThrough: null,
    rejection: null,
  };
}

const dayIn =
  (quality: CreditQuality) =>
  ({ context, event }: { context: InstallmentContext; event: InstallmentEvent }) =>
    event.type === 'clock.tick' && creditQualityOf(daysPastDueOn(context, event.today)) === quality;

const DAY_IN = {
  specialMention: 'dayInSpecialMention',
  substandard: 'dayInSubstandard',
  doubtful: 'dayInDoubtful',
  loss: 'dayInLoss',
} as const satisfies Record<Exclude<ArrearsState, 'current'>, string>;

/**
 * A state's `clock.tick`: to each worse bucket when the day falls in it (worst first), else the
 * day counts where it is (`current` has no such fallback: a tick that counts is past due).
 */
function ticks(from: ArrearsState) {
  // Every state after `from` (so never `current`), worst first.
  const worse = ARREARS_STATES.slice(ARREARS_STATES.indexOf(from) + 1).reverse() as Exclude<
    ArrearsState,
    'current'
  >[];
  return [
    ...worse.map((to) => ({
      target: to,
      guard: and(['allowed' as const, DAY_IN[to]]),
      actions: 'accrueLateCharge' as const,
    })),
    ...(from === 'current'
      ? []
      : [{ guard: 'allowed' as const, actions: 'accrueLateCharge' as const }]),
  ];
}

export const installmentMachine = setup({
  types: {
    context: {} as InstallmentContext,
    events: {} as InstallmentEvent,
    input: {} as InstallmentInput,
    tags: {} as InstallmentTag,
  },
  guards: {
    allowed: ({ context, event }) => refusal(context, event) === null,
    // The tick's day lies in this bucket (days past due from the due date to the day): named
    // per bucket, so diagrams and reasons say which.
    dayInSpecialMention: dayIn('SPECIAL_MENTION'),
    dayInSubstandard: dayIn('SUBSTANDARD'),
    dayInDoubtful: dayIn('DOUBTFUL'),
    dayInLoss: dayIn('LOSS'),
    coversAll: ({ context, event }) =>
      context.pendingPayment !== null &&
      toSen(context.pendingPayment) >=
        owedSen(context) +
          (event.type === 'payment.confirm' ? heldChargeOwedSen(context, event.receivedOn) : 0n),
    receivedCoversAll: ({ context, event }) =>
      event.type === 'payment.received' && toSen(event.amount) >= owedSen(context),
  },
  actions: {
    // Side effects, provided by each runtime (tell staff a payment waits; tell the borrower).
    notifyStaff: () => {},
    notifyBorrower: () => {},
    accrueLateCharge: assign(({ context, event }) => {
      if (event.type !== 'clock.tick') return {};
      const from = context.chargedThrough ?? context.dueDate;
      const accrued = accrue(context, daysBetween(from, event.today));
      // Never past what the loan's charges have left under OJK's 100% cap (ojk-limits.ts).
      const room = event.lateChargeRoom === undefined ? null : toSen(event.lateChargeRoom);
      const charged = room === null || accrued.charged <= room ? accrued.charged : room;
      const onHoldRoom = room === null ? null : room - charged;
      const onHold =
        onHoldRoom === null || accrued.onHold <= onHoldRoom ? accrued.onHold : onHoldRoom;
      return {
        chargedThrough: event.today,
        lateCharge: addRupiah(context.lateCharge, charged),
        lateChargeOnHold: addRupiah(context.lateChargeOnHold, onHold),
      };
    }),
    holdPayment: assign(({ event }) =>
      event.type === 'payment.submit'
        ? { pendingPayment: fromSen(toSen(event.amount)), rejection: null }
        : {},
    ),
    applyReceived: assign(({ context, event }) =>
      event.type === 'payment.received'
        ? { paid: addRupiah(context.paid, toSen(event.amount)), rejection: null }
        : {},
    ),
    applyPayment: assign(({ context, event }) => ({
      paid: addRupiah(context.paid, toSen(context.pendingPayment ?? '0')),
      pendingPayment: null,
      // The held-back charge of the days before the bank received the money is owed.
      lateCharge: addRupiah(
        context.lateCharge,
        event.type === 'payment.confirm' ? heldChargeOwedSen(context, event.receivedOn) : 0n,
      ),
      lateChargeOnHold: '0.00',
    })),
    returnPayment: assign(({ context, event }) => ({
      pendingPayment: null,
      lateCharge: addRupiah(context.lateCharge, toSen(context.lateChargeOnHold)),
      lateChargeOnHold: '0.00',
      rejection: event.type === 'payment.reject' ? event.reason : null,
    })),
  },
}).createMachine({
  id: 'installment',
  description: 'One installment: its payments, its arrears and its late charge.',
  context: ({ input }) => initialContext(input),
  initial: 'open',
  states: {
    open: {
      description: 'Something is still owed on this installment.',
      type: 'parallel',
      states: {
        payment: {
          description: 'Whether a payment waits for staff review.',
          initial: 'unpaid',
          states: {
            unpaid: {
              description: 'Not (fully) paid; the borrower may submit a payment.',
              tags: ['canPay'],
              on: {
                'payment.submit': {
                  target: 'reviewPaid',
                  guard: 'allowed',
                  actions: ['holdPayment', 'notifyStaff'],
                },
                // The bank's confirmed VA payment: real money, credited at once (no review).
                'payment.received': [
                  {
                    target: '#installment.paid',
                    guard: and(['allowed', 'receivedCoversAll']),
                    actions: ['applyReceived', 'notifyBorrower'],
                  },
                  { guard: 'allowed', actions: ['applyReceived', 'notifyBorrower'] },
                ],
              },
            },
            reviewPaid: {
              description: 'The borrower submitted a payment; staff confirm or reject it.',
              tags: ['awaitingReview'],
              on: {
                'payment.confirm': [
                  {
                    target: '#installment.paid',
                    guard: and(['allowed', 'coversAll']),
                    actions: ['applyPayment', 'notifyBorrower'],
                  },
                  {
                    target: 'unpaid',
                    guard: 'allowed',
                    actions: ['applyPayment', 'notifyBorrower'],
                  },
                ],
                'payment.reject': {
                  target: 'unpaid',
                  guard: 'allowed',
                  actions: ['returnPayment', 'notifyBorrower'],
                },
              },
            },
          },
        },
        arrears: {
          description: "How far past its due date the installment is: OJK's quality bucket.",
          initial: 'current',
          states: {
            current: {
              description: 'Lancar: not past its due date.',
              on: { 'clock.tick': ticks('current') },
            },
            specialMention: {
              description:
                'Dalam Perhatian Khusus: 1–30 days past due; the late charge accrues every day.',
              tags: ['overdue'],
              on: { 'clock.tick': ticks('specialMention') },
            },
            substandard: {
              description: 'Kurang Lancar: 31–60 days past due.',
              tags: ['overdue'],
              on: { 'clock.tick': ticks('substandard') },
            },
            doubtful: {
              description: 'Diragukan: 61–90 days past due.',
              tags: ['overdue'],
              on: { 'clock.tick': ticks('doubtful') },
            },
            loss: {
              description: `Macet: more than ${TKB_DAYS} days past due; counts against the TKB90 figure.`,
              tags: ['overdue', 'over90'],
              on: { 'clock.tick': ticks('loss') },
            },
          },
        },
      },
    },
    paid: {
      description: 'Amount due and late charges are covered: nothing is owed.',
      type: 'final',
      tags: ['paid'],
    },
  },
});
