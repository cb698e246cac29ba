// Indonesian input habits through the REST API: the printed forms people type (an NPWP with its
// dots and dash, "+62 812-…", "Rp 350.000.000", an ID card valid for life, a bank name in
// capitals) are accepted and stored in their one normal form; an expired ID card and the
// companies' yearly ranges as a person's income are refused, storing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInDays } from '../support/application.ts';
import {
  completeBorrowerData,
  makeUser,
  validBank,
  validFamilyReference,
  validJobs,
  validPersonal,
  validSpouse,
} from '../support/profiles.ts';
import { rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;

beforeAll(async () => {
  product = await startTestProduct();
});
afterAll(() => product.close());

const stored = async (userId: string, section: string) => {
  const [row] = await product.db.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM profile_sections WHERE user_id = $1 AND section = $2',
    [userId, section],
  );
  return row?.data ?? null;
};

/** The product's date `days` from now, written DD-MM-YYYY as the profile keeps dates. */
const dmyInDays = (days: number) => isoDateInDays(product, days).split('-').reverse().join('-');

describe('profile data as printed', () => {
  it('keeps the NPWP digits, a normal date and SEUMUR HIDUP', async () => {
    const user = await makeUser(product);
    const { status, body } = await rest(product, 'POST', '/personal', {
      token: user.token,
      body: {
        ...validPersonal('Dewi Lestari'),
        npwpnumber: '12.345.678.9-012.000',
        ktpnumber: '3273 0145 0390 0001',
        birthdate: '5/3/1990',
        ktpexpirydate: 'seumur hidup',
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(await stored(user.userId, 'personal')).toMatchObject({
      npwpnumber: '123456789012000',
      ktpnumber: '3273014503900001',
      birthdate: '05-03-1990',
      ktpexpirydate: 'SEUMUR HIDUP',
    });
  });

  it('refuses an expired ID card and stores nothing', async () => {
    const user = await makeUser(product);
    const yesterday = dmyInDays(-1);
    const { status, body } = await rest(product, 'POST', '/personal', {
      token: user.token,
      body: { ...validPersonal('Dewi Lestari'), ktpexpirydate: yesterday },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { ktpexpirydate: 'KTP sudah tidak berlaku, gunakan KTP yang masih berlaku' },
    });
    expect(await stored(user.userId, 'personal')).toBeNull();
    const today = dmyInDays(0);
    const valid = await rest(product, 'POST', '/personal', {
      token: user.token,
      body: { ...validPersonal('Dewi Lestari'), ktpexpirydate: today },
    });
    expect(valid.status).toBe(200);
  });

  it('judges the expiry on the day in WIB, also in the hours the UTC day is one behind', async () => {
    // The next 18:00 UTC: 01:00 WIB, the ID card that ran out "yesterday" in Jakarta.
    const saved = product.clock.now;
    const night = new Date(saved);
    night.setUTCHours(18, 0, 0, 0);
    if (night <= saved) night.setUTCDate(night.getUTCDate() + 1);
    product.clock.now = night;
    try {
      const user = await makeUser(product);
      const utcDay = night.toISOString().slice(0, 10).split('-').reverse().join('-');
      expect(utcDay).not.toBe(dmyInDays(0));
      const expired = await rest(product, 'POST', '/personal', {
        token: user.token,
        body: { ...validPersonal('Dewi Lestari'), ktpexpirydate: utcDay },
      });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ fields: { ktpexpirydate: expect.any(String) } });
      const valid = await rest(product, 'POST', '/personal', {
        token: user.token,
        body: { ...validPersonal('Dewi Lestari'), ktpexpirydate: dmyInDays(0) },
      });
      expect(valid.status).toBe(200);
    } finally {
      product.clock.now = saved;
    }
  });

  it('keeps phone numbers as 0812…, whichever way they were written', async () => {
    const user = await makeUser(product);
    const spouse = await rest(product, 'POST', '/personal/spouse', {
      token: user.token,
      body: { ...validSpouse, phone: '+62 812-3456-7890' },
    });
    expect(spouse.status).toBe(200);
    const reference = await rest(product, 'POST', '/personal/family-reference', {
      token: user.token,
      body: { ...validFamilyReference, phone: '6281311112222' },
    });
    expect(reference.status).toBe(200);
    expect(await stored(user.userId, 'spouse')).toMatchObject({ phone: '081234567890' });
    expect(await stored(user.userId, 'familyReference')).toMatchObject({ phone: '081311112222' });
    const garbage = await rest(product, 'POST', '/personal/spouse', {
      token: user.token,
      body: { ...validSpouse, phone: '0812-ABCD-7890' },
    });
    expect(garbage.status).toBe(400);
    expect(await stored(user.userId, 'spouse')).toMatchObject({ phone: '081234567890' });
  });

  it('a bank account name in capitals matches the ID-card name', async () => {
    const user = await makeUser(product);
    await rest(product, 'POST', '/personal', {
      token: user.token,
      body: validPersonal('Dewi Lestari'),
    });
    const bank = await rest(product, 'POST', '/personal/bank', {
      token: user.token,
      body: validBank('DEWI  LESTARI'),
    });
    expect(bank.status).toBe(200);
    const other = await rest(product, 'POST', '/personal/bank', {
      token: user.token,
      body: validBank('DEWI LESTARY'),
    });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: 'NAME_MISMATCH' });
    expect(await stored(user.userId, 'bank')).toMatchObject({ accountname: 'DEWI  LESTARI' });
  });

  it('a person gives a monthly income range, not a company-sized yearly one', async () => {
    const user = await makeUser(product);
    const yearly = await rest(product, 'POST', '/personal/jobs', {
      token: user.token,
      body: { ...validJobs, income: '100M_1B' },
    });
    expect(yearly.status).toBe(400);
    expect(yearly.body).toMatchObject({ fields: { income: 'Pilihan tidak dikenal' } });
    const monthly = await rest(product, 'POST', '/personal/jobs', {
      token: user.token,
      body: { ...validJobs, income: '5M_10M' },
    });
    expect(monthly.status).toBe(200);
    const reference = await rest(product, 'GET', '/reference/enumerations');
    const enums = (reference.body.data ?? reference.body) as Record<
      string,
      Array<{ code: string; label: { id: string } }>
    >;
    expect(enums.monthlyIncomeRanges?.map((o) => o.code)).toEqual([
      'LT_5M',
      '5M_10M',
      '10M_25M',
      '25M_50M',
      '50M_100M',
      'GT_100M',
    ]);
  });
});

