import { z } from 'zod';
import { envelope, errorResponses, idText, requiredText, rupiah } from '../shared.schemas.ts';

const text = z.object({ id: z.string(), en: z.string() });
const railCode = z.enum(['BI_FAST', 'ONLINE', 'CLEARING', 'RTGS']);
const states = z.enum(['requested', 'sent', 'settled', 'failed', 'reversed']);

export const quoteQuery = z.object({
  amount: rupiah.describe('Whole rupiah to withdraw'),
  rail: railCode.optional().describe('A rail the lender chose; default the cheapest that fits'),
});
export const railOption = z.object({
  rail: railCode,
  label: text,
  fee: z.string(),
  total: z.string().describe('Amount plus fee: what leaves the active balance'),
  arrival: text.describe('When the money arrives'),
  settles: z.enum(['INSTANT', 'LATER']),
});
export const quote = z.object({
  amount: z.string(),
  activeBalance: z.string(),
  options: z.array(railOption).describe('Rails that carry this amount, cheapest first'),
  proposed: railOption.nullable().describe('The chosen rail, or the cheapest that fits'),
  refusal: z.object({ code: z.string(), text }).nullable(),
  destination: z
    .object({
      bankCode: z.string(),
      bankName: z.string(),
      accountNumberMasked: z.string().describe('Only the last four digits: "•••• 1234"'),
    })
    .nullable()
    .describe('The validated bank account the money would go to; null without one'),
});
export const quoteResponse = { 200: envelope(quote), ...errorResponses };

export const cashOutBody = z.object({
  amount: rupiah.describe('Whole rupiah to withdraw'),
  rail: railCode.optional(),
});
export const idempotencyHeaders = z.object({
  'idempotency-key': requiredText(100).describe('One key per cash-out: a retry returns the first'),
});

export const withdrawal = z.object({
  id: z.string(),
  lenderId: z.string(),
  lenderName: z.string().nullable(),
  amount: z.string(),
  fee: z.string(),
  total: z.string(),
  rail: railCode,
  railLabel: text,
  bankCode: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  requestUuid: z.string().describe("The bank's request uuid, stored before the call"),
  state: states.describe('The withdrawal machine state'),
  stateLabel: text,
  bankResponseCode: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const withdrawalResponse = { 200: envelope(withdrawal), ...errorResponses };
export const withdrawalListResponse = {
  200: envelope(z.object({ data: z.array(withdrawal) })),
  ...errorResponses,
};
export const withdrawalParam = z.object({ id: idText(Number.MAX_SAFE_INTEGER) });
