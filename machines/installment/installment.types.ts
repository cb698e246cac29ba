import type { Actor } from '../shared/actor.ts';
import type { Text } from '../shared/i18n-text.ts';

export type { Actor, Role } from '../shared/actor.ts';

/** Why staff reject a submitted payment. */
export type PaymentRejection = 'NOT_RECEIVED' | 'AMOUNT_MISMATCH' | 'INVALID_PROOF';

export type InstallmentContext = {
  borrowerId: string;
  /** YYYY-MM-DD: the last day the installment may be paid without a late charge. */
  dueDate: string;
  /** Principal and interest of this installment, rupiah. */
  amountDue: string;
  /** The product's late charge, percent of the unpaid amount due per day (e.g. '0.1'). */
  lateChargePercentPerDay: string;
  /** Confirmed payments, rupiah. */
  paid: string;
  /** Late charges accrued so far, rupiah. */
  lateCharge: string;
  /**
   * Late charges held back while a payment is under review, because the payment would have
   * lowered them: added to `lateCharge` if staff reject the payment, dropped if they confirm it.
   */
  lateChargeOnHold: string;
  /** The payment under staff review, rupiah. */
  pendingPayment: string | null;
  /** The last day a late charge was counted for (YYYY-MM-DD); null before the due date passed. */
  chargedThrough: string | null;
  rejection: PaymentRejection | null;
};

export type InstallmentInput = {
  borrowerId: string;
  dueDate: string;
  amountDue: string;
  lateChargePercentPerDay: string;
};

export type InstallmentEvent =
  | {
      type: 'payment.submit';
      actor: Actor;
      amount: string;
      /**
       * The number of an earlier installment of the same loan still open for payment (neither
       * paid nor under review), when there is one: installments are paid in their order.
       */
      earlierUnpaid?: number;
    }
  /** The bank confirmed a payment into the installment's VA billing (the platform's event). */
  | { type: 'payment.received'; actor: Actor; amount: string }
  | {
      type: 'payment.confirm';
      actor: Actor;
      /**
       * YYYY-MM-DD: the day the bank received the money, as staff read it on the bank's
       * statement. The late charge held back while the payment waited is owed for the days
       * before it; absent, the whole of it is dropped (the claim's day is taken as the money's).
       */
      receivedOn?: string;
    }
  | { type: 'payment.reject'; actor: Actor; reason: PaymentRejection }
  | {
      type: 'clock.tick';
      today: string;
      /**
       * Rupiah: the most late charge this installment may still add — what the loan's late
       * charges have left under OJK's cap on all benefit and charges (ojk-limits.ts
       * `lateChargeRoomSen`); absent, no cap is given.
       */
      lateChargeRoom?: string;
    };

export type InstallmentEventType = InstallmentEvent['type'];

export type InstallmentTag = 'canPay' | 'awaitingReview' | 'overdue' | 'over90' | 'paid';

/** The installment's status in the REST contract. */
export type InstallmentStatus = 'UNPAID' | 'REVIEW_PAID' | 'PAID';

export type Arrears = 'current' | 'overdue' | 'over90';

export type InstallmentReasonCode =
  | 'WRONG_STATE'
  | 'WRONG_ROLE'
  | 'NOT_OWNER'
  | 'AMOUNT_INVALID'
  | 'EXCEEDS_OWED'
  | 'EARLIER_INSTALLMENT_UNPAID'
  | 'DATE_INVALID'
  | 'NOT_PAST_DUE'
  | 'STALE_TICK';

export type InstallmentReason = { code: InstallmentReasonCode; text: Text };
