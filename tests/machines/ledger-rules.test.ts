// The ledger's pure rules: an entry is posted only when well-formed.
import { describe, expect, it } from 'vitest';
import {
  entryRefusal,
  lateChargeAccrued,
  lateChargeReceivable,
  mustStayNonNegative,
  PLATFORM,
  transferLines,
  wouldOverdraw,
} from '../../machines/ledger/ledger.rules.ts';

const wallet = { kind: 'LENDER_ACTIVE', ownerId: 'lender-1' } as const;
const bank = { kind: 'BANK_VA_SETTLEMENT', ownerId: PLATFORM } as const;

describe('ledger entry rules', () => {
  it('accepts a balanced transfer', () => {
    const lines = transferLines(bank, wallet, 150_000n);
    expect(lines.map((l) => l.amountSen)).toEqual([-150_000n, 150_000n]);
    expect(entryRefusal({ kind: 'PLACEMENT', idempotencyKey: 'k', lines })).toBeNull();
  });

  it('refuses entries that do not balance, have a zero line, one line, no key or an unknown kind', () => {
    const unbalanced = [
      { account: bank, amountSen: -100n },
      { account: wallet, amountSen: 99n },
    ];
    expect(entryRefusal({ kind: 'PLACEMENT', idempotencyKey: 'k', lines: unbalanced })).toBe(
      'UNBALANCED',
    );
    expect(
      entryRefusal({
        kind: 'PLACEMENT',
        idempotencyKey: 'k',
        lines: transferLines(bank, wallet, 0n),
      }),
    ).toBe('ZERO_LINE');
    expect(
      entryRefusal({
        kind: 'PLACEMENT',
        idempotencyKey: 'k',
        lines: [{ account: bank, amountSen: 0n }],
      }),
    ).toBe('TOO_FEW_LINES');
    expect(
      entryRefusal({
        kind: 'PLACEMENT',
        idempotencyKey: ' ',
        lines: transferLines(bank, wallet, 1n),
      }),
    ).toBe('NO_IDEMPOTENCY_KEY');
    expect(
      entryRefusal({ kind: 'GIFT', idempotencyKey: 'k', lines: transferLines(bank, wallet, 1n) }),
    ).toBe('UNKNOWN_KIND');
  });

  it("keeps people's money non-negative and lets the bank's counterpart accounts go below zero", () => {
    expect(mustStayNonNegative('LENDER_ACTIVE')).toBe(true);
    expect(mustStayNonNegative('LENDER_ON_HOLD')).toBe(true);
    expect(mustStayNonNegative('LOAN_ESCROW')).toBe(true);
    expect(mustStayNonNegative('BANK_VA_SETTLEMENT')).toBe(false);
    expect(mustStayNonNegative('RDL_AT_BANK')).toBe(false);
  });

  it("keeps a late charge's accrual off every wallet: receivable and accrued only, either sign", () => {
    const accrual = transferLines(lateChargeAccrued(7), lateChargeReceivable(7), 1_000n);
    expect(accrual.map((l) => [l.account.kind, l.account.ownerId, l.amountSen])).toEqual([
      ['LATE_CHARGE_ACCRUED', '7', -1_000n],
      ['LATE_CHARGE_RECEIVABLE', '7', 1_000n],
    ]);
    expect(
      entryRefusal({ kind: 'LATE_CHARGE_ACCRUAL', idempotencyKey: 'k', lines: accrual }),
    ).toBeNull();
    expect(
      entryRefusal({
        kind: 'LATE_CHARGE_ACCRUAL',
        idempotencyKey: 'k',
        lines: transferLines(lateChargeAccrued(7), wallet, 1_000n),
      }),
    ).toBe('NOT_BOOKKEEPING_ACCOUNT');
    expect(mustStayNonNegative('LATE_CHARGE_RECEIVABLE')).toBe(false);
    expect(mustStayNonNegative('LATE_CHARGE_ACCRUED')).toBe(false);
  });
});

describe('overdrawing', () => {
  it('refuses a move that takes a non-negative account below zero, to the last sen', () => {
    const wallet = { nonNegative: true, balanceSen: 100_00n };
    expect(wouldOverdraw(wallet, -100_00n)).toBe(false);
    expect(wouldOverdraw(wallet, -100_01n)).toBe(true);
    expect(wouldOverdraw(wallet, 5n)).toBe(false);
    // The bank's and the platform's accounts may go below zero.
    expect(wouldOverdraw({ nonNegative: false, balanceSen: 0n }, -1n)).toBe(false);
  });
});
