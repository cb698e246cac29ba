import { z } from 'zod';
import { envelope, errorResponses } from '../shared.schemas.ts';

export const product = z.object({
  id: z.number().int(),
  code: z.string(),
  productName: z.string(),
  adminFee: z.string(),
  low_risk_interest: z.string(),
  high_risk_interest: z.string(),
  typePayment: z.enum(['INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON']),
  isProperty: z.boolean(),
  isFlow: z.boolean(),
});

export const developer = z.object({ id: z.number().int(), developerName: z.string() });

export const productListResponse = {
  200: envelope(z.object({ data: z.array(product) })),
  ...errorResponses,
};
export const productResponse = { 200: envelope(product), ...errorResponses };
export const developerListResponse = {
  200: envelope(z.object({ data: z.array(developer) })),
  ...errorResponses,
};
export const developerResponse = { 200: envelope(developer), ...errorResponses };
