// When a lender's investment agreement is theirs to sign (issue 18, spec §4): the loan machine
// waits in FUNDING_COMPLETED until every lender's investment agreement is signed
// (`disbursement.prepare` with no unsigned agreements), so that is when a lender signs; a piece
// refunded to the lender has nothing to sign. The document's own machine says whether a signing
// may start again (`canStart`); a declined document is final, and the next request makes a new
// document (api/signing/signing-service.ts), so a declined one does not stop the lender.
import type { SigningStateName } from './document-signing.types.ts';

/** The loan's stage in which its lenders sign their investment agreements. */
export const INVESTMENT_SIGNING_STAGE = 'FUNDING_COMPLETED';

export type InvestmentAgreementFacts = {
  /** The loan's submission stage (the lifecycle machine's `stage`). */
  loanStage: string;
  /** The funding piece's status: HELD, LENT or REFUNDED. */
  fundingStatus: string;
  /** The piece's newest signing document, as its machine reads; null before any signing. */
  document: { state: SigningStateName; signed: boolean; canStart: boolean } | null;
};

/** May the lender start (or start again) signing this piece's investment agreement now. */
export function mayStartInvestmentSigning(facts: InvestmentAgreementFacts): boolean {
  if (facts.loanStage !== INVESTMENT_SIGNING_STAGE) return false;
  if (facts.fundingStatus === 'REFUNDED') return false;
  const { document } = facts;
  if (!document) return true;
  if (document.signed) return false;
  return document.canStart || document.state === 'declined';
}
