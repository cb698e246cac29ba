import { z } from 'zod';
import { envelope, errorBody, errorResponses, requiredText, rupiah } from '../shared.schemas.ts';
import { vaCallbackBody } from '../top-ups/top-ups.schemas.ts';

export const bankTransferBody = z.object({
  virtualAccount: z
    .string()
    .regex(/^\d{1,30}$/, 'must be a virtual account number (digits)')
    .describe("The VA paid into: a lender's wallet or an installment's billing"),
  amount: rupiah.describe('Whole rupiah transferred (into a billing: exactly its amount)'),
  customerName: requiredText(255).describe("The payer's name, as the bank reports it"),
});
export const bankTransferResponse = {
  200: envelope(
    z.object({
      callback: vaCallbackBody.describe(
        'The payment sealed as the bank posts it to POST /api/bank/va/callback',
      ),
      paymentNtb: z.string().describe("The bank's reference of the payment"),
      amount: z.string(),
    }),
  ),
  ...errorResponses,
  410: errorBody,
};

export const bankResendBody = z.object({
  callback: vaCallbackBody.describe(
    'A payment callback the bank sealed (POST /api/demo/bank/va-payments), however long ago',
  ),
});
export const bankResendResponse = {
  200: envelope(
    z.object({
      callback: vaCallbackBody.describe(
        'The same payment sealed again now, as the bank delivers a callback that did not arrive',
      ),
    }),
  ),
  ...errorResponses,
};

export const bankPayoutsResponse = {
  200: envelope(
    z.array(
      z.object({
        requestUuid: z.string(),
        amount: z.string(),
        fee: z.string(),
        rail: z.string(),
        account: z.string().describe('The beneficiary: bank code and account number'),
        settlesAt: z.string().describe("When it settles, by the product's clock (ISO 8601)"),
      }),
    ),
  ),
  ...errorResponses,
};
