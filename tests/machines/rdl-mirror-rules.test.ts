// The RDL mirror's pure rules: which bank line a payment out of the RDL explains, and what is left.
import { describe, expect, it } from 'vitest';
import {
  explainRdlLines,
  type KnownRdlPayment,
  openParts,
  rdlSettlementLines,
  rdlUnexplainedSen,
} from '../../machines/ledger/rdl-mirror.rules.ts';

const payment = (
  reference: string,
  amountSen: bigint,
  feeSen: bigint,
  more: Partial<KnownRdlPayment> = {},
): KnownRdlPayment => ({ reference, state: 'PENDING', amountSen, feeSen, matched: [], ...more });
const debit = (amountSen: bigint) => ({ direction: 'D' as const, amountSen });

describe('explaining RDL history lines', () => {
  it("takes a payment's amount and fee lines, or both in one line, each once", () => {
    const p = payment('withdrawal:1', 5_000_000_00n, 2_900_00n);
    expect(
      explainRdlLines([debit(2_900_00n), debit(5_000_000_00n), debit(2_900_00n)], [p]),
    ).toEqual([
      { as: 'PAYMENT', payment: 'withdrawal:1', part: 'FEE' },
      { as: 'PAYMENT', payment: 'withdrawal:1', part: 'AMOUNT' },
      { as: 'CHARGE' },
    ]);
    expect(explainRdlLines([debit(5_002_900_00n)], [p])).toEqual([
      { as: 'PAYMENT', payment: 'withdrawal:1', part: 'TOTAL' },
    ]);
    expect(openParts({ ...p, matched: ['TOTAL'] })).toEqual([]);
    expect(openParts({ ...p, matched: ['AMOUNT'] })).toEqual(['FEE']);
  });

  it('matches the oldest payment first, a settled one too, never a cancelled one', () => {
    const lines = [debit(1_000_000_00n), debit(1_000_000_00n), debit(1_000_000_00n)];
    expect(
      explainRdlLines(lines, [
        payment('withdrawal:1', 1_000_000_00n, 0n, { state: 'CANCELLED' }),
        payment('withdrawal:2', 1_000_000_00n, 0n, { state: 'SETTLED' }),
        payment('withdrawal:3', 1_000_000_00n, 0n),
      ]),
    ).toEqual([
      { as: 'PAYMENT', payment: 'withdrawal:2', part: 'AMOUNT' },
      { as: 'PAYMENT', payment: 'withdrawal:3', part: 'AMOUNT' },
      { as: 'CHARGE' },
    ]);
  });

  it('reads a credit as a deposit and leaves parts already explained alone', () => {
    const p = payment('withdrawal:1', 700_00n, 100_00n, { matched: ['AMOUNT', 'FEE'] });
    expect(explainRdlLines([{ direction: 'K', amountSen: 700_00n }, debit(700_00n)], [p])).toEqual([
      { as: 'DEPOSIT' },
      { as: 'CHARGE' },
    ]);
  });

  it('leaves unexplained only what the bank holds beyond the mirror less pending debits', () => {
    expect(rdlUnexplainedSen(900n, 1_000n, 100n)).toBe(0n);
    expect(rdlUnexplainedSen(1_234n, 1_000n, 0n)).toBe(234n);
    expect(rdlUnexplainedSen(800n, 1_000n, 100n)).toBe(-100n);
  });
});

describe('booking a settled payment out of an RDL', () => {
  const hold = { kind: 'LENDER_ON_HOLD', ownerId: 'l-1' } as const;
  const active = { kind: 'LENDER_ACTIVE', ownerId: 'l-1' } as const;
  const escrow = { kind: 'LOAN_ESCROW', ownerId: 'loan-1' } as const;
  const rdl = { kind: 'RDL_AT_BANK', ownerId: 'l-1' } as const;
  const payment = { lenderId: 'l-1', amountSen: 1_000_000_00n, feeSen: 6_500_00n };

  it('moves amount and fee from where they were kept into the mirrored RDL', () => {
    expect(rdlSettlementLines(payment, { from: hold })).toEqual([
      { account: hold, amountSen: -1_006_500_00n },
      { account: rdl, amountSen: 1_006_500_00n },
    ]);
    expect(rdlSettlementLines(payment, { from: escrow, feeFrom: active })).toEqual([
      { account: escrow, amountSen: -1_000_000_00n },
      { account: active, amountSen: -6_500_00n },
      { account: rdl, amountSen: 1_006_500_00n },
    ]);
    expect(
      rdlSettlementLines({ ...payment, feeSen: 0n }, { from: escrow, feeFrom: active }),
    ).toEqual([
      { account: escrow, amountSen: -1_000_000_00n },
      { account: rdl, amountSen: 1_000_000_00n },
    ]);
  });
});
