// Bad input never reaches the database: each of the probe's causes of a 500 (NUL characters,
// lone surrogates, impossible dates, integers past their column, unknown foreign ids, multipart
// without a boundary, a NUL in a file name) answers 400 with the field and a code, and the
// database — and the upload folder — hold exactly what they held before.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeApplication,
  isoDateInDays,
  PNG_BYTES,
  productIdByCode,
} from '../support/application.ts';
import { tableDigests } from '../support/db-digest.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let borrower: string;
let admin: string;

const inDays = (days: number) => isoDateInDays(product, days);

const productId = (code: string) => productIdByCode(product, code);

const loanBody = async (overrides: Record<string, unknown> = {}) => ({
  productid: await productId('KPR'),
  genapplicationvalue: '350000000',
  genrequireddate: inDays(30),
  genpurpose: 'Renovasi rumah',
  ...overrides,
});

const filesOnDisk = () => {
  try {
    return readdirSync(product.filesDir).length;
  } catch {
    return 0;
  }
};

/** Runs the request and expects a 400 naming `field` with `code`, and nothing changed. */
async function refusedUnchanged(
  send: () => Promise<{ status: number; body: Record<string, unknown> }>,
  field: string,
  code = 'VALIDATION_FAILED',
) {
  const before = await tableDigests(product.db);
  const disk = filesOnDisk();
  const { status, body } = await send();
  expect({ status, code: body.code }).toEqual({ status: 400, code });
  expect(Object.keys((body.fields as Record<string, string>) ?? {})).toContain(field);
  expect(await tableDigests(product.db)).toEqual(before);
  expect(filesOnDisk()).toBe(disk);
}

/** A new application taken through review to the director's approval: the offer comes next. */
async function loanAwaitingOffer(): Promise<number> {
  const created = await rest(product, 'POST', '/loan', { token: borrower, body: await loanBody() });
  const id = (created.body.data as { id: number }).id;
  await completeApplication(product, borrower, id);
  const director = await loginAs(product, 'director@lumbung.test');
  for (const [path, token] of [
    [`/loan/${id}/submit`, borrower],
    [`/loan/submission/${id}/approve-bail`, admin],
    [`/loan/submission/${id}/approve-credit`, admin],
    [`/loan/submission/${id}/approve-director`, director],
  ] as const) {
    // Grade C: the offer's 11 sits in its band of KPR's 9–13 (10.60–11.40).
    const body = path.endsWith('approve-credit') ? { riskrating: 'MEDIUM' } : undefined;
    const step = await rest(product, 'PUT', path, { token, body });
    if (step.status !== 200) throw new Error(`${path}: ${JSON.stringify(step.body)}`);
  }
  return id;
}

beforeAll(async () => {
  product = await startTestProduct();
  [borrower, admin] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
  ]);
});
afterAll(() => product.close());

describe('text no database keeps', () => {
  it('refuses a NUL character in a body, a query string and a login', async () => {
    await refusedUnchanged(
      async () =>
        rest(product, 'POST', '/loan', {
          token: borrower,
          body: await loanBody({ genpurpose: 'Renovasi\u0000rumah' }),
        }),
      'genpurpose',
    );
    await refusedUnchanged(() => rest(product, 'GET', '/loan?q=%00', { token: admin }), 'q');
    await refusedUnchanged(
      () => rest(product, 'GET', '/loan?after=ab%00cd', { token: admin }),
      'after',
    );
    await refusedUnchanged(
      () =>
        rest(product, 'POST', '/account/login', {
          body: { email: 'borrower@lumbung.test\u0000', password: 'x' },
        }),
      'email',
    );
  });

  it('refuses a lone surrogate where it would be stored as jsonb, and in an object key', async () => {
    await refusedUnchanged(
      () =>
        rest(product, 'PUT', '/personal/family-reference', {
          token: borrower,
          body: {
            fullname: 'Siti Aminah\uD800',
            relationship: 'SIBLING',
            phone: '081234567890',
            address: 'Jl. Mawar 1',
          },
        }),
      'fullname',
    );
    const id = (
      (await rest(product, 'POST', '/loan', { token: borrower, body: await loanBody() })).body
        .data as { id: number }
    ).id;
    await refusedUnchanged(
      () =>
        rest(product, 'PUT', `/loan/${id}/borrower_info`, {
          token: borrower,
          body: { genaddress: 'Jl. \uDC00 Melati' },
        }),
      'genaddress',
    );
    await refusedUnchanged(
      () =>
        rest(product, 'PUT', `/loan/${id}/bail`, {
          token: borrower,
          body: { otherDocumentFiles: '["/file/\\u0000.pdf"]', 'bail\u0000type': 'x' },
        }),
      'bail\u0000type',
    );
  });
});

