// The password policy as the API enforces it: the shared rules (machines/shared), plus real
// lists of what people pick — the 49,000 common passwords and 7,776 common words of
// @zxcvbn-ts/language-common — seen through the usual disguises: digits and symbols before or
// after ('Password1!'), letters swapped for look-alikes ('P@ssw0rd'), symbols in between.
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
    [...dictionary['passwords-common'], ...dictionary['diceware-common']].map((word) =>
      String(word).toLowerCase(),
    ),
  );
  return common;
}

const LOOK_ALIKES: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '6': 'g',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '2': 'z',
};

/** The password and the word under its disguises, each of at least three characters. */
export function guessableForms(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  const plain = [...core].map((c) => LOOK_ALIKES[c] ?? c).join('');
  const lettersOnly = (text: string) => text.replace(/[^\p{L}]/gu, '');
  return [...new Set([lower, core, plain, lettersOnly(core), lettersOnly(plain)])].filter(
    (form) => form.length >= 3,
  );
}

const isCommon = (password: string) =>
  guessableForms(password).some((form) => commonPasswords().has(form));

export function problemsOf(
  password: string,
  context: { confirmation?: string; fullName?: string; email?: string },
): PasswordProblem[] {
  const problems = passwordProblems(password, context);
  if (!problems.includes('COMMON_PASSWORD') && isCommon(password)) problems.push('COMMON_PASSWORD');
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
