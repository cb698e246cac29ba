// Balances and mutations (spec §7 Balances, GET /{role}/transaction) and the statement PDF, for
// the demo investor whose history is seeded: the numbers a lender sees are the journal's, the
// pages slice the rows without changing their running balances, and the PDF read back carries
// the same opening, totals and closing balance.
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let investor: string;
const DAY_MS = 86_400_000;
const day = (daysAgo: number) =>
  new Date(product.clock.now.getTime() + 7 * 3_600_000 - daysAgo * DAY_MS)
    .toISOString()
    .slice(0, 10);

beforeAll(async () => {
  product = await startTestProduct();
  investor = await loginAs(product, 'investor@lumbung.test');
});
afterAll(async () => {
  await product?.close();
});

type Mutations = {
  openingBalance: string;
  closingBalance: string;
  totalCredit: string;
  totalDebit: string;
  total: number;
  data: Array<{
    type: string;
    credit: string;
    debit: string;
    balance: string;
    description: string;
    descriptionLabel: { id: string; en: string };
  }>;
};

describe('balances', () => {
  it("shows the investor's active and on-hold balance and her VA", async () => {
    const { status, body } = await rest(product, 'GET', '/personal/balance', { token: investor });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      active: '79997100.00',
      onHold: '0.00',
      total: '79997100.00',
      kind: 'VA',
      accountNumber: '9880001234567890',
    });
    const va = await rest(product, 'GET', '/personal/balance/va', { token: investor });
    expect((va.body.data as { active: string }).active).toBe('79997100.00');
  });

  it('answers 404 for the wrong wallet kind or the wrong lender type', async () => {
    const rdl = await rest(product, 'GET', '/personal/balance/rdl', { token: investor });
    expect(rdl.status).toBe(404);
    expect(rdl.body.code).toBe('WALLET_NOT_FOUND');
    const company = await rest(product, 'GET', '/company/balance', { token: investor });
    expect(company.status).toBe(404);
  });
});

describe('mutations', () => {
  it('derives opening, each row with its running balance, totals and closing from the journal', async () => {
    const { status, body } = await rest(
      product,
      'GET',
      `/personal/transaction/va?from=${day(70)}&to=${day(0)}`,
      { token: investor },
    );
    expect(status).toBe(200);
    const m = body.data as Mutations;
    expect(m.openingBalance).toBe('0.00');
    expect(m.totalCredit).toBe('90000000.00');
    expect(m.totalDebit).toBe('10002900.00');
    expect(m.closingBalance).toBe('79997100.00');
    expect(m.data.map((r) => [r.type, r.credit, r.debit, r.balance])).toEqual([
      ['PLACEMENT', '50000000.00', '0.00', '50000000.00'],
      ['PLACEMENT', '25000000.00', '0.00', '75000000.00'],
      ['WITHDRAWAL', '0.00', '10002900.00', '64997100.00'],
      ['PLACEMENT', '15000000.00', '0.00', '79997100.00'],
    ]);
    // The withdrawal's words, as the journal keeps them and in English; a VA top-up's are the
    // same in both.
    expect(m.data[2]?.description).toBe(
      'Penarikan Rp 10.000.000 ke 009 0123456789 (Kliring (SKN), biaya Rp 2.900)',
    );
    expect(m.data[2]?.descriptionLabel).toEqual({
      id: 'Penarikan Rp 10.000.000 ke 009 0123456789 (Kliring (SKN), biaya Rp 2.900)',
      en: 'Withdrawal of Rp 10.000.000 to 009 0123456789 (Clearing (SKN), fee Rp 2.900)',
    });
    expect(m.data[0]?.descriptionLabel.en).toBe(m.data[0]?.description);
    expect(m.data[0]?.description).toMatch(/^VA \d+ NTB \d+$/);
  });

  it('carries earlier movements into the opening balance and pages the rows', async () => {
    const { body } = await rest(
      product,
      'GET',
      `/lender/transaction?from=${day(45)}&to=${day(0)}&page=2&pageSize=2`,
      { token: investor },
    );
    const m = body.data as Mutations;
    expect(m.openingBalance).toBe('50000000.00');
    expect(m.total).toBe(3);
    expect(m.data.map((r) => r.balance)).toEqual(['79997100.00']);
  });

  it('refuses a period that ends before it starts, or longer than a year', async () => {
    const backwards = await rest(
      product,
      'GET',
      `/lender/transaction?from=${day(0)}&to=${day(5)}`,
      { token: investor },
    );
    expect(backwards.status).toBe(400);
    const long = await rest(product, 'GET', `/lender/transaction?from=${day(400)}&to=${day(0)}`, {
      token: investor,
    });
    expect(long.status).toBe(400);
    const bad = await rest(product, 'GET', '/lender/transaction?from=31-12-2025', {
      token: investor,
    });
    expect(bad.status).toBe(400);
  });

  it("lets staff read a lender's mutations, and nobody else", async () => {
    const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      'investor@lumbung.test',
    ]);
    const admin = await loginAs(product, 'admin@lumbung.test');
    const staff = await rest(
      product,
      'GET',
      `/wallet/lenders/${row?.id}/transaction?from=${day(70)}&to=${day(0)}`,
      { token: admin },
    );
    expect((staff.body.data as Mutations).closingBalance).toBe('79997100.00');
    const other = await rest(product, 'GET', `/wallet/lenders/${row?.id}/transaction`, {
      token: investor,
    });
    expect(other.status).toBe(403);
    // An id that is no lender's — a borrower's, or no one's — is not a lender with no mutations.
    const [borrower] = await product.db.query<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      ['borrower@lumbung.test'],
    );
    for (const id of [borrower?.id, '00000000-0000-0000-0000-000000000000', 'not-an-id']) {
      const unknown = await rest(product, 'GET', `/wallet/lenders/${id}/transaction`, {
        token: admin,
      });
      expect(unknown.status, String(id)).toBe(404);
      expect(unknown.body).toMatchObject({ code: 'LENDER_NOT_FOUND' });
    }
  });
});

describe('the statement PDF', () => {
  it('is a PDF whose text carries the period, the rows, totals and closing balance', async () => {
    for (const [lang, closing, debit] of [
      ['id', 'Saldo akhir: Rp 79.997.100', 'Total debit: Rp 10.002.900'],
      ['en', 'Closing balance: Rp 79.997.100', 'Total debit: Rp 10.002.900'],
    ] as const) {
      const response = await fetch(
        `${product.url}/api/lender/statement?from=${day(70)}&to=${day(0)}&lang=${lang}`,
        { headers: { authorization: `Bearer ${investor}` } },
      );
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain('Dewi Lestari');
      expect(text).toContain('VA 9880001234567890');
      expect(text).toContain(closing);
      expect(text).toContain(debit);
      expect(text).toContain('Rp 50.000.000');
      expect(text).toContain(lang === 'id' ? 'Penempatan dana' : 'Placement');
      expect(text).toContain(
        lang === 'id' ? 'Penarikan Rp 10.000.000' : 'Withdrawal of Rp 10.000.000',
      );
      expect(text).not.toContain(lang === 'id' ? 'Withdrawal of' : 'Penarikan');
    }
  });
});
