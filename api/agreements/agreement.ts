// The agreements a signature provider signs (issue 18): the borrower's loan agreement, each
// lender's investment agreement for one funding, the power of attorney the platform needs to pay
// the loan out, and the lender's general agreement. Each is a real PDF (pdfkit) generated from the
// database, with a signature block: empty on the document sent for signing, filled (signer, time
// in WIB, the SHA-256 of the unsigned document, provider) on the copy the provider returns signed.
//
// Language: an agreement with an Indonesian party must be in Indonesian (UU 24/2009 art. 31), so
// the Indonesian text is always there and is the binding one. In English ('en') the document is
// bilingual: each heading, paragraph and label is followed by its English translation, and a
// clause says the Indonesian prevails. Values (amounts, dates, percentages) are written once, as
// an Indonesian document writes them ('Rp 5.000.000', '15,00%', DD-MM-YYYY).
//
// The PDF is reproducible: the same data, language and stamp give the same bytes. Its creation
// date is the document's own (the offer's acceptance for the borrower's documents, the funding's
// time, the lender's registration), and pdfkit's trailer /ID is derived from that (see
// agreement-render.ts), so a document's hash can be checked again later.
//
// Files: agreement-facts.ts (reads and refusals), agreement-words.ts (shared words and formats),
// one file per kind, agreement-render.ts (the PDF layout).

import type { Language } from '../../machines/shared/i18n-text.ts';
import type { Queryable } from '../db/db.ts';
import type { SignaturePosition } from '../signing/provider.ts';
import { findSigner } from './agreement-facts.ts';
import {
  type AgreementDocument,
  type AgreementPackage,
  renderPackage,
} from './agreement-render.ts';
import { t } from './agreement-words.ts';
import { investmentAgreement } from './investment-agreement.ts';
import { lenderAgreement } from './lender-agreement.ts';
import { loanAgreement } from './loan-agreement.ts';
import { powerOfAttorney } from './power-of-attorney.ts';

export const AGREEMENT_KINDS = [
  'LOAN_AGREEMENT',
  'INVESTMENT_AGREEMENT',
  'POWER_OF_ATTORNEY',
  'LENDER_AGREEMENT',
] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

/** Which document: its kind, its signer, and the loan or funding it is about. */
export type AgreementRef = {
  kind: AgreementKind;
  signerId: string;
  /** LOAN_AGREEMENT, POWER_OF_ATTORNEY, INVESTMENT_AGREEMENT: the loan. */
  loanId: number | null;
  /** INVESTMENT_AGREEMENT: the funding (loan_fundings.id). */
  fundingId: number | null;
};

/** A signature as the signed copy shows it. */
export type SignatureStamp = {
  signerName: string;
  signedAt: Date;
  /** SHA-256 (hex) of the unsigned document's bytes. */
  documentHash: string;
  provider: string;
};

export type AgreementPdf = {
  title: string;
  pdf: Buffer;
  /** Where the signer's signature goes (the PSrE places it there). */
  position: SignaturePosition;
};

/**
 * The agreement's PDF for this signer, in this language; signed when a stamp is given.
 * The borrower's LOAN_AGREEMENT is the disbursement's signing package: the loan agreement and
 * the power of attorney the payout needs, one PDF signed once (its signature block names both),
 * so a loan agreement signed is a power of attorney signed and disbursement waits for both.
 * Refuses with 404 NOT_FOUND when the reference does not match the data (a funding not of this
 * lender, a loan not of this borrower), 409 OFFER_TERMS_MISSING before the offer's terms are set,
 * 409 BANK_ACCOUNT_NOT_VALIDATED for a power of attorney (so also the borrower's package) without
 * a validated bank account.
 */
export async function agreementPdf(
  q: Queryable,
  ref: AgreementRef,
  language: Language,
  stamp?: SignatureStamp,
): Promise<AgreementPdf> {
  const signer = await findSigner(q, ref.signerId);
  const agreementPackage = await packageOf(q, ref, signer);
  const { pdf, position } = await renderPackage(agreementPackage, language, stamp);
  return { title: agreementPackage.title[language], pdf, position };
}

/** The borrower's disbursement signing package's name. */
export const LOAN_PACKAGE_TITLE = t(
  'Perjanjian Pinjaman dan Surat Kuasa',
  'Loan Agreement and Power of Attorney',
);

const single = (document: AgreementDocument): AgreementPackage => ({
  title: document.title,
  parts: [document],
});

async function packageOf(
  q: Queryable,
  ref: AgreementRef,
  signer: Awaited<ReturnType<typeof findSigner>>,
): Promise<AgreementPackage> {
  switch (ref.kind) {
    case 'LOAN_AGREEMENT':
      return {
        title: LOAN_PACKAGE_TITLE,
        parts: [
          await loanAgreement(q, signer, ref.loanId),
          await powerOfAttorney(q, signer, ref.loanId),
        ],
      };
    case 'INVESTMENT_AGREEMENT':
      return single(await investmentAgreement(q, signer, ref.fundingId, ref.loanId));
    case 'POWER_OF_ATTORNEY':
      return single(await powerOfAttorney(q, signer, ref.loanId));
    case 'LENDER_AGREEMENT':
      return single(await lenderAgreement(q, signer));
  }
}
