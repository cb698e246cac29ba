import { z } from 'zod';
import { envelope, errorResponses, requiredText, rupiah } from '../shared.schemas.ts';

export const vaCallbackBody = z.object({
  client_id: requiredText(40).describe("The platform's e-collection client id"),
  data: requiredText(20_000).describe('The payment, sealed with the e-collection key'),
});
export const vaCallbackResponse = {
  200: z.object({ status: z.literal('000') }).describe("The bank's success answer"),
  ...errorResponses,
};

export const demoTransferBody = z.object({
  amount: rupiah.describe('Whole rupiah to transfer into your VA'),
});
export const demoTransferResponse = {
  200: envelope(
    z.object({
      credited: z.boolean(),
      amount: z.string(),
      paymentNtb: z.string(),
      activeBalance: z.string(),
    }),
  ),
  ...errorResponses,
};
