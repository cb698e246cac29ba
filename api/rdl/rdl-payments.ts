// Payments the platform makes out of a lender's RDL — a withdrawal now, a loan's funding next —
// and the one place that books them. The RDL is the lender's own account at the bank, mirrored in
// the ledger (mirroredRdl); the bank debits it for the amount and its fee, which the lender pays.
// So each such payment is:
// - registered before the bank is asked to pay (registerRdlPayment), so the mirror can tell its
//   debit lines from a bank charge, even while it is still pending;
// - booked when it settles (settleRdlPayment): amount plus fee out of the account(s) the ledger
//   kept them in (a withdrawal's hold) into the mirrored RDL, which so falls exactly when the
//   bank's balance does — never to BANK_PAYOUT, the platform's own account, which a payment out
//   of an RDL does not touch;
// - cancelled when the bank did not pay (cancelRdlPayment).
// Funding out of an RDL is to call the same three, its reference 'funding:<id>'. Each runs in
// the caller's transaction and takes the lender's row lock the mirror takes, so the mirror never
// sees a payment's state and its booking apart.
import type { AccountRef, EntryKind } from '../../machines/ledger/ledger.rules.ts';
import {
  type RdlPaymentState,
  rdlSettlementLines,
} from '../../machines/ledger/rdl-mirror.rules.ts';
import type { Queryable } from '../db/db.ts';
import { type Posted, postEntry } from '../ledger/post-entry.ts';

export type RdlPayment = {
  /** What the payment is: 'withdrawal:<id>', 'funding:<id>'… (its ledger entries' reference). */
  reference: string;
  lenderId: string;
  /** The RDL the bank debits. */
  accountNumber: string;
  /** What reaches the beneficiary. */
  amountSen: bigint;
  /** The bank's fee for the payment, debited from the RDL with the amount. */
  feeSen: bigint;
};

/** How a settled payment is booked: its entry's kind and text, and where the money was held. */
export type RdlPaymentBooking = {
  kind: EntryKind;
  description: string;
  /** The account the ledger kept the amount and fee in until the bank paid (a withdrawal's hold). */
  from: AccountRef;
  /** Where the fee was kept, when not with the amount (a funding's fee on the lender's wallet). */
  feeFrom?: AccountRef;
  postedAt?: Date;
};

const lockLender = (q: Queryable, lenderId: string) =>
  q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [lenderId]);

/** Registers a payment before the bank is asked to make it; registering it again does nothing. */
export async function registerRdlPayment(q: Queryable, payment: RdlPayment): Promise<void> {
  await lockLender(q, payment.lenderId);
  await q.query(
    `INSERT INTO rdl_payments (reference, lender_id, account_number, amount_sen, fee_sen, state)
     VALUES ($1, $2, $3, $4::bigint, $5::bigint, 'PENDING')
     ON CONFLICT (reference) DO NOTHING`,
    [
      payment.reference,
      payment.lenderId,
      payment.accountNumber,
      payment.amountSen.toString(),
      payment.feeSen.toString(),
    ],
  );
}

/**
 * The bank paid: amount plus fee move from where the ledger held them into the mirrored RDL
 * (entry key '<reference>:settle', so settling twice books once). A payment not registered
 * before is registered now; one registered with other amounts, or cancelled, is a mistake.
 */
export async function settleRdlPayment(
  q: Queryable,
  payment: RdlPayment,
  booking: RdlPaymentBooking,
): Promise<Posted> {
  await lockLender(q, payment.lenderId);
  await registerRdlPayment(q, payment);
  const [registered] = await q.query<{
    lender_id: string;
    account_number: string;
    amount: string;
    fee: string;
    state: RdlPaymentState;
  }>(
    `SELECT lender_id, account_number, amount_sen::text AS amount, fee_sen::text AS fee, state
       FROM rdl_payments WHERE reference = $1`,
    [payment.reference],
  );
  if (
    !registered ||
    registered.lender_id !== payment.lenderId ||
    registered.account_number !== payment.accountNumber ||
    BigInt(registered.amount) !== payment.amountSen ||
    BigInt(registered.fee) !== payment.feeSen
  ) {
    throw new Error(`RDL payment ${payment.reference} settled with other amounts than registered`);
  }
  if (registered.state === 'CANCELLED') {
    throw new Error(`RDL payment ${payment.reference} was cancelled: it cannot settle`);
  }
  await q.query(
    `UPDATE rdl_payments
        SET state = 'SETTLED', settled_at = coalesce(settled_at, $2::timestamptz, now())
      WHERE reference = $1`,
    [payment.reference, booking.postedAt?.toISOString() ?? null],
  );
  return postEntry(q, {
    kind: booking.kind,
    reference: payment.reference,
    description: booking.description,
    idempotencyKey: `${payment.reference}:settle`,
    lines: rdlSettlementLines(payment, booking),
    ...(booking.postedAt ? { postedAt: booking.postedAt } : {}),
  });
}

/**
 * The bank did not pay: the payment is cancelled (a settled one stays settled). Whatever the
 * bank debited for it anyway becomes a charge at the next mirror, and what it gives back a
 * deposit (machines/ledger/rdl-mirror.rules.ts).
 */
export async function cancelRdlPayment(q: Queryable, payment: RdlPayment): Promise<void> {
  await lockLender(q, payment.lenderId);
  await q.query(
    `UPDATE rdl_payments SET state = 'CANCELLED' WHERE reference = $1 AND state = 'PENDING'`,
    [payment.reference],
  );
}
