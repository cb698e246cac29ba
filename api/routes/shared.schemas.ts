import { z } from 'zod';

export const rupiah = z
  .string()
  .regex(/^\d{1,18}(\.\d{1,2})?$/, 'must be a rupiah amount such as 1500000 or 1500000.00')
  .describe('Rupiah as an exact decimal string');

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .describe('A date, YYYY-MM-DD');

export const idParam = z.object({ id: z.coerce.number().int().positive() });

export const errorBody = z
  .object({
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    reason: z.string().optional(),
    retryAfterSeconds: z.number().int().optional(),
  })
  .describe('An error: message for people, code for programs');

export const errorResponses = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  429: errorBody,
};

/** Why an action is not open now: a stable code and its text in both languages. */
export const actionReason = z.object({
  code: z.string(),
  text: z.object({ id: z.string(), en: z.string() }),
});

/** Wraps a body in the contract's envelope: `{ data: ... }`. */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
