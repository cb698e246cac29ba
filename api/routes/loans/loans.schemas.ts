import { z } from 'zod';
import type { DisbursementStateName } from '../../../machines/disbursement/disbursement.types.ts';
import { LOAN_QUEUE_NAMES } from '../../../machines/loan/loan.queues.ts';
import { LOAN_ACTIONS, type LoanAction } from '../../../machines/loan/loan.selectors.ts';
import { GRADES, RISK_RATINGS } from '../../../machines/shared/risk-rating.ts';
import { LOAN_SORTS } from '../../loans/list-loans.ts';
import { product } from '../products/products.schemas.ts';

import {
  actionReason,
  calendarDate,
  envelope,
  errorResponses,
  id,
  idText,
  percent,
  requiredText,
  rupiah,
  text as safeText,
  wholeNumber,
  wholeRupiah,
} from '../shared.schemas.ts';

/** The disbursement machine's states (machines/disbursement). */
const DISBURSEMENT_STATES = [
  'ready',
  'borrowerSigned',
  'approved',
  'settling',
  'successful',
  'failed',
] as const satisfies readonly DisbursementStateName[];

const text = z.string().nullable();

const riskRating = z
  .enum(RISK_RATINGS)
  .describe('Risk ratings (spec §3): low, low to medium, medium, medium to high, high');

export const stages = [
  'DRAFT',
  'REVIEW',
  'APPROVAL_BAIL',
  'APPROVAL_LOAN',
  'APPROVAL_LOAN_DIR',
  'APPROVED_PRODUCT',
  'APPROVAL_BORROWER',
  'APPROVED_BORROWER',
  'REJECTED_BORROWER',
  'PROCESS',
  'FUNDING_COMPLETED',
  'FUNDING_NOT_COMPLETED',
  'DISBURSEMENT_READY',
  'DISBURSEMENT_READY_BORROWER',
  'DISBURSED',
  'LOAN_PERIOD',
  'REVIEW_PAID',
  'PAID',
  'CLOSED',
  'CANCEL',
  'REJECT_BAIL',
] as const;

export const lifecycle = z
  .object({
    value: z.object({ stage: z.enum(stages), arrears: z.enum(['current', 'overdue']) }),
    context: z.object({
      borrowerId: z.string(),
      productCode: z.string(),
      applicationValue: z.string(),
      lowRiskInterest: z.string(),
      highRiskInterest: z.string(),
      commitment: z.string(),
      creditApprovedBy: z.string().nullable(),
      fundingFailed: z.boolean(),
      fundingStart: z.string().nullable().optional(),
      fundingEnd: z.string().nullable().optional(),
      fundingOpenedOn: z
        .string()
        .nullable()
        .optional()
        .describe(
          'The day (WIB) funding opened: before fundingStart when staff opened it early; funding runs from it',
        ),
      minimumFunding: z.string().nullable().optional(),
      riskRating: z.enum(RISK_RATINGS).nullable().optional(),
    }),
    transferring: z
      .boolean()
      .optional()
      .describe("The disbursement's transfer is with the bank (its machine's `transferring` tag)"),
  })
  .describe('The lifecycle machine state (machines/loan) the three statuses project from');

export const loan = z.object({
  id: z.number().int(),
  productid: z.number().int(),
  productcode: z.string(),
  productname: z.string(),
  productnameen: z.string().describe("The product's English name"),
  product: product.describe("The loan's product, as GET /product/{id} answers it"),
  borrowerid: z.string(),
  borrowername: z.string(),
  borrowerispersonal: z.boolean(),
  developerid: z.number().int().nullable(),
  genapplicationvalue: z.string(),
  genrequireddate: z.string(),
  genpurpose: z.string(),
  genpaymentoptions: z.string(),
  submissionstage: z.string(),
  funappcfapprovalstatus: z.string(),
  funstatstatus: z.string(),
  timeperiod: z.number().int().nullable(),
  appadminfee: z.string(),
  typepayment: z.enum(['INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON']),
  funappinterestpercentage: text,
  riskrating: riskRating
    .nullable()
    .describe('The risk rating staff gave when they approved credit; null until then'),
  grade: z
    .enum(GRADES)
    .nullable()
    .describe('The rating as lenders read it: A (low risk) … E (high risk); null when unrated'),
  funappcfstarttime: text,
  funappcfendtime: text,
  installmentduedate: text,
  duedate: text,
  totalpartialpaid: z.string(),
  totallatecharge: z.string(),
  repaymentduedate: text,
  appfundercommitmentvalue: z.string(),
  submittedat: z.string().nullable().describe('The latest submission (ISO instant); null: a draft'),
  stageenteredat: z
    .string()
    .describe('When the loan entered its current stage (ISO instant): its wait in the queue'),
  bailtype: text,
  bailcertificatetype: text,
  bailcertificatenumber: text,
  bailcertificatefile: text,
  bailcertificate: text,
  bailestimatedvalue: text,
  pbbdocumentfile: text,
  imbdocumentfile: text,
  bailsurfacearea: text,
  bailbuildingarea: text,
  bailaddress: text,
  bailregion: text,
  baildistrict: text,
  bailcity: text,
  bailprovince: text,
  bailpostcode: text,
  bailcountry: z.string(),
  insurance: z.boolean(),
  otherDocumentFiles: z.string().describe('A JSON string holding a list of file paths'),
  lifecycle,
  disbursement: z
    .object({
      state: z.enum(DISBURSEMENT_STATES),
      stateLabel: z.object({ id: z.string(), en: z.string() }),
      payoutAmount: z
        .string()
        .describe('What the borrower receives: the escrow less the admin fee'),
      bankReference: z
        .string()
        .nullable()
        .describe("The bank's reference of the paid transfer; null until the bank confirms it"),
      settledAt: z
        .string()
        .nullable()
        .describe('When the bank confirmed the transfer (ISO instant); null until then'),
    })
    .nullable()
    .optional()
    .describe("The loan's disbursement as its list row shows it; null before it is prepared"),
  availableActions: z
    .array(
      z.object({
        action: z.enum(Object.keys(LOAN_ACTIONS) as [LoanAction, ...LoanAction[]]),
        allowed: z.boolean(),
        reason: actionReason.nullable(),
      }),
    )
    .describe(
      'Every action on the loan and whether the caller may take it now, with the reason when ' +
        'not: the lifecycle machine asked for the authenticated caller',
    ),
});

