// An error answers in the caller's language, its message and every field's message alike:
// Indonesian when the request names no language of ours (the product's default), English when
// it asks for English — never a mix. The words are api/http/message-words.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from '../support/profiles.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;

beforeAll(async () => {
  product = await startTestProduct();
  borrower = await loginAs(product, 'borrower@lumbung.test');
});
afterAll(() => product.close());

const register = (body: Record<string, unknown>, language?: string) =>
  rest(product, 'POST', '/account/register', {
    body,
    headers: language ? { 'accept-language': language } : {},
  });

/** A registration wrong in four fields: zod's messages of ours, and one of zod's own. */
const badRegistration = () =>
  registration({ email: 'bukan-email', fullName: 'Rina', role: 'bank', termsAccepted: false });

describe('a validation failure', () => {
  it('answers in Indonesian when no language is asked for, every field too', async () => {
    const { status, body } = await register(badRegistration());
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Alamat email tidak valid',
      fields: {
        email: 'Alamat email tidak valid',
        fullName: 'Nama lengkap harus 6 sampai 50 karakter',
        role: 'harus salah satu dari "borrower"|"lender"',
        termsAccepted: 'wajib diisi',
      },
    });
  });

  it('answers in English when English is asked for', async () => {
    const { status, body } = await register(badRegistration(), 'en-US,en;q=0.9');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'The e-mail address is not valid',
      fields: {
        email: 'The e-mail address is not valid',
        fullName: 'Full name needs 6 to 50 characters',
        role: 'Invalid option: expected one of "borrower"|"lender"',
        termsAccepted: 'required',
      },
    });
  });

  it('words text no database keeps (the input guard) in the same language', async () => {
    const nul = registration({ fullName: 'Rina\u0000Kartika' });
    expect((await register(nul)).body).toMatchObject({
      message: 'Teks tidak boleh berisi karakter NUL',
      fields: { fullName: 'Teks tidak boleh berisi karakter NUL' },
    });
    expect((await register(nul, 'en')).body).toMatchObject({
      fields: { fullName: 'The text may not contain a NUL character' },
    });
  });
});

describe('a refusal (AppError)', () => {
  it('answers in Indonesian by default and in English when asked, its message alone', async () => {
    const indonesian = await rest(product, 'GET', '/loan/999999', { token: borrower });
    expect(indonesian).toEqual({
      status: 404,
      body: { message: 'Pinjaman tidak ditemukan', code: 'LOAN_NOT_FOUND' },
    });
    const english = await rest(product, 'GET', '/loan/999999', {
      token: borrower,
      headers: { 'accept-language': 'en' },
    });
    expect(english).toEqual({
      status: 404,
      body: { message: 'Loan not found', code: 'LOAN_NOT_FOUND' },
    });
  });

  it('words the field it names in the same language as its message', async () => {
    const taken = registration();
    expect((await register(taken)).status).toBe(201);
    const again = registration({ email: taken.email });
    expect(await register(again)).toMatchObject({
      status: 409,
      body: {
        code: 'DUPLICATE_EMAIL',
        message: 'Email sudah terdaftar',
        fields: { email: 'Email sudah terdaftar' },
      },
    });
    expect(await register(again, 'en')).toMatchObject({
      status: 409,
      body: {
        code: 'DUPLICATE_EMAIL',
        message: 'Duplication Registration Email',
        fields: { email: 'Duplication Registration Email' },
      },
    });
  });

  it('takes the first language of ours the header prefers, Indonesian when it names neither', async () => {
    const messageFor = async (language: string) =>
      (
        await rest(product, 'GET', '/loan/999999', {
          token: borrower,
          headers: { 'accept-language': language },
        })
      ).body.message;
    expect(await messageFor('fr-FR,fr;q=0.9')).toBe('Pinjaman tidak ditemukan');
    expect(await messageFor('id;q=0.5, en')).toBe('Loan not found');
    expect(await messageFor('en;q=0.3, id-ID;q=0.8')).toBe('Pinjaman tidak ditemukan');
  });
});

describe('an unknown path', () => {
  it('answers 404 in the caller language', async () => {
    expect(await rest(product, 'GET', '/nowhere')).toEqual({
      status: 404,
      body: { message: 'Alamat tidak ditemukan: GET /api/nowhere', code: 'NOT_FOUND' },
    });
    expect(
      await rest(product, 'GET', '/nowhere', { headers: { 'accept-language': 'en' } }),
    ).toEqual({
      status: 404,
      body: { message: 'No such path: GET /api/nowhere', code: 'NOT_FOUND' },
    });
  });
});
