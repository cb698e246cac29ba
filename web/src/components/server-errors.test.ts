// Refusals as the screens word them: by code, in both languages, with the spec's English
// catalogue texts exactly, the wait of a 429, and the form fields a refusal names.
import { CombinedGraphQLErrors } from '@apollo/client';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { graphQLErrors } from '../graphql-errors.ts';
import { coreEn } from '../locales/core.en.ts';
import { coreId } from '../locales/core.id.ts';
import {
  errorMessage,
  hasErrorCode,
  problemText,
  type ServerProblem,
  serverProblem,
  showServerProblem,
} from './server-errors.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { id: { translation: coreId }, en: { translation: coreEn } },
    lng: 'id',
    interpolation: { escapeValue: false },
  });
});

const refusal = (extensions: Record<string, unknown>, message = 'server words') =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });

const textIn = (language: 'id' | 'en', problem: ServerProblem) =>
  problemText(i18n.getFixedT(language), problem);

describe('problemText', () => {
  it.each([
    ['DUPLICATE_EMAIL', 'Duplication Registration Email'],
    ['DUPLICATE_PHONE', 'Duplicate Phone Number'],
    ['WRONG_REFERRAL_CODE', 'Wrong Referral Code'],
    ['REFERRAL_NOT_FOUND', 'Referral Code Not Found'],
    ['INVALID_CREDENTIALS', 'Email or password does not match'],
    ['INTERNAL', 'Ups! Something wrong. Please call our CS.'],
  ])("words %s with the spec's English text, and in Indonesian otherwise", (code, english) => {
    const problem = serverProblem(refusal({ code }));
    expect(textIn('en', problem)).toBe(english);
    expect(textIn('id', problem)).not.toBe(english);
    expect(textIn('id', problem)).not.toBe('');
  });

  it('gives every account code an Indonesian text of its own', () => {
    const codes = [
      'ACCOUNT_INACTIVE',
      'ACTIVATION_CODE_INVALID',
      'ALREADY_ACTIVE',
      'RESET_TOKEN_INVALID',
      'OLD_PASSWORD_WRONG',
      'PASSWORD_UNCHANGED',
      'PASSWORD_POLICY',
      'VALIDATION_FAILED',
      'TOO_MANY_ATTEMPTS',
      'ACCOUNT_LOCKED',
    ];
    for (const code of codes) {
      const problem = serverProblem(refusal({ code }));
      expect(textIn('id', problem), code).not.toBe(textIn('en', problem));
      expect(textIn('id', problem), code).not.toContain('server words');
    }
  });

  it('says how long to wait after too many attempts, in seconds or minutes', () => {
    const slowed = serverProblem(refusal({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 }));
    expect(textIn('id', slowed)).toBe('Terlalu banyak percobaan gagal: coba lagi dalam 30 detik');
    expect(textIn('en', slowed)).toBe('Too many failed attempts: try again in 30 seconds');
    const locked = serverProblem(refusal({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 841 }));
    expect(textIn('id', locked)).toBe(
      'Terlalu banyak percobaan gagal: akun dikunci, coba lagi dalam 15 menit',
    );
    expect(textIn('en', locked)).toBe(
      'Too many failed attempts: the account is locked, try again in 15 minutes',
    );
    const lastMinute = serverProblem(refusal({ code: 'ACCOUNT_LOCKED', retryAfterSeconds: 60 }));
    expect(textIn('en', lastMinute)).toContain('in 1 minute');
  });

  it('names the broken password rule, and keeps the server words for codes it does not know', () => {
    const policy = serverProblem(refusal({ code: 'PASSWORD_POLICY', reason: 'NO_DIGIT' }));
    expect(textIn('id', policy)).toBe('Kata sandi harus memuat angka');
    expect(textIn('en', policy)).toBe('The password needs a digit');
    const unknown = serverProblem(refusal({ code: 'SOMETHING_NEW' }, 'Something new happened'));
    expect(textIn('id', unknown)).toBe('Something new happened');
    expect(textIn('en', serverProblem(new Error('Failed to fetch')))).toBe('Network Error');
  });
});

