// The password policy of spec §5, shared by the API (which also checks a list of common
// passwords) and the web forms: at least 8 characters, an upper- and a lower-case letter, a
// digit, a special character, no character twice in a row, nothing of the user's name or
// e-mail, no keyboard or alphabet run and no repeated chunk ("not easy to guess"), and a
// matching confirmation.
import type { Text } from './i18n-text.ts';

export type PasswordProblem =
  | 'TOO_SHORT'
  | 'NO_UPPER'
  | 'NO_LOWER'
  | 'NO_DIGIT'
  | 'NO_SPECIAL'
  | 'REPEATED_CHARACTERS'
  | 'CONTAINS_PERSONAL_DATA'
  | 'COMMON_PASSWORD'
  | 'CONFIRMATION_MISMATCH';

export const MIN_PASSWORD_LENGTH = 8;

export const passwordProblemTexts: Record<PasswordProblem, Text> = {
  TOO_SHORT: {
    id: 'Kata sandi minimal 8 karakter',
    en: 'The password needs at least 8 characters',
  },
  NO_UPPER: {
    id: 'Kata sandi harus memuat huruf besar',
    en: 'The password needs an upper-case letter',
  },
  NO_LOWER: {
    id: 'Kata sandi harus memuat huruf kecil',
    en: 'The password needs a lower-case letter',
  },
  NO_DIGIT: { id: 'Kata sandi harus memuat angka', en: 'The password needs a digit' },
  NO_SPECIAL: {
    id: 'Kata sandi harus memuat karakter khusus',
    en: 'The password needs a special character',
  },
  REPEATED_CHARACTERS: {
    id: 'Kata sandi tidak boleh memuat karakter yang sama berurutan',
    en: 'The password must not repeat a character twice in a row',
  },
  CONTAINS_PERSONAL_DATA: {
    id: 'Kata sandi tidak boleh memuat nama atau email Anda',
    en: 'The password must not contain your name or e-mail',
  },
  COMMON_PASSWORD: {
    id: 'Kata sandi terlalu mudah ditebak',
    en: 'The password is too easy to guess',
  },
  CONFIRMATION_MISMATCH: {
    id: 'Konfirmasi kata sandi tidak sama',
    en: 'The password confirmation does not match',
  },
};

/** The parts of a person's name and e-mail a password must not contain. */
export function personalFragments(person: { fullName?: string; email?: string }): string[] {
  const nameParts = (person.fullName ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const local = (person.email ?? '').toLowerCase().split('@')[0] ?? '';
  return [...nameParts, local].filter((part) => part.length >= 3);
}

/** Keyboard rows and the alphabet: four neighbours in a row, either way, are easy to guess. */
const SEQUENCES = [
  '`1234567890-=',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'qwertzuiop',
  'azertyuiop',
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
];
const SEQUENCE_RUN = 4;

export function hasKeyboardSequence(password: string): boolean {
  const lower = password.toLowerCase();
  for (let i = 0; i + SEQUENCE_RUN <= lower.length; i += 1) {
    const chunk = lower.slice(i, i + SEQUENCE_RUN);
    const reversed = [...chunk].reverse().join('');
    if (SEQUENCES.some((row) => row.includes(chunk) || row.includes(reversed))) return true;
  }
  return false;
}

/** A chunk of three or more characters said twice in a row ("Abc!Abc!"). */
export const hasRepeatedChunk = (password: string): boolean => /(.{3,})\1/iu.test(password);

/** Every rule the password breaks, in the order a person should fix them. */
export function passwordProblems(
  password: string,
  context: { confirmation?: string; fullName?: string; email?: string } = {},
): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if ([...password].length < MIN_PASSWORD_LENGTH) problems.push('TOO_SHORT');
  if (!/\p{Lu}/u.test(password)) problems.push('NO_UPPER');
  if (!/\p{Ll}/u.test(password)) problems.push('NO_LOWER');
  if (!/\d/.test(password)) problems.push('NO_DIGIT');
  if (!/[^\p{L}\p{N}\s]/u.test(password)) problems.push('NO_SPECIAL');
  if (/(.)\1/u.test(password)) problems.push('REPEATED_CHARACTERS');
  const lower = password.toLowerCase();
  if (personalFragments(context).some((part) => lower.includes(part))) {
    problems.push('CONTAINS_PERSONAL_DATA');
  }
  if (hasKeyboardSequence(password) || hasRepeatedChunk(password)) problems.push('COMMON_PASSWORD');
  if (context.confirmation !== undefined && context.confirmation !== password) {
    problems.push('CONFIRMATION_MISMATCH');
  }
  return problems;
}
