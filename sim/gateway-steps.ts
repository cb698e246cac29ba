// The people's steps the web client makes through the GraphQL gateway, as the simulator sends them
// when the seed says so (`--graphql RATE`): each the web client's own operation document (the
// generated documents of web/src/**/*.graphql, web/src/generated/graphql.ts, printed as the web
// client sends them), with the variables its screen sends, and its answer read back in the terms
// the workload reads the REST call's answer in (sim/client.ts).
//
// A workload call names the REST request it makes and, when the web client makes that step
// through the gateway, the operation (`graphql`); `throughSurfaces` draws, step by step, which of
// the two is sent. The REST request's method, path and headers still describe the step to the
// fault-tolerant client (what is safe to send again, what a request in flight at a kill leaves:
// sim/faults.ts), and the operation carries what makes it safe: a funding's and a cash-out's
// idempotency key is the operation's `idempotencyKey`, which the gateway sends the API as the
// same Idempotency-Key.
import { type DocumentNode, print } from 'graphql';
import {
  AcceptOfferDocument,
  ApproveBailDocument,
  ApproveCreditDocument,
  ApproveDirectorDocument,
  ApproveDisbursementDocument,
  ApproveLoanDocument,
  CashOutDocument,
  ConfirmDisbursementSigningDocument,
  CreateLoanDocument,
  DeclineOfferDocument,
  FundLoanDocument,
  OpenFundingDocument,
  PayNextInstallmentDocument,
  RejectLoanDocument,
  ReportDisbursementSigningReturnDocument,
  ReportSigningReturnDocument,
  SetOfferDocument,
  StaffConfirmPaymentDocument,
  StaffRejectPaymentDocument,
  StartDisbursementSigningDocument,
  StartInvestmentSigningDocument,
  StartLenderAgreementSigningDocument,
  SubmitLoanDocument,
  SubmitRepaymentDocument,
} from '../web/src/generated/graphql.ts';
import type { Answer, Client, GraphqlStep, Json } from './client.ts';
import { mulberry32, type Rng } from './prng.ts';

const printed = new WeakMap<DocumentNode, string>();

function step(
  document: DocumentNode,
  variables: Json,
  answer: (data: Json) => Answer,
): GraphqlStep {
  const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const operationName = definition?.name?.value ?? '';
  let query = printed.get(document);
  if (query === undefined) {
    query = print(document);
    printed.set(document, query);
  }
  return { operationName, query, variables, answer };
}

/** The root field's object of an operation's data. */
const field = (data: Json, name: string) => (data[name] ?? {}) as Json;
const ok = (data: Json, status = 200): Answer => ({ status, body: { data } });
/** A loan the operation answers, as the REST step's `{ data: { id } }`. */
const loanAnswer =
  (name: string, status = 200) =>
  (data: Json) =>
    ok({ id: Number(field(data, name).id) }, status);

/**
 * The steps, each the operation the web client's screen sends. Ids go as the strings GraphQL's
 * ID is; amounts as the Decimal strings the forms send.
 */
