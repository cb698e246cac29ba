// Signing (schema/signing.graphql): the signer's documents, starting a signing and the browser's
// return, a lender's investment agreements beside their fundings, and the digital-signature
// registration. Each field is one REST call (datasources/signing-api.ts); the documents are read
// once per request however many loans ask about them. Whether a lender may sign now is the
// signature rules' answer (machines/signature/investment-agreement.rules.ts).

import {
  coveredByAutoLend,
  type InvestmentAgreementFacts,
  mayStartInvestmentSigning,
} from '../../machines/signature/investment-agreement.rules.ts';
import { registrationStateLabels } from '../../machines/signature/signature-registration.labels.ts';
import type { RegistrationStateName } from '../../machines/signature/signature-registration.types.ts';
import { idNumber } from '../datasources/path-segments.ts';
import type { ApiFunding } from '../datasources/rest-types.ts';
import type { ApiRegistration, ApiSigningDocument } from '../datasources/signing-api.ts';
import type {
  DigitalSignatureResolvers,
  DigitalSignatureStage,
  Gender,
  InvestmentAgreementResolvers,
  LenderLoanResolvers,
  MutationResolvers,
  QueryResolvers,
  SigningDocumentResolvers,
} from '../generated/resolvers-types.ts';

export type InvestmentAgreementParent = {
  funding: ApiFunding;
  document: ApiSigningDocument | null;
  loanStage: string;
};

export const SigningQuery: QueryResolvers = {
  signingDocuments: (_, __, { signing }) => signing.documents(),
  digitalSignature: (_, __, { signing }) => signing.registration(),
};

const GENDERS: Record<Gender, 'MALE' | 'FEMALE'> = { MALE: 'MALE', FEMALE: 'FEMALE' };

export const SigningMutation: MutationResolvers = {
  startInvestmentSigning: (_, { fundingId, returnUrl }, { signing }) =>
    signing.start({ fundingid: idNumber(fundingId, 'fundingId'), returnUrl }),
  startLenderAgreementSigning: (_, { returnUrl }, { signing }) => signing.start({ returnUrl }),
  reportSigningReturn: (_, { documentId, event }, { signing }) =>
    signing.reportReturn(documentId, event),
  registerDigitalSignature: (_, { input }, { signing }) =>
    signing.register({
      ...(input.name ? { name: input.name } : {}),
      nik: input.nik,
      birthplace: input.birthPlace,
      birthdate: input.birthDate,
      gender: GENDERS[input.gender],
      address: input.address,
      ktpfile: input.idCardFile,
      selfiefile: input.selfieFile,
    }),
  resendSignatureActivation: (_, __, { signing }) => signing.resendActivation(),
};

export const SigningDocument: SigningDocumentResolvers = {
  loanId: (document) => (document.loanId === null ? null : String(document.loanId)),
  fundingId: (document) => (document.fundingId === null ? null : String(document.fundingId)),
  fileUrl: (document) => `/api/signing/documents/${encodeURIComponent(document.id)}/file`,
};

/** The newest document of each funding piece (the list is newest first). */
function newestByFunding(documents: readonly ApiSigningDocument[]) {
  const byFunding = new Map<number, ApiSigningDocument>();
  for (const document of documents) {
    if (document.kind !== 'INVESTMENT_AGREEMENT' || document.fundingId === null) continue;
    if (!byFunding.has(document.fundingId)) byFunding.set(document.fundingId, document);
  }
  return byFunding;
}

export const LenderLoanSigning: Pick<LenderLoanResolvers, 'myAgreements'> = {
  // The loan page's read carries the lender's pieces; a portfolio row asks for them.
  myAgreements: async (loan, _, { funding, signing }) => {
    const pieces = loan.myfundings ?? (await funding.loanFundings(String(loan.id)));
    if (pieces.length === 0) return [];
    const documents = newestByFunding(await signing.documents());
    return pieces.map((piece) => ({
      funding: piece,
      document: documents.get(piece.id) ?? null,
      loanStage: loan.submissionstage,
    }));
  },
};

const factsOf = ({
  funding,
  document,
  loanStage,
}: InvestmentAgreementParent): InvestmentAgreementFacts => ({
  loanStage,
  fundingStatus: funding.status,
  autoLent: funding.autolent ?? false,
  document: document
    ? { state: document.state, signed: document.signed, canStart: document.canStart }
    : null,
});

export const InvestmentAgreement: InvestmentAgreementResolvers = {
  funding: (agreement) => agreement.funding,
  document: (agreement) => agreement.document,
  signed: (agreement) => agreement.document?.signed ?? false,
  canSign: (agreement) => mayStartInvestmentSigning(factsOf(agreement)),
  coveredByAutoLend: (agreement) => coveredByAutoLend(factsOf(agreement)),
};

/** The spec's six states in their order, and the machine's state each one is. */
const SPEC_STAGES: readonly [string, RegistrationStateName][] = [
  ['requested', 'requested'],
  ['waitingForActivation', 'awaitingActivation'],
  ['registered', 'registered'],
  ['verified', 'verified'],
  ['active', 'active'],
  ['expired', 'expired'],
];

function stagesOf(registration: ApiRegistration): DigitalSignatureStage[] {
  const at = SPEC_STAGES.findIndex(([spec]) => spec === registration.specState);
  return SPEC_STAGES.map(([spec, machineState], index) => ({
    state: spec,
    label: registrationStateLabels[machineState],
    current: index === at,
    reached: at >= 0 && index <= at,
  }));
}

export const DigitalSignature: DigitalSignatureResolvers = {
  stages: (registration) => stagesOf(registration),
};
