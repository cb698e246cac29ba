// When a lender's investment agreement is theirs to sign (machines/signature/
// investment-agreement.rules.ts): only in FUNDING_COMPLETED, never for a refunded piece, not
// once signed, and again after a signing that may restart or was declined; never for a piece
// auto-lend funded (covered by the standing authorisation).
import { describe, expect, it } from 'vitest';
import {
  awaitsInvestmentSignature,
  coveredByAutoLend,
  INVESTMENT_SIGNING_STAGE,
  mayStartInvestmentSigning,
  whyNotInvestmentSigning,
} from '../../machines/signature/investment-agreement.rules.ts';

const facts = (overrides: Partial<Parameters<typeof mayStartInvestmentSigning>[0]> = {}) => ({
  loanStage: INVESTMENT_SIGNING_STAGE,
  fundingStatus: 'HELD',
  autoLent: false,
  document: null,
  ...overrides,
});

describe('mayStartInvestmentSigning', () => {
  it('opens once the funding is complete, for a piece not refunded', () => {
    expect(mayStartInvestmentSigning(facts())).toBe(true);
    for (const loanStage of ['PROCESS', 'DISBURSEMENT_READY', 'CANCEL']) {
      expect(mayStartInvestmentSigning(facts({ loanStage }))).toBe(false);
    }
    expect(mayStartInvestmentSigning(facts({ fundingStatus: 'REFUNDED' }))).toBe(false);
  });

  it("follows the document's machine: not once signed, again when it may restart or was declined", () => {
    const document = (state: 'completed' | 'cancelled' | 'declined' | 'pending') => ({
      state,
      signed: state === 'completed',
      canStart: state === 'cancelled',
    });
    expect(mayStartInvestmentSigning(facts({ document: document('completed') }))).toBe(false);
    expect(mayStartInvestmentSigning(facts({ document: document('pending') }))).toBe(false);
    expect(mayStartInvestmentSigning(facts({ document: document('cancelled') }))).toBe(true);
    expect(mayStartInvestmentSigning(facts({ document: document('declined') }))).toBe(true);
  });
});

describe('whyNotInvestmentSigning', () => {
  it('names the reason a signing may not start, in both languages', () => {
    expect(whyNotInvestmentSigning(facts())).toBeNull();
    expect(whyNotInvestmentSigning(facts({ loanStage: 'PROCESS' }))?.code).toBe(
      'FUNDING_STILL_OPEN',
    );
    expect(whyNotInvestmentSigning(facts({ loanStage: 'DISBURSED' }))?.code).toBe(
      'NOT_INVESTMENT_SIGNING_STAGE',
    );
    expect(whyNotInvestmentSigning(facts({ fundingStatus: 'REFUNDED' }))?.code).toBe(
      'FUNDING_REFUNDED',
    );
    const signed = { state: 'completed' as const, signed: true, canStart: false };
    expect(whyNotInvestmentSigning(facts({ document: signed }))?.code).toBe(
      'DOCUMENT_ALREADY_SIGNED',
    );
    const pending = { state: 'pending' as const, signed: false, canStart: false };
    const reason = whyNotInvestmentSigning(facts({ document: pending }));
    expect(reason?.code).toBe('SIGNING_IN_PROGRESS');
    expect(reason?.text.id).toMatch(/menunggu konfirmasi/);
    expect(reason?.text.en).toMatch(/awaiting confirmation/);
  });
});

describe('a piece auto-lend funded', () => {
  it('is covered by the standing authorisation: nothing to sign, at any stage, unless refunded', () => {
    const auto = facts({ autoLent: true });
    expect(mayStartInvestmentSigning(auto)).toBe(false);
    expect(coveredByAutoLend(auto)).toBe(true);
    expect(whyNotInvestmentSigning(auto)?.text).toEqual({
      id: 'Dicakup oleh kuasa pendanaan otomatis Anda',
      en: 'Covered by your auto-lend authorisation',
    });
    expect(coveredByAutoLend(facts({ autoLent: true, loanStage: 'LOAN_PERIOD' }))).toBe(true);
    expect(coveredByAutoLend(facts({ autoLent: true, fundingStatus: 'REFUNDED' }))).toBe(false);
    expect(coveredByAutoLend(facts())).toBe(false);
  });
});

describe("the payout's wait for investment agreements", () => {
  it('waits for a held piece not yet signed, never for one auto-lend funded, signed or refunded', () => {
    const piece = { fundingStatus: 'HELD', autoLent: false, signed: false };
    expect(awaitsInvestmentSignature(piece)).toBe(true);
    expect(awaitsInvestmentSignature({ ...piece, signed: true })).toBe(false);
    expect(awaitsInvestmentSignature({ ...piece, autoLent: true })).toBe(false);
    expect(awaitsInvestmentSignature({ ...piece, fundingStatus: 'REFUNDED' })).toBe(false);
    expect(awaitsInvestmentSignature({ ...piece, fundingStatus: 'LENT' })).toBe(false);
  });
});