describe('text that shows as something it is not', () => {
  // Bidirectional controls (U+202A–U+202E, U+2066–U+2069) reorder how a text shows: a borrower's
  // name "…\u202Eevil" reads otherwise to staff, in an agreement PDF and in an e-mail.
  it('refuses the controls that reorder a text, in any field of any route and in a file name', async () => {
    await refusedUnchanged(
      async () =>
        rest(product, 'POST', '/loan', {
          token: borrower,
          body: await loanBody({ genpurpose: 'Renovasi \u202Ehamur' }),
        }),
      'genpurpose',
    );
    await refusedUnchanged(
      () =>
        rest(product, 'POST', '/account/register', {
          body: {
            email: 'bidi@example.com',
            password: 'Lumbung#2026x',
            fullName: 'Budi \u2066Santoso\u2069',
            role: 'BORROWER',
            isPersonal: true,
          },
        }),
      'fullName',
    );
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES]), 'ktp\u202Egnp.exe');
    const upload = () =>
      fetch(`${product.url}/file/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${borrower}` },
        body: form,
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }));
    await refusedUnchanged(upload, 'file', 'FILE_NAME_INVALID');
  });
});

describe('control characters and text that shows nothing', () => {
  it('refuses a control character in any text, and counts invisible characters alone as empty', async () => {
    await refusedUnchanged(
      async () =>
        rest(product, 'POST', '/loan', {
          token: borrower,
          body: await loanBody({ genpurpose: 'Renovasi\u0007 rumah\u001b[31m' }),
        }),
      'genpurpose',
    );
    const bell = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: await loanBody({ genpurpose: 'a\u009bb' }),
      headers: { 'accept-language': 'en' },
    });
    expect((bell.body.fields as Record<string, string>).genpurpose).toBe(
      'The text may not contain control characters (other than tabs and line breaks)',
    );
    // Zero-width spaces, a joiner and a BOM alone: nothing written, so "required".
    await refusedUnchanged(
      async () =>
        rest(product, 'POST', '/loan', {
          token: borrower,
          body: await loanBody({ genpurpose: '\u200b\u200b\u200d\ufeff' }),
        }),
      'genpurpose',
    );
    await refusedUnchanged(
      () =>
        rest(product, 'PUT', '/personal/family-reference', {
          token: borrower,
          body: {
            fullname: 'Agus Santoso',
            relationship: 'SIBLING',
            phone: '081234567890',
            address: '\u200b \u3164',
          },
        }),
      'address',
    );
  });

  it("takes a person's registered name as her ID card prints it", async () => {
    const registration = (fullName: string, isPersonal = true) =>
      rest(product, 'POST', '/account/register', {
        body: {
          email: `name-${Math.random().toString(36).slice(2)}@example.com`,
          phone: `0812${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
          password: 'Lumbung#2026x',
          confirmPassword: 'Lumbung#2026x',
          fullName,
          role: 'borrower',
          isPersonal,
          termsAccepted: true,
        },
        headers: { 'accept-language': 'en' },
      });
    await refusedUnchanged(() => registration('<img src=x onerror=alert(1)>'), 'fullName');
    await refusedUnchanged(() => registration('Budi 12345'), 'fullName');
    await refusedUnchanged(() => registration('Budi Santoso\u001b[31m'), 'fullName');
    await refusedUnchanged(() => registration('123456', false), 'fullName');
    expect((await registration("Nur'aini Siti-Rahma")).status).toBe(201);
    expect((await registration('PT Sinar 88 Jaya', false)).status).toBe(201);
  });
});

describe('dates, numbers and ids', () => {
  it('refuses impossible calendar dates in either format', async () => {
    for (const date of ['2026-02-30', '9999-99-99', '2027-13-01', '0000-01-01']) {
      await refusedUnchanged(
        async () =>
          rest(product, 'POST', '/loan', {
            token: borrower,
            body: await loanBody({ genrequireddate: date }),
          }),
        'genrequireddate',
      );
    }
    await refusedUnchanged(
      () =>
        rest(product, 'PUT', '/personal', {
          token: borrower,
          body: { birthdate: '30-02-1990' },
        }),
      'birthdate',
    );
  });

  it('refuses integers past their column in a body and a query string; in a path they are 404', async () => {
    await refusedUnchanged(
      async () =>
        rest(product, 'POST', '/loan', {
          token: borrower,
          body: await loanBody({ productid: 2_147_483_648 }),
        }),
      'productid',
    );
    await refusedUnchanged(
      () => rest(product, 'GET', '/loan?productid=1e10', { token: admin }),
      'productid',
    );
    // In a path, an id past its column names nothing that can exist: the path is unknown (404).
    for (const path of ['/product/2147483648', '/loan/99999999999999999999']) {
      expect(await rest(product, 'GET', path, { token: admin })).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND' },
      });
    }
    // The offer's body is read once the loan is where an offer is made (409 comes before 400).
    const offerable = await loanAwaitingOffer();
    await refusedUnchanged(
      () =>
        rest(product, 'PUT', `/loan/submission/${offerable}/offer`, {
          token: admin,
          body: {
            funappinterestpercentage: '11',
            timeperiod: 2_147_483_648,
            appadminfee: '0',
            typepayment: 'INSTALLMENT',
            funappcfstarttime: inDays(30),
            funappcfendtime: inDays(60),
          },
        }),
      'timeperiod',
    );
  });

  it('answers an unknown product or developer as the field, not a foreign-key failure', async () => {
    await refusedUnchanged(
      async () =>
        rest(product, 'POST', '/loan', {
          token: borrower,
          body: await loanBody({ productid: 999_999 }),
        }),
      'productid',
      'PRODUCT_NOT_FOUND',
    );
    await refusedUnchanged(
      async () =>
        rest(product, 'POST', '/loan', {
          token: borrower,
          body: await loanBody({ developerid: 999_999 }),
        }),
      'developerid',
      'DEVELOPER_NOT_FOUND',
    );
    const created = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: await loanBody(),
    });
    const id = (created.body.data as { id: number }).id;
    await refusedUnchanged(
      async () =>
        rest(product, 'PUT', `/loan/${id}`, {
          token: borrower,
          body: await loanBody({ developerid: 2_000_000_000 }),
        }),
      'developerid',
      'DEVELOPER_NOT_FOUND',
    );
  });
});

describe('uploads', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${product.url}/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${borrower}`, ...headers },
      body,
    }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
    }));

  it('refuses multipart without a boundary, or cut short', async () => {
    await refusedUnchanged(
      () => post('xx', { 'content-type': 'multipart/form-data' }),
      'file',
      'MULTIPART_INVALID',
    );
    await refusedUnchanged(
      () =>
        post(
          '--b\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG',
          {
            'content-type': 'multipart/form-data; boundary=b',
          },
        ),
      'file',
      'MULTIPART_INVALID',
    );
  });

  it('refuses a NUL in the file name and leaves no file on disk', async () => {
    const form = new FormData();
    form.append('file', new Blob([PNG_BYTES]), 'ktp\u0000.png');
    await refusedUnchanged(() => post(form), 'file', 'FILE_NAME_INVALID');
  });
});
