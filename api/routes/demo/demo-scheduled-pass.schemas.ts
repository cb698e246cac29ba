import { z } from 'zod';
import { envelope, errorResponses } from '../shared.schemas.ts';

export const scheduledPassResponse = {
  200: envelope(
    z.object({
      now: z.string().describe("The product's time the pass ran at (ISO 8601)"),
      fundingOpened: z.array(z.number().int()).describe('Loans whose funding window opened'),
      fundingClosed: z
        .array(z.number().int())
        .describe('Loans whose funding window closed short (refunded)'),
      autoLent: z.array(z.number().int()).describe("Loans auto-lend's rules funded"),
      overdueLoans: z.number().int().describe('Loans with an installment past due'),
      withdrawalsAsked: z
        .number()
        .int()
        .describe('Pending withdrawals the bank was asked about by their request uuid'),
    }),
  ),
  ...errorResponses,
};
