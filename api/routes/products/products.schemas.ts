import { z } from 'zod';
import { envelope, errorResponses, percent, requiredText, rupiah } from '../shared.schemas.ts';

export const product = z.object({
  id: z.number().int(),
  code: z.string(),
  productName: z.string(),
  productNameEn: z.string().describe("The product's English name (the Indonesian one until given)"),
  adminFee: z.string(),
  low_risk_interest: z.string(),
  high_risk_interest: z.string(),
  typePayment: z.enum(['INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON']),
  isProperty: z.boolean(),
  isFlow: z.boolean(),
  purpose: z
    .enum(['PRODUCTIVE', 'CONSUMPTIVE'])
    .describe("The funding's purpose: OJK's caps on interest, fees and late charges differ by it"),
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

/** Staff create and edit a product with the whole product (PUT replaces it). */
export const productBody = z.object({
  code: z
    .string({ error: 'required' })
    .regex(/^[A-Z0-9_]{1,20}$/, 'must be capitals, digits or _ (at most 20)'),
  productName: requiredText(200),
  productNameEn: requiredText(200).optional(),
  adminFee: z.string({ error: 'required' }).pipe(rupiah),
  low_risk_interest: percent,
  high_risk_interest: percent,
  typePayment: z.enum(['INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON'], { error: 'required' }),
  isProperty: z.boolean().default(false),
  isFlow: z.boolean().default(false),
  purpose: z.enum(['PRODUCTIVE', 'CONSUMPTIVE']).default('PRODUCTIVE'),
});

export const developerBody = z.object({
  developerName: requiredText(200),
});

export const createdProductResponse = { 201: envelope(product), ...errorResponses };
export const createdDeveloperResponse = { 201: envelope(developer), ...errorResponses };
