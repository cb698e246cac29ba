import { z } from 'zod';
import { LOAN_QUEUE_NAMES } from '../../../machines/loan/loan.queues.ts';
import { envelope, errorResponses } from '../shared.schemas.ts';

const rupiah = z.string().describe('Rupiah, a decimal string with two decimals');
const percent = z.string().describe('Percent with two decimals, e.g. "98.50"');
const day = z.string().describe('A day, YYYY-MM-DD (WIB)');

export const staffDashboard = z.object({
  asof: day.describe("The day the figures are as at: the product's today"),
  queues: z
    .array(
      z.object({
        queue: z.enum(LOAN_QUEUE_NAMES as [string, ...string[]]),
        label: z.object({ id: z.string(), en: z.string() }),
        count: z.number().int(),
      }),
    )
    .describe('Each work queue with the loans in it'),
  total: z.number().int().describe('Loans in any stage'),
  funding: z.object({
    count: z.number().int().describe('Loans open for funding'),
    loans: z
      .array(
        z.object({
          id: z.number().int(),
          productname: z.string(),
          productnameen: z.string(),
          target: rupiah,
          funded: rupiah,
          fundedpercent: z.number().int(),
          fundingend: day.nullable(),
          daysleft: z.number().int().nullable().describe('Counting the last day; 0 once passed'),
        }),
      )
      .describe('The open loans, ending soonest first (at most 50)'),
  }),
  disbursements: z
    .object({ count: z.number().int(), amount: rupiah })
    .describe('Loans funded and waiting to be paid out'),
  payments: z
    .object({ count: z.number().int(), amount: rupiah })
    .describe('Borrower payments waiting for review'),
  outstanding: rupiah.describe('Principal outstanding now'),
  arrears: z
    .array(
      z.object({
        bucket: z.enum(['days1to30', 'days31to90', 'over90']),
        loans: z.number().int(),
        outstanding: rupiah,
      }),
    )
    .describe(
      "Outstanding by days past due (1–30, 31–90, over 90): the public disclosure's buckets, a loan's whole outstanding in its worst unpaid installment's",
    ),
  tkb90: percent,
  tkb90bymonth: z
    .array(z.object({ month: z.string(), tkb90: percent }))
    .describe('TKB90 at each of the last 12 month ends, oldest first'),
});

export const staffDashboardResponse = { 200: envelope(staffDashboard), ...errorResponses };
