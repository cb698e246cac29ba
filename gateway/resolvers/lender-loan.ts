// A loan as a lender sees it (schema/funding.graphql LenderLoan), its collateral and a lender's
// funding pieces: the REST lender view's lower-case keys renamed. Everything comes in the one
// call that read the loan: the product, the collateral type in words and the fund action too.
import { fundingDaysOf } from '../../machines/loan/loan.selectors.ts';
import type {
  FundingResolvers,
  LenderCollateralResolvers,
  LenderLoanResolvers,
  LoanActionState,
  PortfolioLoanResolvers,
} from '../generated/resolvers-types.ts';

/** Without the API's answer for `fund` the lender may not fund: nothing is assumed allowed. */
const FUND_UNANSWERED: LoanActionState = { action: 'fund', allowed: false, reason: null };

export const LenderLoan: LenderLoanResolvers = {
  id: (loan) => String(loan.id),
  product: (loan) => loan.product,
  borrowerAlias: (loan) => loan.borroweralias,
  borrowerIsPersonal: (loan) => loan.borrowerispersonal,
  purpose: (loan) => loan.genpurpose,
  grade: (loan) => loan.grade,
  riskRating: (loan) => loan.riskrating,
  submissionStage: (loan) => loan.submissionstage,
  fundingStatus: (loan) => loan.funstatstatus,
  fundingTarget: (loan) => loan.fundingtarget,
  fundsCollected: (loan) => loan.fundscollected,
  remainingNeed: (loan) => loan.remainingneed,
  fundedPercent: (loan) => loan.fundedpercent,
  minimumFunding: (loan) => loan.minimumfunding,
  interestPercent: (loan) => loan.funappinterestpercentage,
  periodDays: (loan) => loan.timeperiod,
  paymentType: (loan) => loan.typepayment,
  // The days funding runs: from the day it opened when staff opened it before the offer's start.
  fundingStart: (loan) =>
    fundingDaysOf(
      { fundingOpenedOn: loan.fundingopenedon },
      { start: loan.funappcfstarttime, end: loan.funappcfendtime },
    ).start,
  fundingEnd: (loan) => loan.funappcfendtime,
  daysLeft: (loan) => loan.daysleft,
  collateral: (loan) => loan.collateral,
  // The loan page's own call sends these; a marketplace row has none.
  bailPhotos: (loan) => loan.bailphotos ?? [],
  myFundings: (loan) => loan.myfundings ?? [],
  fundAction: (loan) => loan.availableActions.find((a) => a.action === 'fund') ?? FUND_UNANSWERED,
};

export const LenderCollateral: LenderCollateralResolvers = {
  type: (collateral) => collateral.bailtype,
  typeLabel: (collateral) => collateral.bailtypelabel,
  certificateType: (collateral) => collateral.bailcertificatetype,
  estimatedValue: (collateral) => collateral.bailestimatedvalue,
  surfaceArea: (collateral) => collateral.bailsurfacearea,
  buildingArea: (collateral) => collateral.bailbuildingarea,
  city: (collateral) => collateral.bailcity,
  province: (collateral) => collateral.bailprovince,
  insurance: (collateral) => collateral.insurance,
};

export const Funding: FundingResolvers = {
  id: (funding) => String(funding.id),
  loanId: (funding) => String(funding.loanid),
  amount: (funding) => funding.amount,
  status: (funding) => funding.status,
  createdAt: (funding) => funding.createdat,
  // Staff only: the API sends who funded to staff and to nobody else.
  lenderId: (funding) => funding.lenderid ?? null,
  lenderName: (funding) => funding.lendername ?? null,
  lenderEmail: (funding) => funding.lenderemail ?? null,
};

/** A portfolio row is the lender's loan view with the lender's share beside it. */
export const PortfolioLoan: PortfolioLoanResolvers = {
  loan: (row) => row,
  invested: (row) => row.invested,
  pieces: (row) => row.pieces,
  refunded: (row) => row.refunded,
  // The loan's schedule totals come with the portfolio row: no call per loan.
  expected: (row) => row.expected,
  received: (row) => row.received,
};
