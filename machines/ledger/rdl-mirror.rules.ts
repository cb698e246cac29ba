// The RDL mirror's rules (api/rdl/mirror-rdl.ts reads the bank and posts): which line of an RDL's
// bank history the ledger already explains, and what the mirror posts for the rest.
//
// A lender's RDL is her own account at the bank, mirrored in the ledger as RDL_AT_BANK (minus its
// balance is the RDL's). Money leaves it two ways: a payment the platform asks the bank to make
// (a withdrawal; a loan's funding), booked against RDL_AT_BANK when it settles, amount and the
// bank's fee together (api/rdl/rdl-payments.ts); or something the bank does alone (a charge).
// Money arrives as a deposit (the lender's own transfer, interest with a line of its own). Each
// line of the bank's history is explained once, by its reference:
// - a debit the size of a registered payment's amount, its fee, or both together (the oldest
//   payment first) belongs to that payment while it is pending or settled: the mirror posts
//   nothing for it, the payment's settlement books it;
// - any other debit is a bank charge (an RDL balance entry), any credit a deposit (an RDL deposit);
// - a debit that belonged to a payment since cancelled (the bank took the money, the platform
//   reversed the withdrawal) becomes a charge: money the bank gives back is a credit line.
// Then the bank's balance must equal the mirror less what the bank has already debited for
// payments still pending (booked when they settle); any other difference (interest credited with
// no line) is one RDL balance entry.

import { type AccountRef, mirroredRdl, type PostingLine, transferLines } from './ledger.rules.ts';

export type RdlPaymentState = 'PENDING' | 'SETTLED' | 'CANCELLED';
/** Which part of a payment a debit line is: the amount, the bank's fee, or both in one line. */
export type RdlPaymentPart = 'AMOUNT' | 'FEE' | 'TOTAL';

export type KnownRdlPayment = {
  reference: string;
  state: RdlPaymentState;
  amountSen: bigint;
  feeSen: bigint;
  /** The parts of it that bank lines already explain. */
  matched: readonly RdlPaymentPart[];
};

export type RdlLineExplanation =
  | { as: 'DEPOSIT' }
  | { as: 'CHARGE' }
  | { as: 'PAYMENT'; payment: string; part: RdlPaymentPart };

/** The parts of a payment no line explains yet, in the order a debit is matched against them. */
export function openParts(payment: KnownRdlPayment): RdlPaymentPart[] {
  const taken = new Set(payment.matched);
  if (taken.has('TOTAL')) return [];
  const parts: RdlPaymentPart[] = [];
  if (!taken.has('AMOUNT')) parts.push('AMOUNT');
  if (taken.size === 0 && payment.feeSen > 0n) parts.push('TOTAL');
  if (!taken.has('FEE') && payment.feeSen > 0n) parts.push('FEE');
  return parts;
}

const partSen = (payment: KnownRdlPayment, part: RdlPaymentPart) =>
  part === 'AMOUNT'
    ? payment.amountSen
    : part === 'FEE'
      ? payment.feeSen
      : payment.amountSen + payment.feeSen;

/**
 * Explains new history lines (oldest first) against the payments out of the RDL (oldest first);
 * a payment's part is taken by one line at most, here and in the lines explained before.
 */
export function explainRdlLines(
  lines: readonly { direction: 'D' | 'K'; amountSen: bigint }[],
  payments: readonly KnownRdlPayment[],
): RdlLineExplanation[] {
  const open = payments
    .filter((p) => p.state !== 'CANCELLED')
    .map((p) => ({ ...p, matched: [...p.matched] }));
  return lines.map((line): RdlLineExplanation => {
    if (line.direction === 'K') return { as: 'DEPOSIT' };
    for (const payment of open) {
      const part = openParts(payment).find((p) => partSen(payment, p) === line.amountSen);
      if (part) {
        payment.matched.push(part);
        return { as: 'PAYMENT', payment: payment.reference, part };
      }
    }
    return { as: 'CHARGE' };
  });
}

/**
 * What the mirror posts as one RDL balance entry after the lines: the bank's balance less what
 * the ledger explains — the mirrored RDL, less what the bank already debited for payments still
 * pending. Positive: the bank holds more than the ledger knows of.
 */
export const rdlUnexplainedSen = (
  bankBalanceSen: bigint,
  mirroredSen: bigint,
  debitedForPendingSen: bigint,
) => bankBalanceSen - (mirroredSen - debitedForPendingSen);

/**
 * A payment out of an RDL, settled: the amount (kept in `from`, a withdrawal's hold) and the
 * bank's fee (kept with it, or in `feeFrom`) leave into the mirrored RDL, which falls by both, as
 * the bank's balance does.
 */
export function rdlSettlementLines(
  payment: { lenderId: string; amountSen: bigint; feeSen: bigint },
  kept: { from: AccountRef; feeFrom?: AccountRef },
): PostingLine[] {
  const rdl = mirroredRdl(payment.lenderId);
  const total = payment.amountSen + payment.feeSen;
  if (!kept.feeFrom || payment.feeSen === 0n) return transferLines(kept.from, rdl, total);
  return [
    { account: kept.from, amountSen: -payment.amountSen },
    { account: kept.feeFrom, amountSen: -payment.feeSen },
    { account: rdl, amountSen: total },
  ];
}
