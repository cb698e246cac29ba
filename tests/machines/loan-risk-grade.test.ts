// The loan's risk grade in the lifecycle machine: approving credit rates the risk, the rating
// fixes the offer's interest band, and a rejection takes the rating away with the approval.
import { describe, expect, it } from 'vitest';
import { offerInterestRange, offerTermsProblems } from '../../machines/loan/loan.rules.ts';
import {
  decideLoanEvent,
  type LoanSnapshot,
  nextLoanSnapshot,
  refusalOf,
  restoreLoan,
  stageOf,
  stateValueOf,
} from '../../machines/loan/loan.selectors.ts';
import type { LoanEvent, OfferTerms } from '../../machines/loan/loan.types.ts';
import {
  borrower,
  creditOfficer,
  NO_EXPOSURE,
  plusDays,
  situations,
  validApplication,
  validTerms,
  walk,
} from '../support/loan-paths.ts';

const approveCredit = (riskRating: unknown): LoanEvent =>
  ({ type: 'loan.approveCredit', actor: creditOfficer, riskRating }) as LoanEvent;

const termsWith = (interestPercent: string, more: Partial<OfferTerms> = {}): OfferTerms => ({
  ...validTerms,
  interestPercent,
  ...more,
});

const offer = (interestPercent: string, more: Partial<OfferTerms> = {}): LoanEvent => ({
  type: 'offer.set',
  actor: creditOfficer,
  terms: termsWith(interestPercent, more),
  exposure: NO_EXPOSURE,
});

const send = (snapshot: LoanSnapshot, event: LoanEvent) => {
  const refused = refusalOf(snapshot, event);
  if (refused) throw new Error(`${event.type} refused: ${refused.code}`);
  return nextLoanSnapshot(snapshot, event);
};

describe('approving credit rates the risk', () => {
  const collateralApproved = walk(situations.APPROVAL_BAIL);

  it.each([undefined, null, '', 'LOW_MEDIUM', 'low'])(
    'refuses a rating of %j with RISK_RATING_MISSING, a payload refusal',
    (rating) => {
      const decision = decideLoanEvent(collateralApproved, creditOfficer, approveCredit(rating));
      expect(decision).toMatchObject({
        allowed: false,
        check: 'payload',
        reason: { code: 'RISK_RATING_MISSING' },
      });
      expect(collateralApproved.can(approveCredit(rating))).toBe(false);
    },
  );

  it('still offers the action before a rating is chosen (the screen asks for it)', () => {
    expect(decideLoanEvent(collateralApproved, creditOfficer, 'loan.approveCredit').allowed).toBe(
      true,
    );
  });

  it('records the rating with the credit approver', () => {
    const approved = send(collateralApproved, approveCredit('LOW'));
    expect(stageOf(approved)).toBe('APPROVAL_LOAN');
    expect(approved.context).toMatchObject({
      riskRating: 'LOW',
      creditApprovedBy: creditOfficer.userId,
    });
  });

  it('a rejection takes the rating away; the next approval rates afresh', () => {
    const rated = walk(situations.APPROVAL_LOAN_DIR);
    expect(rated.context.riskRating).toBe('MEDIUM_TO_HIGH');
    const rejected = send(rated, {
      type: 'loan.reject',
      actor: creditOfficer,
      reason: 'Data kurang',
    });
    expect(rejected.context).toMatchObject({ riskRating: null, creditApprovedBy: null });
    const resubmitted = send(rejected, {
      type: 'loan.submit',
      actor: borrower,
      application: { ...validApplication, groupValid: { ...validApplication.groupValid } },
    });
    const bail = send(resubmitted, { type: 'bail.approve', actor: creditOfficer });
    expect(send(bail, approveCredit('HIGH')).context.riskRating).toBe('HIGH');
  });
});

describe("the offer's interest sits in the grade's band", () => {
  // Rated MEDIUM_TO_HIGH (grade D) on a 9–13 product: 11.40 to 12.20.
  const awaitingOffer = walk(situations.APPROVAL_LOAN_DIR);

  it('names the band and the grade', () => {
    expect(offerInterestRange(awaitingOffer.context)).toEqual({
      low: '11.40',
      high: '12.20',
      grade: 'D',
    });
  });

  it.each(['11.40', '11.50', '12.2', '12.20'])('takes %s (bounds included)', (interest) => {
    expect(refusalOf(awaitingOffer, offer(interest))).toBeNull();
    expect(stageOf(send(awaitingOffer, offer(interest)))).toBe('APPROVED_PRODUCT');
  });

  it.each(['9.00', '11.39', '12.21', '13.00'])(
    'refuses %s, inside the product range: INTEREST_NOT_FOR_GRADE on the interest',
    (interest) => {
      expect(refusalOf(awaitingOffer, offer(interest))?.code).toBe('INTEREST_NOT_FOR_GRADE');
      expect(awaitingOffer.can(offer(interest))).toBe(false);
      expect(offerTermsProblems(awaitingOffer.context, termsWith(interest))).toEqual({
        interestPercent: 'INTEREST_NOT_FOR_GRADE',
      });
    },
  );

  it('outside the product range, or with other terms wrong, the terms are invalid', () => {
    expect(refusalOf(awaitingOffer, offer('20.00'))?.code).toBe('OFFER_TERMS_INVALID');
    // validTerms' window backwards: from the day after its end to its start.
    const badWindow = {
      fundingStart: plusDays(validTerms.fundingEnd, 1),
      fundingEnd: validTerms.fundingStart,
    };
    expect(refusalOf(awaitingOffer, offer('9.50', badWindow))?.code).toBe('OFFER_TERMS_INVALID');
    expect(offerTermsProblems(awaitingOffer.context, termsWith('9.50', badWindow))).toEqual({
      interestPercent: 'INTEREST_NOT_FOR_GRADE',
      fundingEnd: 'OFFER_TERMS_INVALID',
    });
  });

  it('a loan stored before ratings existed keeps the whole product range', () => {
    const { riskRating: _, ...before } = awaitingOffer.context;
    const stored = restoreLoan(stateValueOf(awaitingOffer), before);
    expect(offerInterestRange(stored.context)).toEqual({ low: '9.00', high: '13.00', grade: null });
    expect(refusalOf(stored, offer('9.00'))).toBeNull();
    expect(refusalOf(stored, offer('13.01'))?.code).toBe('OFFER_TERMS_INVALID');
  });

  it('each grade takes its own band and refuses the next band up', () => {
    const bands = {
      LOW: ['9.00', '9.81'],
      LOW_TO_MEDIUM: ['10.60', '10.61'],
      MEDIUM: ['11.00', '11.41'],
      MEDIUM_TO_HIGH: ['12.20', '12.21'],
    } as const;
    for (const [rating, [inside, above]] of Object.entries(bands)) {
      const context = { ...awaitingOffer.context, riskRating: rating as keyof typeof bands };
      const rated = restoreLoan(stateValueOf(awaitingOffer), context);
      expect(refusalOf(rated, offer(inside)), rating).toBeNull();
      expect(refusalOf(rated, offer(above))?.code, rating).toBe('INTEREST_NOT_FOR_GRADE');
    }
  });
});
