// A loan's disbursement (schema/disbursement.graphql): one REST call, GET /loan/{id}/disbursement,
// read as the staff loan screen shows it. The transfer's facts are there once staff approved.
// Lists read the summary every loan row carries instead (disbursementSummary).
import type {
  DisbursementResolvers,
  DisbursementState,
  DisbursementTransferResolvers,
  LoanResolvers,
} from '../generated/resolvers-types.ts';

export const DisbursementLoan: LoanResolvers = {
  disbursement: (loan, _, { api }) => api.loanDisbursement(String(loan.id)),
  // Carried by the loan's own read (GET /loan/disbursement/ready, /success, any loan): a list
  // of loans costs no call per row.
  disbursementSummary: (loan) => loan.disbursement ?? null,
};

export const Disbursement: DisbursementResolvers = {
  state: (disbursement) => disbursement.state as DisbursementState | null,
  unsignedAgreements: (disbursement) =>
    disbursement.awaitingAgreements.map((agreement) => ({
      ...agreement,
      fundingId: String(agreement.fundingId),
    })),
  // Before staff approve there is no transfer to speak of.
  transfer: (disbursement) => (disbursement.rail === null ? null : disbursement),
};

export const DisbursementTransfer: DisbursementTransferResolvers = {
  rail: (transfer) => transfer.rail ?? '',
  grossAmount: (transfer) => transfer.escrowAmount,
  netAmount: (transfer) => transfer.payoutAmount,
};