export const createLoanBody = z.object({
  productid: id(),
  // Whole rupiah, as lenders fund it: a need with sen could never be funded to the last sen.
  genapplicationvalue: wholeRupiah,
  genrequireddate: calendarDate('iso'),
  genpurpose: requiredText(1000),
  developerid: id().nullable().optional(),
});

export const loanQuery = z.object({
  user_type: z.enum(['borrower', 'lender', 'admin']).optional(),
  include: z
    .string()
    .regex(
      /^(auditTrail|bailPhotos|borrowerInfo|borrowerProfile)(,(auditTrail|bailPhotos|borrowerInfo|borrowerProfile))*$/,
      'auditTrail, bailPhotos, borrowerInfo and/or borrowerProfile, comma-separated',
    )
    .optional()
    .describe(
      'What to send along with the loan, comma-separated, so a loan screen is one call: ' +
        'auditTrail (as GET /loan/{id}/events shows it to the caller), bailPhotos (as GET ' +
        '/loan/{id}/bail/photo), borrowerInfo (as GET /loan/{id}/borrower_info), ' +
        'borrowerProfile (staff: as GET /staff/borrowers/{borrowerid}; null for anyone else)',
    ),
});

const queue = z
  .enum(LOAN_QUEUE_NAMES)
  .describe(
    'A staff work queue: toReview (REVIEW), collateralApproved (APPROVAL_BAIL), creditApproved ' +
      '(APPROVAL_LOAN), directorApproved (APPROVAL_LOAN_DIR, APPROVED_{product}), offersOut ' +
      '(APPROVAL_BORROWER), funding (APPROVED_BORROWER … FUNDING_NOT_COMPLETED), ' +
      'disbursementReady, inPeriod, paymentsToReview (REVIEW_PAID), closed (PAID, CLOSED), ' +
      'cancelledRejected (REJECT_BAIL, REJECTED_BORROWER, CANCEL)',
  );
const productFilter = idText().optional().describe('A product id');
const search = safeText({ max: 100, trim: true })
  .optional()
  .describe("Part of the borrower's name (any case), or a loan id");

export const listQuery = z.object({
  queue: queue.optional(),
  stage: z
    .enum(stages)
    .optional()
    .describe('A lifecycle stage; APPROVED_PRODUCT stands for APPROVED_{product}'),
  productid: productFilter,
  q: search,
  sort: z
    .enum(LOAN_SORTS)
    .default('newest')
    .describe(
      'newest / oldest (by id), value_desc / value_asc (application value), required_date ' +
        '(earliest first), updated (last change first), submitted_oldest / submitted_newest ' +
        '(latest submission; drafts last), waiting_longest / waiting_shortest (time in the ' +
        'current stage)',
    ),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: safeText({ max: 200 }).optional().describe('The `next` cursor of the previous page'),
});

export const disbursementListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  after: safeText({ max: 200 }).optional().describe('The `next` cursor of the previous page'),
});

export const queueCountsQuery = z.object({ productid: productFilter, q: search });

export const reasonBody = z.object({ reason: requiredText(1000) });

export const acceptOfferBody = z
  .object({
    consent: z
      .boolean()
      .optional()
      .describe('true: the borrower agrees to the offer terms shown (required to accept)'),
  })
  // No body at all is the same as no consent: CONSENT_REQUIRED, not a validation failure.
  .nullish();

export const approveCreditBody = z
  .object({
    riskrating: riskRating
      .optional()
      .describe(
        "The loan's risk rating (required): it fixes the grade lenders see and the offer's " +
          'interest band',
      ),
  })
  // No body or no rating is the machine's refusal, RISK_RATING_MISSING (400 naming riskrating),
  // as a missing consent is CONSENT_REQUIRED; an unknown rating fails here (400 naming it too).
  .nullish();

