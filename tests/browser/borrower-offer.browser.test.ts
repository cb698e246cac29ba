// The borrower's offer through the real screen, at desktop and phone size: the loan screen shows
// the full terms (amount, interest per year, period, payment type, admin fee, the installment
// schedule and the total cost); accepting refuses without the consent tick, then accepts with
// it; the database holds the new stage and the consent with the terms agreed to.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { completeApplication, isoDateInDays, productIdByCode } from '../support/application.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let tokens: { borrower: string; admin: string; director: string };

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  const [borrower, admin, director] = await Promise.all([
    loginAs(product, 'borrower@lumbung.test'),
    loginAs(product, 'admin@lumbung.test'),
    loginAs(product, 'director@lumbung.test'),
  ]);
  tokens = { borrower, admin, director };
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/** A new application taken by staff to the offer (12% a year, 90 days, installments). */
async function loanWithOffer(): Promise<number> {
  const created = await rest(product, 'POST', '/loan', {
    token: tokens.borrower,
    body: {
      productid: await productIdByCode(product, 'PF'),
      genapplicationvalue: '120000000',
      genrequireddate: isoDateInDays(product, 30),
      genpurpose: 'Modal kerja',
    },
  });
  const id = (created.body.data as { id: number }).id;
  await completeApplication(product, tokens.borrower, id);
  const steps: [string, string, unknown?][] = [
    [`/loan/${id}/submit`, tokens.borrower],
    [`/loan/submission/${id}/approve-bail`, tokens.admin],
    // Grade A: the offer's 12 sits in its band of PF's 12–18 (12.00–13.20).
    [`/loan/submission/${id}/approve-credit`, tokens.admin, { riskrating: 'LOW' }],
    [`/loan/submission/${id}/approve-director`, tokens.director],
    [
      `/loan/submission/${id}/offer`,
      tokens.admin,
      {
        funappinterestpercentage: '12',
        timeperiod: 90,
        appadminfee: '1500000',
        typepayment: 'INSTALLMENT',
        funappcfstarttime: isoDateInDays(product, 20),
        funappcfendtime: isoDateInDays(product, 40),
      },
    ],
    [`/loan/submission/${id}/approved`, tokens.admin],
  ];
  for (const [path, token, body] of steps) {
    const step = await rest(product, 'PUT', path, { token, ...(body ? { body } : {}) });
    if (step.status !== 200) throw new Error(`${path}: ${JSON.stringify(step.body)}`);
  }
  return id;
}

async function openLoan(page: Page, id: number): Promise<void> {
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await openLoginForm(page, product.url);
  await page.getByLabel('Email').fill('borrower@lumbung.test');
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await eventually(() => page.getByRole('heading', { name: 'Beranda Peminjam' }).isVisible()).toBe(
    true,
  );
  await page.goto(`${product.url}/borrower/loans/${id}`);
}

const stored = async (id: number) =>
  (
    await product.db.query<{ stage: string; consents: string }>(
      `SELECT machine_state ->> 'stage' AS stage,
              (SELECT count(*) FROM offer_consents c WHERE c.loan_id = l.id)::text AS consents
         FROM loans l WHERE id = $1`,
      [id],
    )
  )[0];

describe('the borrower reads the full offer and accepts it with consent', () => {
  for (const size of [
    { name: 'desktop', width: 1366, height: 900 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    it(`at ${size.name} size`, async () => {
      const id = await loanWithOffer();
      const context = await browser.newContext({ viewport: size });
      const page = await context.newPage();
      await openLoan(page, id);

      // The offer on the loan screen, before any dialog.
      const offer = page.getByRole('region', { name: 'Penawaran Pinjaman' });
      await eventually(() => offer.isVisible()).toBe(true);
      for (const text of [
        'Rp 120.000.000,00',
        '12% per tahun',
        '3 Bulan',
        'Cicil Pokok + Bunga',
        'Rp 1.500.000,00',
        'Rp 2.400.000,00',
        'Rp 3.900.000,00',
      ]) {
        await eventually(() => offer.getByText(text, { exact: true }).first().isVisible()).toBe(
          true,
        );
      }
      const schedule = offer.getByRole('table', { name: 'Jadwal cicilan' });
      expect(await schedule.getByRole('row').allInnerTexts()).toHaveLength(5);
      await eventually(() => schedule.getByRole('row', { name: /hari ke-30/ }).innerText()).toMatch(
        /Rp 40\.000\.000,00\s+Rp 1\.200\.000,00\s+Rp 41\.200\.000,00/,
      );

      // The offer fits the screen: on a phone the schedule scrolls inside its own box.
      const box = await offer.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(size.width);

      // Accepting: the same terms in the dialog; without the tick nothing happens.
      await page.getByRole('button', { name: 'Terima Penawaran' }).click();
      const dialog = page.getByRole('dialog', { name: 'Terima Penawaran' });
      await eventually(() =>
        dialog.getByRole('table', { name: 'Jadwal cicilan' }).isVisible(),
      ).toBe(true);
      await dialog.getByRole('button', { name: 'Terima', exact: true }).click();
      await eventually(() =>
        dialog.getByText('Centang persetujuan untuk menerima penawaran').isVisible(),
      ).toBe(true);
      expect(await stored(id)).toEqual({ stage: 'APPROVAL_BORROWER', consents: '0' });

      await dialog.getByRole('checkbox', { name: /menyetujui syarat penawaran/ }).check();
      await dialog.getByRole('button', { name: 'Terima', exact: true }).click();
      await eventually(() => page.getByText('Berhasil menerima penawaran').isVisible()).toBe(true);
      await eventually(() => stored(id)).toEqual({ stage: 'APPROVED_BORROWER', consents: '1' });
      await eventually(() => offer.count()).toBe(0);
    });
  }
});