describe('serverProblem', () => {
  it('reads the login page’s Apollo-less refusals as it reads Apollo’s', () => {
    const extensions = { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30, fields: { email: 'x' } };
    const fromFetch = serverProblem(graphQLErrors([{ message: 'slow down', extensions }]));
    expect(fromFetch).toEqual(serverProblem(refusal(extensions, 'slow down')));
    expect(fromFetch).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 30 });
    expect(textIn('en', fromFetch)).toBe('Too many failed attempts: try again in 30 seconds');
  });

  it('takes anything else for a network failure', () => {
    expect(serverProblem(new TypeError('Failed to fetch'))).toEqual({
      code: 'NETWORK',
      message: 'Failed to fetch',
      fields: {},
    });
  });
});

describe('showServerProblem', () => {
  const setErrorSpy = () => {
    const calls: Array<[string, string | undefined, boolean | undefined]> = [];
    const setError = (
      name: string,
      error: { message?: string },
      options?: { shouldFocus?: boolean },
    ) => {
      calls.push([name, error.message, options?.shouldFocus]);
    };
    return { calls, setError };
  };

  it('puts a refusal on the field it names, focusing it, and leaves no alert', () => {
    const { calls, setError } = setErrorSpy();
    const left = showServerProblem(
      refusal({ code: 'DUPLICATE_PHONE', fields: { phone: 'Duplicate Phone Number' } }),
      setError,
      ['email', 'phone'],
    );
    expect(left).toBeNull();
    expect(calls).toEqual([['phone', 'DUPLICATE_PHONE', true]]);
  });

  it('puts a password rule on the password and a mismatch on the confirmation alone', () => {
    const rule = setErrorSpy();
    showServerProblem(
      refusal({
        code: 'PASSWORD_POLICY',
        reason: 'COMMON_PASSWORD',
        fields: { newPassword: 'The password is too easy to guess' },
      }),
      rule.setError,
      ['newPassword', 'confirmPassword'],
    );
    expect(rule.calls).toEqual([['newPassword', 'COMMON_PASSWORD', true]]);
    const mismatch = setErrorSpy();
    showServerProblem(
      refusal({
        code: 'PASSWORD_POLICY',
        reason: 'CONFIRMATION_MISMATCH',
        fields: { password: 'x', confirmPassword: 'x' },
      }),
      mismatch.setError,
      ['password', 'confirmPassword'],
    );
    expect(mismatch.calls).toEqual([['confirmPassword', 'CONFIRMATION_MISMATCH', true]]);
  });

  it('returns a refusal that names no field of the form, for an alert', () => {
    const { calls, setError } = setErrorSpy();
    const left = showServerProblem(
      refusal({ code: 'INVALID_CREDENTIALS' }, 'Email or password does not match'),
      setError,
      ['email', 'password'],
    );
    expect(calls).toEqual([]);
    expect(left).toMatchObject({ code: 'INVALID_CREDENTIALS', fields: {} });
  });
});

describe('errorMessage and hasErrorCode (the same reader)', () => {
  it("shows a machine's refusal in the words the server gave, in the language asked for", () => {
    const refused = refusal(
      { code: 'ILLEGAL_TRANSITION', reason: 'WRONG_STAGE' },
      'Menunggu jawaban peminjam atas penawaran',
    );
    expect(errorMessage(refused, 'fallback')).toBe('Menunggu jawaban peminjam atas penawaran');
    expect(hasErrorCode(refused, 'ILLEGAL_TRANSITION')).toBe(true);
    expect(hasErrorCode(refused, 'FORBIDDEN')).toBe(false);
    expect(errorMessage(new Error('offline'), 'fallback')).toBe('offline');
    expect(errorMessage('nothing', 'fallback')).toBe('fallback');
    expect(hasErrorCode(new Error('offline'), 'NETWORK')).toBe(false);
  });
});
