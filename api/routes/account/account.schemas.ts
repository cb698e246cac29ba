import { z } from 'zod';
import { envelope, errorResponses } from '../shared.schemas.ts';

export const user = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(['borrower', 'lender', 'admin']),
  isPersonal: z.boolean(),
});

export const loginBody = z.object({
  email: z.string().trim().min(1, 'required'),
  password: z.string().min(1, 'required'),
});

export const loginResponse = {
  200: envelope(z.object({ token: z.string(), expiresAt: z.string(), user })),
  ...errorResponses,
};

export const meResponse = { 200: envelope(user), ...errorResponses };
