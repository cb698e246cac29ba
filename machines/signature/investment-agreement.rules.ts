// When a lender's investment agreement is theirs to sign (issue 18, spec §4): the loan machine
// waits in FUNDING_COMPLETED until every lender's investment agreement is signed
// (`disbursement.prepare` with no unsigned agreements), so that is when a lender signs; a piece
// refunded to the lender has nothing to sign. The document's own machine says whether a signing
// may start again (`canStart`); a declined document is final, and the next request makes a new
// document (api/signing/signing-service.ts), so a declined one does not stop the lender. A piece
// an auto-lend rule funded (issue 21) is covered by the lender's standing authorisation: there is
// nothing for the lender to sign, and the disbursement does not wait for it either
// (awaitsInvestmentSignature, asked by api/disbursement/disbursement.ts).
// One rule for every tier: the web's button (gateway `canSign`) and POST /sign/lender both ask it.
import type { Text } from '../shared/i18n-text.ts';
import type { SigningStateName } from './document-signing.types.ts';

/** The loan's stage in which its lenders sign their investment agreements. */
export const INVESTMENT_SIGNING_STAGE = 'FUNDING_COMPLETED';
/** The loan's stage while its funding is open (the lifecycle machine's PROCESS). */
const FUNDING_OPEN_STAGE = 'PROCESS';

export type InvestmentAgreementFacts = {
  /** The loan's submission stage (the lifecycle machine's `stage`). */
  loanStage: string;
  /** The funding piece's status: HELD, LENT or REFUNDED. */
  fundingStatus: string;
  /** The piece was funded by one of the lender's auto-lend rules. */
  autoLent: boolean;
  /** The piece's newest signing document, as its machine reads; null before any signing. */
  document: { state: SigningStateName; signed: boolean; canStart: boolean } | null;
};

export type InvestmentSigningReasonCode =
  | 'COVERED_BY_AUTO_LEND'
  | 'FUNDING_STILL_OPEN'
  | 'NOT_INVESTMENT_SIGNING_STAGE'
  | 'FUNDING_REFUNDED'
  | 'DOCUMENT_ALREADY_SIGNED'
  | 'SIGNING_IN_PROGRESS';

export type InvestmentSigningReason = { code: InvestmentSigningReasonCode; text: Text };

export const investmentSigningReasonTexts: Record<InvestmentSigningReasonCode, Text> = {
  COVERED_BY_AUTO_LEND: {
    id: 'Dicakup oleh kuasa pendanaan otomatis Anda',
    en: 'Covered by your auto-lend authorisation',
  },
  FUNDING_STILL_OPEN: {
    id: 'Perjanjian investasi dapat ditandatangani setelah pendanaan pinjaman selesai',
    en: "The investment agreement can be signed once the loan's funding is complete",
  },
  NOT_INVESTMENT_SIGNING_STAGE: {
    id: 'Perjanjian investasi tidak dapat ditandatangani pada tahap pinjaman ini',
    en: 'The investment agreement cannot be signed at this stage of the loan',
  },
  FUNDING_REFUNDED: {
    id: 'Dana ini sudah dikembalikan; tidak ada perjanjian untuk ditandatangani',
    en: 'This funding was refunded; there is no agreement to sign',
  },
  DOCUMENT_ALREADY_SIGNED: {
    id: 'Perjanjian investasi ini sudah ditandatangani',
    en: 'This investment agreement is already signed',
  },
  SIGNING_IN_PROGRESS: {
    id: 'Penandatanganan perjanjian ini sedang menunggu konfirmasi',
    en: 'The signing of this agreement is awaiting confirmation',
  },
};

const reason = (code: InvestmentSigningReasonCode): InvestmentSigningReason => ({
  code,
  text: investmentSigningReasonTexts[code],
});

/** Why the lender may not start signing this piece's investment agreement now; null if they may. */
export function whyNotInvestmentSigning(
  facts: InvestmentAgreementFacts,
): InvestmentSigningReason | null {
  if (facts.fundingStatus !== 'REFUNDED' && facts.autoLent) {
    return reason('COVERED_BY_AUTO_LEND');
  }
  if (facts.loanStage === FUNDING_OPEN_STAGE) return reason('FUNDING_STILL_OPEN');
  if (facts.loanStage !== INVESTMENT_SIGNING_STAGE) return reason('NOT_INVESTMENT_SIGNING_STAGE');
  if (facts.fundingStatus === 'REFUNDED') return reason('FUNDING_REFUNDED');
  const { document } = facts;
  if (!document) return null;
  if (document.signed) return reason('DOCUMENT_ALREADY_SIGNED');
  return document.canStart || document.state === 'declined' ? null : reason('SIGNING_IN_PROGRESS');
}

/** Whether the piece is covered by the lender's auto-lend authorisation instead of a signature. */
export function coveredByAutoLend(facts: InvestmentAgreementFacts): boolean {
  return whyNotInvestmentSigning(facts)?.code === 'COVERED_BY_AUTO_LEND';
}

/**
 * Whether the loan's payout waits for this piece's investment agreement: a piece still held for
 * the loan, not covered by an auto-lend authorisation and not yet signed. The disbursement's
 * `unsignedAgreements` counts these (api/disbursement/disbursement.ts).
 */
export function awaitsInvestmentSignature(facts: {
  fundingStatus: string;
  autoLent: boolean;
  signed: boolean;
}): boolean {
  return (
    facts.fundingStatus === 'HELD' &&
    !coveredByAutoLend({ loanStage: INVESTMENT_SIGNING_STAGE, document: null, ...facts }) &&
    !facts.signed
  );
}

/** May the lender start (or start again) signing this piece's investment agreement now. */
export function mayStartInvestmentSigning(facts: InvestmentAgreementFacts): boolean {
  return whyNotInvestmentSigning(facts) === null;
}
