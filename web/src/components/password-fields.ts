// Zod checks of the shared password rules (machines/shared/password-rules.ts) for the forms that
// set a password; the API applies the same rules and a list of common passwords besides.
import type { z } from 'zod';
import { passwordProblems } from '../../../machines/shared/password-rules.ts';

/**
 * Adds the first rule the password breaks to `passwordField`, and a mismatch to
 * `confirmField`. Empty fields are left to their own `required` check.
 */
export function checkNewPassword(
  values: { password: string; confirmation: string; fullName?: string; email?: string },
  ctx: z.RefinementCtx,
  fields: { passwordField: string; confirmField: string },
): void {
  const { password, confirmation } = values;
  if (password !== '') {
    const [first] = passwordProblems(password, {
      ...(values.fullName ? { fullName: values.fullName } : {}),
      ...(values.email ? { email: values.email } : {}),
    });
    if (first) ctx.addIssue({ code: 'custom', path: [fields.passwordField], message: first });
  }
  if (confirmation !== '' && confirmation !== password) {
    ctx.addIssue({
      code: 'custom',
      path: [fields.confirmField],
      message: 'CONFIRMATION_MISMATCH',
    });
  }
}

/** Same as the API: +62, 62 or 0, then 8 and 7 to 11 more digits; spaces and dashes ignored. */
export const INDONESIAN_MOBILE = /^(\+62|62|0)8\d{7,11}$/;
export const normalisePhone = (value: string) => value.replace(/[\s-]/g, '');