export const offerBody = z.object({
  funappinterestpercentage: percent,
  timeperiod: wholeNumber({ min: 1 }).describe(
    'The loan period in days (a month counts 30): at most 120 months, 24 when paid at the end',
  ),
  appadminfee: rupiah,
  typepayment: z.enum(['INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON']),
  funappcfstarttime: calendarDate('iso'),
  funappcfendtime: calendarDate('iso'),
});

export const loanResponse = { 200: envelope(loan), ...errorResponses };
export const createdLoanResponse = { 201: envelope(loan), ...errorResponses };
export const loanListResponse = {
  200: envelope(
    z.object({
      data: z.array(loan),
      total: z.number().int(),
      next: z.string().nullable().describe('Pass as `after` for the next page'),
      cursors: z
        .array(z.string())
        .describe('For each loan of `data`, the cursor of the page that starts after it'),
    }),
  ),
  ...errorResponses,
};
export const borrowerLoansResponse = {
  200: envelope(z.object({ data: z.array(loan) })),
  ...errorResponses,
};

export const queueCountsResponse = {
  200: envelope(
    z.object({
      data: z.array(z.object({ queue, count: z.number().int() })),
      total: z.number().int().describe('Every loan matching the filter, drafts included'),
    }),
  ),
  ...errorResponses,
};

const words = z.object({ id: z.string(), en: z.string() });

export const auditEntry = z.object({
  id: z.number().int(),
  event: z.string().describe('The lifecycle event, e.g. loan.reject'),
  fromStage: z.string().nullable().describe("null for the loan's creation"),
  toStage: z.string(),
  actorId: z.string().nullable().describe('null for the platform, or staff seen by a borrower'),
  actorName: z.string().nullable(),
  actorRole: z.string(),
  reason: z
    .string()
    .nullable()
    .describe('Why: a rejection or cancellation, or why staff replaced a borrower file'),
  at: z.string().describe('ISO 8601 instant'),
  changes: z
    .array(
      z.object({
        field: z.string().describe('The REST name of the field, e.g. genapplicationvalue'),
        label: words,
        kind: z
          .enum(['TEXT', 'MONEY', 'DATE', 'AREA', 'CHOICE', 'YES_NO', 'FILE'])
          .describe('How to show the values: MONEY in rupiah, DATE DD-MM-YYYY, AREA in m²'),
        before: z.string().nullable().describe('The value as stored before; null: empty'),
        after: z.string().nullable().describe('The value as stored after; null: empty'),
        beforeText: words.nullable().describe('Words for a code, reference, yes/no or file'),
        afterText: words.nullable(),
      }),
    )
    .describe('What an edit of the application changed, field by field (empty otherwise)'),
});

export const auditTrailResponse = {
  200: envelope(z.object({ data: z.array(auditEntry) })),
  ...errorResponses,
};

const rupiahOrNull = z
  .string()
  .nullable()
  .describe('Rupiah as a decimal string; null before it is known');

/** A loan's disbursement (issue 18), as staff and its borrower see it. */
export const disbursementResponse = {
  200: envelope(
    z.object({
      state: z
        .enum(DISBURSEMENT_STATES)
        .nullable()
        .describe('The disbursement machine state; null before the disbursement is prepared'),
      stateLabel: z
        .object({ id: z.string(), en: z.string() })
        .nullable()
        .describe('The state in words; null before the disbursement is prepared'),
      borrowerSigned: z
        .boolean()
        .describe("Whether the signature provider confirmed the borrower's loan agreement signed"),
      waitingForBank: z
        .boolean()
        .describe('The bank holds the transfer (sent, or accepted and settling): staff wait'),
      attempts: z.number().int().describe('Transfer requests sent to the bank so far'),
      failureCode: z.string().nullable().describe("The bank's code of the last refused transfer"),
      bankReference: z.string().nullable(),
      requestUuid: z
        .string()
        .nullable()
        .describe("The current attempt's request uuid: the bank pays one uuid at most once"),
      rail: z.string().nullable(),
      railLabel: z.object({ id: z.string(), en: z.string() }).nullable(),
      bankCode: z.string().nullable(),
      bankName: z.string().nullable(),
      accountNumber: z.string().nullable(),
      accountNumberMasked: z
        .string()
        .nullable()
        .describe('The account number with only its last four digits shown'),
      accountName: z.string().nullable(),
      escrowAmount: rupiahOrNull,
      adminFee: rupiahOrNull,
      payoutAmount: rupiahOrNull,
      approvedAt: z.string().nullable(),
      sentAt: z.string().nullable().describe('When the current attempt reached the bank'),
      settledAt: z.string().nullable(),
      awaitingAgreements: z
        .array(
          z.object({
            fundingId: z.number().int(),
            lenderId: z
              .string()
              .nullable()
              .describe('Null for the borrower: lenders stay anonymous'),
            lenderName: z.string().nullable().describe('Null for the borrower'),
            amount: z.string(),
          }),
        )
        .describe("Lenders' fundings whose investment agreement is not signed yet"),
    }),
  ),
  ...errorResponses,
};
