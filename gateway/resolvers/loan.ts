// Loan fields: renamed from the REST contract, plus labels and tags the lifecycle machine derives
// from the stored state. What the viewer may do (availableActions) is the API's answer for the
// caller it authenticated: the gateway needs no second call to learn who is asking.
import { fundingDaysOf, restoreLoan } from '../../machines/loan/loan.selectors.ts';
import {
  approvalStatusLabel,
  fundingStatusLabel,
  stageLabelOf,
} from '../../machines/loan/loan.status-labels.ts';
import { riskRatingTexts } from '../../machines/shared/risk-rating.ts';
import type { ApiLoan } from '../datasources/rest-types.ts';
import type { LoanResolvers } from '../generated/resolvers-types.ts';

/** The product's name in both languages: 'Disetujui {provider}' names it. */
const productNameOf = (loan: ApiLoan) => ({ id: loan.productname, en: loan.productnameen });

const offerWindowOf = (loan: ApiLoan) => ({
  start: loan.funappcfstarttime,
  end: loan.funappcfendtime,
});

const snapshotOf = (loan: ApiLoan) => restoreLoan(loan.lifecycle.value, loan.lifecycle.context);

export const Loan: LoanResolvers = {
  id: (loan) => String(loan.id),
  product: (loan) => loan.product,
  borrower: (loan) => ({
    id: loan.borrowerid,
    fullName: loan.borrowername,
    isPersonal: loan.borrowerispersonal,
  }),
  applicationValue: (loan) => loan.genapplicationvalue,
  requiredDate: (loan) => loan.genrequireddate,
  purpose: (loan) => loan.genpurpose,
  paymentOptions: (loan) => loan.genpaymentoptions,
  submissionStage: (loan) => loan.submissionstage,
  approvalStatus: (loan) => loan.funappcfapprovalstatus,
  fundingStatus: (loan) => loan.funstatstatus,
  stageLabel: (loan) => stageLabelOf(loan.lifecycle.value.stage, productNameOf(loan)),
  approvalStatusLabel: (loan) =>
    approvalStatusLabel(
      loan.funappcfapprovalstatus,
      productNameOf(loan),
      loan.lifecycle.value.stage,
    ),
  fundingStatusLabel: (loan) => fundingStatusLabel(loan.funstatstatus),
  periodDays: (loan) => loan.timeperiod,
  adminFee: (loan) => loan.appadminfee,
  interestPercent: (loan) => loan.funappinterestpercentage,
  riskRating: (loan) => loan.riskrating,
  grade: (loan) => loan.grade,
  riskRatingLabel: (loan) => (loan.riskrating ? riskRatingTexts[loan.riskrating] : null),
  // The days funding runs: from the day it opened when staff opened it before the offer's start.
  fundingStart: (loan) => fundingDaysOf(loan.lifecycle.context, offerWindowOf(loan)).start,
  fundingEnd: (loan) => fundingDaysOf(loan.lifecycle.context, offerWindowOf(loan)).end,
  dueDate: (loan) => loan.duedate,
  installmentDueDate: (loan) => loan.installmentduedate,
  totalPartialPaid: (loan) => loan.totalpartialpaid,
  totalLateCharge: (loan) => loan.totallatecharge,
  repaymentDueDate: (loan) => loan.repaymentduedate,
  commitment: (loan) => loan.appfundercommitmentvalue,
  overdue: (loan) => loan.lifecycle.value.arrears === 'overdue',
  editable: (loan) => snapshotOf(loan).hasTag('editable'),
  availableActions: (loan) => loan.availableActions,
};