describe('money as printed', () => {
  it('a loan asked for as "Rp 350.000.000" stores 350000000.00', async () => {
    const user = await makeUser(product);
    await completeBorrowerData(product, user);
    const [kpr] = await product.db.query<{ id: number }>(
      "SELECT id FROM products WHERE code = 'KPR'",
    );
    const { status, body } = await rest(product, 'POST', '/loan', {
      token: user.token,
      body: {
        productid: kpr?.id,
        genapplicationvalue: 'Rp 350.000.000',
        genrequireddate: isoDateInDays(product, 30),
        genpurpose: 'Renovasi rumah',
      },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const [loan] = await product.db.query<{ value: string }>(
      'SELECT genapplicationvalue::text AS value FROM loans WHERE borrower_id = $1',
      [user.userId],
    );
    expect(loan?.value).toBe('350000000.00');

    const ambiguous = await rest(product, 'POST', '/loan', {
      token: user.token,
      body: {
        productid: kpr?.id,
        genapplicationvalue: '350.000',
        genrequireddate: isoDateInDays(product, 30),
        genpurpose: 'Renovasi rumah',
      },
    });
    expect(ambiguous.status).toBe(400);
    expect(Object.keys(ambiguous.body.fields as object)).toEqual(['genapplicationvalue']);
  });
});
