import { z } from 'zod';
import { GRADES, type Grade, RISK_RATINGS } from '../../../machines/shared/risk-rating.ts';
import { balance } from '../balances/balances.schemas.ts';
import { product } from '../products/products.schemas.ts';
import {
  actionReason,
  envelope,
  errorResponses,
  text as safeText,
  wholeRupiah,
} from '../shared.schemas.ts';

const nullableText = z.string().nullable();
const amount = z.string().describe('Rupiah, an exact decimal string');

export const lenderLoan = z
  .object({
    id: z.number().int(),
    productcode: z.string(),
    productname: z.string(),
    productnameen: z.string(),
    product: product.describe("The loan's product, as GET /product/{id} answers it"),
    borroweralias: z
      .string()
      .describe("The borrower's alias (spec §5): initials, keeping a leading PT or CV"),
    borrowerispersonal: z.boolean(),
    genpurpose: z.string(),
    riskrating: z.enum(RISK_RATINGS).nullable().describe('The risk rating staff gave'),
    grade: z.enum(GRADES).nullable().describe('A (low risk) to E (high risk)'),
    submissionstage: z.string(),
    funappcfapprovalstatus: z.string(),
    funstatstatus: z.string(),
    fundingtarget: amount.describe('What the loan needs'),
    fundscollected: amount.describe('What lenders committed so far'),
    remainingneed: amount,
    fundedpercent: z
      .number()
      .int()
      .describe('Funds collected of the target, whole percent, rounded down'),
    minimumfunding: amount.describe('The least one funding may be (the last piece may be less)'),
    funappinterestpercentage: nullableText,
    timeperiod: z.number().int().nullable().describe('Days (a month counts 30)'),
    typepayment: z.enum(['INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON']),
    funappcfstarttime: nullableText,
    funappcfendtime: nullableText,
    fundingopenedon: nullableText.describe(
      'The day (WIB) funding opened: before funappcfstarttime when staff opened it early; null until it opens',
    ),
    daysleft: z.number().int().nullable().describe('Days left to fund, today included (WIB)'),
    collateral: z.object({
      bailtype: nullableText,
      bailtypelabel: z
        .object({ id: z.string(), en: z.string() })
        .nullable()
        .describe('The collateral type in words, Indonesian and English'),
      bailcertificatetype: nullableText,
      bailestimatedvalue: nullableText,
      bailsurfacearea: nullableText,
      bailbuildingarea: nullableText,
      bailcity: nullableText,
      bailprovince: nullableText,
      insurance: z.boolean(),
    }),
    availableActions: z
      .array(
        z.object({
          action: z.enum(['fund']),
          allowed: z.boolean(),
          reason: actionReason.nullable(),
        }),
      )
      .describe("Whether the caller may fund now, and why not: the lifecycle machine's answer"),
  })
  .describe('A loan as a lender sees it');

export const funding = z.object({
  id: z.number().int(),
  loanid: z.number().int(),
  amount,
  status: z.enum(['HELD', 'REFUNDED', 'LENT']),
  createdat: z.string(),
  autolent: z
    .boolean()
    .optional()
    .describe(
      'Funded by an auto-lend rule: covered by the standing authorisation, no agreement to sign',
    ),
  lenderid: z.string().optional().describe('Staff only'),
  lendername: z.string().optional().describe('Staff only'),
  lenderemail: z.string().optional().describe('Staff only'),
});

export const lenderLoanDetail = lenderLoan.extend({
  bailphotos: z.array(z.string()).describe('Collateral photos (/file/…)'),
  myfundings: z.array(funding).describe("The caller's own fundings of this loan"),
});

const gradeList = z
  .string()
  .regex(/^[A-E](,[A-E]){0,4}$/, 'grades A to E, comma-separated')
  .transform((value) => value.split(',') as Grade[])
  .optional()
  .describe('Grades, comma-separated: A,B');
const months = z.coerce.number().int().min(1).max(120).optional();
const percentFilter = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'must be a percentage such as 12.5')
  .optional();

