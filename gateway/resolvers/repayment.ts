// Repayment (schema/repayment.graphql): one REST call per read — myBills is GET /loan/installment,
// loanRepayment GET /loan/{id}/repayment (every role) — and one per mutation. The REST bodies are
// read as they come; the resolvers only rename their fields, and put a payment's rejection reason
// in words from the installment machine's texts.
import { paymentRejectionTexts } from '../../machines/installment/installment.labels.ts';
import type { PaymentRejection } from '../../machines/installment/installment.types.ts';
import type {
  InstallmentResolvers,
  LoanBillResolvers,
  LoanRepaymentResolvers,
  MutationResolvers,
  QueryResolvers,
  RepaymentPaymentResolvers,
} from '../generated/resolvers-types.ts';

const isRejection = (code: string | null): code is PaymentRejection =>
  code !== null && code in paymentRejectionTexts;

export const RepaymentQuery: QueryResolvers = {
  myBills: (_, __, { repayment }) => repayment.bills(),
  loanRepayment: (_, { loanId }, { repayment }) => repayment.loanRepayment(loanId),
};

export const RepaymentMutation: MutationResolvers = {
  payNextInstallment: (_, { loanId }, { repayment }) => repayment.payNext(loanId),
  payInstallment: (_, { installmentId }, { repayment }) => repayment.payInstallment(installmentId),
  submitRepayment: (_, { loanId, amount, proofFile, note }, { repayment }) =>
    repayment.submitRepayment(loanId, {
      amount,
      ...(proofFile ? { prooffile: proofFile } : {}),
      ...(note ? { note } : {}),
    }),
  submitOtherPayment: (_, { loanId, amount, proofFile, note }, { repayment }) =>
    repayment.submitOtherPayment(loanId, {
      amount,
      prooffile: proofFile,
      ...(note ? { note } : {}),
    }),
  // Outside demo mode the API has no such path: its NOT_FOUND comes through as it is.
  simulateBillTransfer: (_, { installmentId }, { repayment }) =>
    repayment.simulateBillTransfer(installmentId),
};

export const LoanBill: LoanBillResolvers = {
  loanId: (bill) => String(bill.loanid),
  productName: (bill) => bill.productname,
  productNameEn: (bill) => bill.productnameen,
  submissionStage: (bill) => bill.submissionstage,
  next: (bill) => bill.next,
  remaining: (bill) => bill.remaining,
};

export const LoanRepayment: LoanRepaymentResolvers = {
  loanId: (view) => view.loanId,
  installments: (view) => view.installments,
  payments: (view) => view.payments,
  totals: (view) => ({
    repayment: view.totalrepayment,
    paid: view.totalpaid,
    lateCharge: view.totallatecharge,
    overpaid: view.totaloverpaid,
  }),
  next: (view) => view.nextinstallment,
};

export const Installment: InstallmentResolvers = {
  id: (row) => String(row.id),
  loanId: (row) => String(row.loanid),
  dueDate: (row) => row.duedate,
  amountDue: (row) => row.amountdue,
  lateCharge: (row) => row.latecharge,
  payAmount: (row) => row.payamount,
  pendingPayment: (row) => row.pendingpayment,
  statusLabel: (row) => row.statuslabel,
  arrearsLabel: (row) => row.arrearslabel,
  daysPastDue: (row) => row.dayspastdue,
  virtualAccount: (row) => row.virtualaccount,
  billingAmount: (row) => row.billingamount,
  paidAt: (row) => row.paidat,
  instructions: (row) => row.instructions ?? null,
};

export const RepaymentPayment: RepaymentPaymentResolvers = {
  id: (row) => String(row.id),
  loanId: (row) => String(row.loanid),
  installmentId: (row) => String(row.installmentid),
  installmentNumber: (row) => row.installmentnumber,
  paymentNtb: (row) => row.paymentntb,
  proofFile: (row) => row.prooffile,
  rejectionReason: (row) => (isRejection(row.rejection) ? row.rejection : null),
  rejectionText: (row) =>
    isRejection(row.rejection) ? paymentRejectionTexts[row.rejection] : null,
  receivedAt: (row) => row.receivedat,
  reviewedAt: (row) => row.reviewedat,
  borrowerName: (row) => row.borrowername,
  lateCharge: (row) => row.latecharge,
  carriedFrom: (row) => (row.carriedfrom === null ? null : String(row.carriedfrom)),
};