export const gatewaySteps = {
  // The lender's loan page (FundForm): the funding's piece comes back as REST's 201 does.
  fundLoan: (loanId: number, amount: string, idempotencyKey: string) =>
    step(FundLoanDocument, { loanId: String(loanId), amount, idempotencyKey }, (data) =>
      ok({ funding: { id: Number(field(field(data, 'fundLoan'), 'funding').id) } }, 201),
    ),
  // The wallet page's cash-out (the rail the lender chose, none for the proposed one).
  cashOut: (amount: string, rail: string | null, idempotencyKey: string) =>
    step(CashOutDocument, { amount, rail, idempotencyKey }, (data) =>
      ok(field(data, 'cashOut'), 201),
    ),
  // The repayment page's "pay the next installment": the bill it opens must be the one the
  // simulator read as next (REST names it by its id), else the answer is not the step's.
  payNextInstallment: (loanId: number, installmentId: number) =>
    step(PayNextInstallmentDocument, { loanId: String(loanId) }, (data) => {
      const bill = field(data, 'payNextInstallment');
      if (String(bill.id) !== String(installmentId)) {
        return {
          status: 409,
          body: { code: 'ANOTHER_INSTALLMENT_BILLED', message: `billed ${String(bill.id)}` },
        };
      }
      return ok({
        id: Number(bill.id),
        virtualaccount: bill.virtualAccount ?? null,
        billingamount: bill.billingAmount ?? null,
      });
    }),
  // A transfer outside the VA, reported with its note (no proof file, as the simulator's REST).
  submitRepayment: (loanId: number, amount: string, note: string) =>
    step(SubmitRepaymentDocument, { loanId: String(loanId), amount, note }, (data) => {
      const payment = field(data, 'submitRepayment');
      return ok({ id: Number(payment.id), status: payment.status, note });
    }),
  // Staff's review of a reported payment.
  confirmPayment: (paymentId: number) =>
    step(StaffConfirmPaymentDocument, { id: String(paymentId) }, (data) => {
      const payment = field(data, 'confirmPayment');
      return ok({ id: Number(payment.id), status: payment.status });
    }),
  rejectPayment: (paymentId: number, reason: string) =>
    step(StaffRejectPaymentDocument, { id: String(paymentId), reason }, (data) => {
      const payment = field(data, 'rejectPayment');
      return ok({ id: Number(payment.id), status: payment.status });
    }),
  // A lender signs a piece's investment agreement (SignAgreementButton, back to the loan page).
  startInvestmentSigning: (fundingId: number, returnUrl: string) =>
    step(StartInvestmentSigningDocument, { fundingId: String(fundingId), returnUrl }, (data) =>
      ok({ data: field(data, 'startInvestmentSigning') }),
    ),
  // A lender signs the lender agreement (the signature page's panel, back to /signature).
  startLenderAgreementSigning: (returnUrl: string) =>
    step(StartLenderAgreementSigningDocument, { returnUrl }, (data) =>
      ok({ data: field(data, 'startLenderAgreementSigning') }),
    ),
  reportSigningReturn: (documentId: string, event: string) =>
    step(ReportSigningReturnDocument, { documentId, event }, (data) =>
      ok(field(data, 'reportSigningReturn')),
    ),
  // The borrower signs the loan agreement (DisbursementSigning), and is back from the provider.
  startDisbursementSigning: (loanId: number, returnUrl: string) =>
    step(StartDisbursementSigningDocument, { id: String(loanId), returnUrl }, (data) =>
      ok({ data: field(data, 'startDisbursementSigning') }),
    ),
  reportDisbursementSigningReturn: (loanId: number, event: string) =>
    step(ReportDisbursementSigningReturnDocument, { id: String(loanId), event }, (data) =>
      ok(field(data, 'reportDisbursementSigningReturn')),
    ),
  // The borrower's signature taken (the provider's status checked first, then the loan moves).
  confirmDisbursementSigning: (loanId: number) =>
    step(
      ConfirmDisbursementSigningDocument,
      { id: String(loanId) },
      loanAnswer('confirmDisbursementSigning'),
    ),
  approveDisbursement: (loanId: number) =>
    step(ApproveDisbursementDocument, { id: String(loanId) }, loanAnswer('approveDisbursement')),
  // The application (the borrower's form) and staff's screens.
  createLoan: (input: {
    productId: number;
    applicationValue: string;
    requiredDate: string;
    purpose: string;
  }) =>
    step(
      CreateLoanDocument,
      { input: { ...input, productId: String(input.productId) } },
      loanAnswer('createLoan', 201),
    ),
  submitLoan: (loanId: number) =>
    step(SubmitLoanDocument, { id: String(loanId) }, loanAnswer('submitLoan')),
  rejectLoan: (loanId: number, reason: string) =>
    step(RejectLoanDocument, { id: String(loanId), reason }, loanAnswer('rejectLoan')),
  approveBail: (loanId: number) =>
    step(ApproveBailDocument, { id: String(loanId) }, loanAnswer('approveBail')),
  approveCredit: (loanId: number, riskRating: string) =>
    step(ApproveCreditDocument, { id: String(loanId), riskRating }, loanAnswer('approveCredit')),
  approveDirector: (loanId: number) =>
    step(ApproveDirectorDocument, { id: String(loanId) }, loanAnswer('approveDirector')),
  setOffer: (
    loanId: number,
    input: {
      interestPercent: string;
      periodDays: number;
      adminFee: string;
      paymentType: string;
      fundingStart: string;
      fundingEnd: string;
    },
  ) => step(SetOfferDocument, { id: String(loanId), input }, loanAnswer('setOffer')),
  approveLoan: (loanId: number) =>
    step(ApproveLoanDocument, { id: String(loanId) }, loanAnswer('approveLoan')),
  acceptOffer: (loanId: number) =>
    step(AcceptOfferDocument, { id: String(loanId), consent: true }, loanAnswer('acceptOffer')),
  declineOffer: (loanId: number) =>
    step(DeclineOfferDocument, { id: String(loanId) }, loanAnswer('declineOffer')),
  openFunding: (loanId: number) =>
    step(OpenFundingDocument, { id: String(loanId) }, loanAnswer('openFunding')),
};

/** By default half the steps that have a gateway operation go through it (README, Simulation). */
export const GRAPHQL_CHANCE = 0.5;

/** The surfaces' own generator, seeded from the run's seed: a seed's operations stay its own. */
export const surfaceGenerator = (seed: number): Rng => mulberry32(seed ^ 0x9b05688c);

/** How the steps went: through the gateway, through REST, and the other requests (REST only). */
export type SurfaceCounts = { graphql: number; rest: number; other: number };

/**
 * The client of one operation: each step that carries its gateway operation is sent through the
 * gateway when the operation's own generator (forked from the surfaces' generator as the day was
 * planned, one per operation in the plan's order) draws below `rate`; the draws are made as the
 * steps are called, which within an operation is the order its code calls them in (a funding
 * round's lenders in the plan's order, before any answer), so a seed's steps go the same way
 * again whatever the waves' timing.
 */
export function throughSurfaces(
  client: Client,
  rng: Rng,
  rate: number,
  counts: SurfaceCounts,
): Client {
  return {
    ...client,
    rest: (method, path, options) => {
      if (!options?.graphql) {
        counts.other += 1;
        return client.rest(method, path, options);
      }
      if (rng.next() < rate) {
        counts.graphql += 1;
        return client.rest(method, path, { ...options, via: 'graphql' });
      }
      counts.rest += 1;
      return client.rest(method, path, options);
    },
    upload: (...args) => {
      counts.other += 1;
      return client.upload(...args);
    },
  };
}
