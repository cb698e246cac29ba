// The password policy as the API enforces it: the shared rules (machines/shared), plus a real
// list of common passwords — the 49,000-entry list of @zxcvbn-ts/language-common.
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  type PasswordProblem,
  passwordProblems,
  passwordProblemTexts,
} from '../../machines/shared/password-rules.ts';
import { AppError } from '../http/errors.ts';

let common: ReadonlySet<string> | undefined;

export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).map((password) => password.toLowerCase()),
  );
  return common;
}

export function problemsOf(
  password: string,
  context: { confirmation?: string; fullName?: string; email?: string },
): PasswordProblem[] {
  const problems = passwordProblems(password, context);
  if (commonPasswords().has(password.toLowerCase())) problems.push('COMMON_PASSWORD');
  return problems;
}

/** Refuses a password that breaks the policy: 400 PASSWORD_POLICY, the first problem's text. */
export function assertPasswordPolicy(
  password: string,
  context: { confirmation?: string; fullName?: string; email?: string },
  field = 'password',
): void {
  const [first, ...rest] = problemsOf(password, context);
  if (!first) return;
  const fields: Record<string, string> = { [field]: passwordProblemTexts[first].en };
  if (first === 'CONFIRMATION_MISMATCH' || rest.includes('CONFIRMATION_MISMATCH')) {
    fields.confirmPassword = passwordProblemTexts.CONFIRMATION_MISMATCH.en;
  }
  throw new AppError(400, 'PASSWORD_POLICY', passwordProblemTexts[first].en, {
    fields,
    reason: first,
  });
}
