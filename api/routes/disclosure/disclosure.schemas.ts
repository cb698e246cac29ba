import { z } from 'zod';
import { CREDIT_QUALITIES } from '../../../machines/installment/installment.quality.ts';
import { envelope } from '../shared.schemas.ts';

const rupiah = z.string().describe('Rupiah, a decimal string with two decimals');
const percent = z.string().describe('Percent with two decimals, e.g. "98.50"');
const day = z.string().describe('A day, YYYY-MM-DD (WIB)');

export const disclosure = z.object({
  asOf: day.describe("The day the figures are as at: the product's today (WIB)"),
  tkb90: percent.describe('TKB90: 100% − TWP90'),
  twp90: percent.describe('TWP90: outstanding more than 90 days past due ÷ total outstanding'),
  outstanding: rupiah.describe('Principal outstanding now (disbursed less repaid)'),
  outstandingLoans: z.number().int().describe('Loans with principal outstanding'),
  buckets: z
    .array(
      z.object({
        quality: z.enum(CREDIT_QUALITIES),
        label: z.object({ id: z.string(), en: z.string() }),
        loans: z.number().int(),
        outstanding: rupiah,
        percent: percent.describe('Share of the total outstanding'),
      }),
    )
    .describe(
      "OJK's quality buckets (current, 1–30, 31–60, 61–90, over 90 days): a loan's whole outstanding in its worst unpaid installment's bucket",
    ),
  borrowersTotal: z.number().int().describe('Borrowers with a disbursed loan since the start'),
  lendersTotal: z.number().int().describe('Lenders whose money was disbursed since the start'),
  fundingTotal: rupiah.describe('Principal disbursed since the start'),
  fundingThisYear: rupiah.describe("Principal disbursed in asOf's calendar year"),
  tkb90ByMonth: z
    .array(z.object({ month: z.string(), asOf: day, tkb90: percent, outstanding: rupiah }))
    .describe("TKB90 at each of the last 12 month ends, oldest first; this month's as at asOf"),
});

export const disclosureResponse = { 200: envelope(disclosure) };