export const marketplaceQuery = z.object({
  grade: gradeList,
  termmin: months.describe('Shortest term, months'),
  termmax: months.describe('Longest term, months'),
  interestmin: percentFilter.describe('Lowest interest, percent a year'),
  interestmax: percentFilter.describe('Highest interest, percent a year'),
  funding: z
    .enum(['NOT_FUNDED', 'PARTLY_FUNDED'])
    .optional()
    .describe('NOT_FUNDED: nobody funded yet; PARTLY_FUNDED: some funds collected'),
  sort: z.enum(['newest', 'endingSoon', 'interest', 'amount', 'progress']).default('newest'),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  after: safeText({ max: 200 }).optional().describe('The `next` cursor of the previous page'),
});

export const marketplaceResponse = {
  200: envelope(
    z.object({
      data: z.array(lenderLoan),
      total: z.number().int(),
      next: z.string().nullable().describe('Pass as `after` for the next page'),
    }),
  ),
  ...errorResponses,
};

export const lenderLoanResponse = { 200: envelope(lenderLoanDetail), ...errorResponses };

export const recentResponse = {
  200: envelope(z.object({ data: z.array(lenderLoan) })),
  ...errorResponses,
};

export const fundBody = z.object({
  amount: wholeRupiah.describe(
    'How much to fund, in whole rupiah (no sen): at least the minimum, at most the remaining ' +
      'need and the active balance',
  ),
});

export const fundResponse = {
  201: envelope(
    z.object({
      funding,
      loan: lenderLoan,
      balance: balance.describe(
        "The lender's wallet after the funding, as GET /{type}/balance answers it",
      ),
      replayed: z
        .boolean()
        .describe('true: a retry of a request already served (same Idempotency-Key)'),
    }),
  ),
  422: errorResponses[409],
  ...errorResponses,
};

export const fundingsResponse = {
  200: envelope(z.object({ data: z.array(funding) })),
  ...errorResponses,
};

const portfolioLoan = lenderLoan.extend({
  myfundings: z.array(funding).describe("The caller's own pieces of this loan"),
  invested: amount.describe("The caller's funding in this loan, all pieces"),
  pieces: z.number().int(),
  refunded: z.boolean().describe('Every piece went back to the active balance'),
  expected: amount.describe(
    "The loan's principal and interest over its whole schedule (0 before the loan period)",
  ),
  received: amount.describe('What of it the borrower has paid so far'),
});

export const portfolioResponse = {
  200: envelope(z.object({ data: z.array(portfolioLoan) })),
  ...errorResponses,
};

const split = z.array(z.object({ key: z.string(), amount }));

export const portfolioSummaryResponse = {
  200: envelope(
    z.object({
      invested: amount.describe('In active investments'),
      onhold: amount,
      active: amount,
      outstanding: amount.describe('Lent out and not yet repaid'),
      received: amount.describe('Repayments received'),
      activecount: z.number().int(),
      closedcount: z.number().int(),
      bygrade: split,
      bystatus: split.describe('By funding status'),
      asof: z.string().describe("The day the figures are as at: the product's today (WIB)"),
      receivedprincipal: amount.describe('Principal repaid to the lender'),
      receivedinterest: amount.describe(
        'Interest and late charges paid to the lender, before tax and fee',
      ),
      taxwithheld: amount.describe('Income tax (PPh 23/26) withheld from that interest'),
      feepaid: amount.describe("The platform's fee taken from that interest"),
      expected30days: amount.describe(
        "The lender's share of installments due from today to today + 30 days, before tax and fee",
      ),
      upcoming: z
        .array(z.object({ duedate: z.string(), loanid: z.number().int(), amount }))
        .describe('Those installments, by due day (YYYY-MM-DD)'),
      annualreturn: z
        .string()
        .nullable()
        .describe(
          'Percent a year, two decimals: (interest − tax − fee) ÷ principal outstanding × days, × 365; null before any money was out a day',
        ),
    }),
  ),
  ...errorResponses,
};

export const factSheetQuery = z.object({
  lang: z.enum(['id', 'en']).default('id'),
});
