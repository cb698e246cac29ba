// Staff's side of repayment (schema/repayment-staff.graphql): one REST call per read —
// GET /repayment/review for the queue, GET /loan/{id}/repayment for a loan's schedule — and the
// review's two answers. The API's lower-case fields are renamed here; rejection reasons read in
// words from the installment machine's texts.
import { paymentRejectionTexts } from '../../machines/installment/installment.labels.ts';
import type { PaymentRejection } from '../../machines/installment/installment.types.ts';
import type {
  MutationResolvers,
  QueryResolvers,
  StaffInstallmentResolvers,
  StaffLoanRepaymentResolvers,
  StaffPaymentResolvers,
} from '../generated/resolvers-types.ts';

const isRejection = (code: string | null): code is PaymentRejection =>
  code !== null && code in paymentRejectionTexts;

export const RepaymentStaffQuery: QueryResolvers = {
  paymentsToReview: (_, __, { repaymentStaff }) => repaymentStaff.paymentsToReview(),
  staffLoanRepayment: (_, { loanId }, { repaymentStaff }) => repaymentStaff.loanRepayment(loanId),
};

export const RepaymentStaffMutation: MutationResolvers = {
  confirmPayment: (_, { id }, { repaymentStaff }) => repaymentStaff.confirmPayment(id),
  rejectPayment: (_, { id, reason }, { repaymentStaff }) =>
    repaymentStaff.rejectPayment(id, reason),
};

export const StaffPayment: StaffPaymentResolvers = {
  id: (payment) => String(payment.id),
  loanId: (payment) => String(payment.loanid),
  installmentId: (payment) => String(payment.installmentid),
  installmentNumber: (payment) => payment.installmentnumber,
  borrowerName: (payment) => payment.borrowername,
  paymentNtb: (payment) => payment.paymentntb,
  proofFile: (payment) => payment.prooffile,
  rejectionReason: (payment) => (isRejection(payment.rejection) ? payment.rejection : null),
  rejectionText: (payment) =>
    isRejection(payment.rejection) ? paymentRejectionTexts[payment.rejection] : null,
  receivedAt: (payment) => payment.receivedat,
  reviewedAt: (payment) => payment.reviewedat,
  lateCharge: (payment) => payment.latecharge,
};

export const StaffInstallment: StaffInstallmentResolvers = {
  id: (installment) => String(installment.id),
  dueDate: (installment) => installment.duedate,
  amountDue: (installment) => installment.amountdue,
  lateCharge: (installment) => installment.latecharge,
  payAmount: (installment) => installment.payamount,
  pendingPayment: (installment) => installment.pendingpayment,
  statusLabel: (installment) => installment.statuslabel,
  arrearsLabel: (installment) => installment.arrearslabel,
  daysPastDue: (installment) => installment.dayspastdue,
  paidAt: (installment) => installment.paidat,
};

export const StaffLoanRepayment: StaffLoanRepaymentResolvers = {
  totalRepayment: (repayment) => repayment.totalrepayment,
  totalPaid: (repayment) => repayment.totalpaid,
  totalLateCharge: (repayment) => repayment.totallatecharge,
  nextInstallment: (repayment) => repayment.nextinstallment,
};
