import { z } from 'zod';
import { envelope, errorResponses, text } from '../shared.schemas.ts';

const rupiah = z.string().describe('Rupiah, decimal string');

export const lenderLimits = z.object({
  lenderId: z.string(),
  isPersonal: z.boolean(),
  category: z
    .enum(['NON_PROFESSIONAL', 'PROFESSIONAL', 'INSTITUTION'])
    .describe('OJK lender category: by declared income for a person; INSTITUTION for a company'),
  declaredYearlyIncome: rupiah.nullable(),
  declaredAt: z.string().nullable(),
  outstanding: rupiah.describe(
    'The lender’s own outstanding funding: on hold plus lent, not repaid',
  ),
  income: z.object({
    applies: z.boolean(),
    declarationNeeded: z.boolean().describe('A person who must declare before funding'),
    percent: z.string().nullable(),
    limit: rupiah.nullable(),
    room: rupiah.nullable(),
    source: z.string().nullable(),
  }),
  concentration: z.object({
    percent: z.string().nullable().describe('25, or 75 for an OJK-supervised institution'),
    affiliateGroup: z.string().nullable(),
    ojkSupervised: z.boolean(),
    groupOutstanding: rupiah,
    platformOutstanding: rupiah,
    floor: rupiah.describe('At or under this platform outstanding the share is not enforced'),
    enforced: z.boolean(),
    limit: rupiah.nullable(),
    room: rupiah.nullable(),
    source: z.string().nullable(),
  }),
  room: rupiah
    .nullable()
    .describe('The most the lender may fund now under both limits; null: no limit'),
});

export const lenderLimitsResponse = { 200: envelope(lenderLimits), ...errorResponses };

export const incomeBody = z.object({
  yearlyIncome: text({ max: 24, trim: true }).describe(
    'The declared yearly income, whole rupiah, e.g. "600000000"',
  ),
});

export const lenderFactsBody = z.object({
  affiliateGroup: text({ max: 120, trim: true })
    .nullable()
    .optional()
    .transform((v) => v ?? null)
    .describe('Lenders staff link into the same group count together against the share'),
  ojkSupervised: z
    .boolean()
    .describe('Company lenders only: a financial institution OJK supervises'),
});

export const lenderIdParam = z.object({ lenderId: z.uuid('not a lender id') });

const borrowerLimit = z.object({
  purpose: z.enum(['PRODUCTIVE', 'CONSUMPTIVE']),
  outstanding: rupiah.describe('On the borrower’s loans with an offer set, not yet repaid'),
  limit: rupiah.nullable(),
  room: rupiah.nullable(),
  source: z.string().nullable(),
  raisedLimit: rupiah
    .nullable()
    .describe('A higher limit in force whose platform condition is not met'),
  raisedLimitCondition: z
    .object({ twp90AtMostPercent: z.string(), monthEnds: z.number() })
    .nullable(),
});

export const borrowerLimitsResponse = {
  200: envelope(z.object({ data: z.array(borrowerLimit) })),
  ...errorResponses,
};

export const borrowerLimitResponse = {
  200: envelope(borrowerLimit.extend({ loanValue: rupiah, fits: z.boolean() })),
  ...errorResponses,
};

export const borrowerQuery = z.object({
  borrowerid: z.uuid('not a borrower id').optional(),
});
