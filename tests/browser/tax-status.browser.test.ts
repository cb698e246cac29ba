// A lender's tax status in the browser: from the lender menu she opens "Status Pajak" and sees
// PPh 23 withheld; she declares herself non-resident in Singapore with a 10% treaty rate — by
// keyboard — is told the rate needs a certificate of domicile, uploads it with its valid-until
// date, saves, and is told the declaration waits for staff while PPh 23 is still withheld; the
// database holds the declaration and her verified status unchanged. Once staff approve it, the
// page shows the treaty rate withheld until that day. In English the same screen says it in
// English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { PDF_BYTES } from '../support/application.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { staffTokens } from '../support/funding.ts';
import { makeUser } from '../support/profiles.ts';
import { rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  const context = await browser.newContext();
  context.setDefaultTimeout(8000);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const certificate = {
  name: 'skd-dgt-singapura.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(PDF_BYTES),
};

describe('tax status in the browser', () => {
  it('a lender declares non-resident with a treaty rate and certificate, and sees it withheld once staff approve', async () => {
    const lender = await makeUser(product, { role: 'lender', fullName: 'Mei Ling Tan' });
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill(lender.email);
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/lender$/);

    await page.getByRole('navigation').getByRole('link', { name: 'Status Pajak' }).first().click();
    await page.waitForURL(/\/lender\/tax-status$/);
    await eventually(() => page.getByTestId('withholding-now').textContent()).toBe('PPh 23 15%');

    // Non-resident, chosen with the arrow key on the radio group.
    await page.getByRole('radio', { name: /Wajib pajak dalam negeri/ }).focus();
    await page.keyboard.press('ArrowDown');
    await eventually(() =>
      page.getByRole('radio', { name: /Wajib pajak luar negeri/ }).isChecked(),
    ).toBe(true);

    // The country: typed, picked with the keyboard.
    const country = page.getByRole('main').getByLabel(/^Negara domisili/);
    await country.fill('Singap');
    // Picked once the list shows it, as a person would: the key before the list moves nothing.
    await page.getByRole('option', { name: 'Singapura (SG)' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => country.inputValue()).toBe('Singapura (SG)');

    // A treaty rate without a certificate: the API's rule, beside the certificate.
    await page.getByLabel('Tarif perjanjian (P3B)').fill('10');
    await page.keyboard.press('Enter');
    await eventually(() =>
      page
        .getByText('Tarif perjanjian memerlukan Surat Keterangan Domisili (SKD) yang diunggah')
        .isVisible(),
    ).toBe(true);
    expect(await page.getByTestId('withholding-now').textContent()).toBe('PPh 23 15%');

    // The certificate and the day it is valid until (six months on).
    const validUntil = new Date(product.clock.now.getTime() + 7 * 3_600_000 + 180 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const dmy = validUntil.split('-').reverse().join('-');
    await page
      .locator('input[type="file"]')
      .and(page.getByLabel(/Surat Keterangan Domisili/))
      .setInputFiles(certificate);
    await eventually(() =>
      page.getByText('skd-dgt-singapura.pdf', { exact: true }).isVisible(),
    ).toBe(true);
    await page.getByLabel('SKD berlaku sampai').fill(dmy);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Simpan status pajak' }).click();

    // A request for staff: what is withheld stays PPh 23 until they approve it.
    await eventually(() => page.getByTestId('declaration-pending').isVisible()).toBe(true);
    expect(await page.getByTestId('withholding-now').textContent()).toBe('PPh 23 15%');
    expect(await page.getByTestId('declaration-pending').textContent()).toContain(
      `setelah disetujui: Tarif perjanjian 10% (SKD berlaku s.d. ${dmy})`,
    );
    const [verified] = await product.db.query<{ tax_resident: boolean }>(
      'SELECT tax_resident FROM users WHERE id = $1',
      [lender.userId],
    );
    expect(verified?.tax_resident).toBe(true);
    const [declared] = await product.db.query<{
      id: string;
      status: string;
      country: string;
      treaty_percent: string;
      file: string | null;
      valid_until: string;
    }>(
      `SELECT id::text AS id, status, country, treaty_percent::text AS treaty_percent,
              certificate_file AS file,
              to_char(certificate_valid_until, 'YYYY-MM-DD') AS valid_until
         FROM lender_tax_declarations WHERE lender_id = $1`,
      [lender.userId],
    );
    expect(declared).toMatchObject({
      status: 'PENDING',
      country: 'SG',
      treaty_percent: '10.00',
      valid_until: validUntil,
    });
    expect(declared?.file).toMatch(/^\/file\/[0-9a-f-]{36}\.pdf$/);

    // Staff approve it.
    const { admin } = await staffTokens(product);
    const approved = await rest(product, 'PUT', `/staff/tax-declarations/${declared?.id}/approve`, {
      token: admin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    // Reloaded, the treaty rate is withheld and the form holds what was approved.
    await page.reload();
    await eventually(() => page.getByTestId('withholding-now').textContent()).toBe(
      `Tarif perjanjian 10% (SKD berlaku s.d. ${dmy})`,
    );
    expect(await page.getByRole('radio', { name: /Wajib pajak luar negeri/ }).isChecked()).toBe(
      true,
    );
    expect(await page.getByTestId('declaration-pending').count()).toBe(0);
    expect(await page.getByLabel('Tarif perjanjian (P3B)').inputValue()).toBe('10');

    // In English.
    await page.getByLabel('Bahasa').selectOption('en');
    await eventually(() => page.getByTestId('withholding-now').textContent()).toBe(
      `Treaty rate 10% (certificate of domicile valid until ${dmy})`,
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Tax status');
    expect(await page.getByLabel('Country of residence').first().inputValue()).toBe(
      'Singapore (SG)',
    );
  });
});
