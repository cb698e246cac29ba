// No codes on screen (issue 14): the borrower's loan, the staff loan detail, the staff validation
// of a submitted profile and the lenders' wallets, with the demo data, in Indonesian and in
// English. The test reads the visible text and fails on anything that looks like a code: an enum
// value (REJECT_BAIL, PRIVATE_EMPLOYEE, LT_100M), a region code (34.04.01.2001) or a bare bank code.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { codesIn } from '../support/codes.ts';
import { fillProfile, makeUser } from '../support/profiles.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  // One page for the file: a second open page of the app would write its session back into
  // the storage the next log-in clears.
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function logIn(page: Page, email: string): Promise<void> {
  // Signed out and in Indonesian, whatever an earlier test left in the browser's storage.
  await page.goto(`${product.url}/`);
  await page.evaluate(() => localStorage.clear());
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

/** Opens a path, waits for what shows the data is in, and returns the codes on screen. */
async function codesOn(page: Page, path: string, ready: string): Promise<string[]> {
  await page.goto(`${product.url}${path}`);
  await expect.poll(() => page.getByText(ready, { exact: false }).first().isVisible()).toBe(true);
  await page.waitForLoadState('networkidle');
  return codesIn(await page.evaluate(() => document.body.innerText));
}

async function chooseEnglish(page: Page): Promise<void> {
  await page.getByLabel('Bahasa').selectOption('en');
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
}

async function rejectedLoanId(): Promise<number> {
  const [row] = await product.db.query<{ id: number }>(
    `SELECT l.id FROM loans l JOIN users u ON u.id = l.borrower_id
      WHERE u.email = 'borrower.company@lumbung.test' AND l.machine_state ->> 'stage' = 'REJECT_BAIL'
      ORDER BY l.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo data has no rejected loan');
  return row.id;
}

describe('no codes on screen', () => {
  it('the checker finds the codes the issue names, and not money, dates or phone numbers', () => {
    expect(
      codesIn('REVIEW_X NOT_PROCESS\nAPPROVAL_BORROWER PRIVATE_EMPLOYEE LT_100M 100M_1B'),
    ).toEqual([
      'REVIEW_X',
      'NOT_PROCESS',
      'APPROVAL_BORROWER',
      'PRIVATE_EMPLOYEE',
      'LT_100M',
      '100M_1B',
    ]);
    expect(codesIn('Desa\t34.04.01.2001\nKota 34.04\nBank\n014\nkode 009\nProvinsi\n31')).toEqual([
      '34.04.01.2001',
      '34.04',
      'kode 009',
      'Provinsi\n31',
      '014',
    ]);
    expect(
      codesIn('Rp 12.500.000,00\n11,5%\n21-06-2026 10:30\n081234567890\nRT 003/RW 004\n6 Bulan'),
    ).toEqual([]);
  });

  it("the borrower's rejected loan shows words and the reason, in both languages", async () => {
    const id = await rejectedLoanId();
    await logIn(page, 'borrower.company@lumbung.test');

    expect(await codesOn(page, `/borrower/loans/${id}`, 'Ringkasan')).toEqual([]);
    const status = page.getByTestId('borrower-loan-status');
    expect(await status.innerText()).toContain('Ditolak: Sertifikat jaminan tidak terbaca');
    expect(await status.innerText()).toContain(
      'Langkah berikutnya: Ubah pengajuan, lalu kirim ulang',
    );

    await chooseEnglish(page);
    expect(await codesOn(page, `/borrower/loans/${id}`, 'Summary')).toEqual([]);
    expect(await status.innerText()).toContain('Rejected: Sertifikat jaminan tidak terbaca');
    expect(await status.innerText()).toContain(
      'Next step: Change the application, then send it again',
    );
  });

  it('staff see no codes on a loan, a submitted profile and the wallets, in both languages', async () => {
    const id = await rejectedLoanId();
    // A profile waiting for validation: religion, job, income range, bank and region codes.
    const user = await makeUser(product, { fullName: 'Yanti Susanti' });
    await fillProfile(product, user);
    await logIn(page, 'admin@lumbung.test');

    const screens = (language: 'id' | 'en') =>
      [
        [`/staff/loans/${id}`, language === 'id' ? 'Ringkasan' : 'Summary'],
        ['/staff/wallets', language === 'id' ? 'Dompet Pemberi Dana' : 'Lender'],
        ['/staff/validations', 'Yanti Susanti'],
        // Last: the checks below read its sections.
        [`/staff/validations/${user.userId}`, language === 'id' ? 'Data pekerjaan' : 'Job data'],
      ] as const;
    for (const [path, ready] of screens('id')) {
      expect(await codesOn(page, path, ready), `${path} (id)`).toEqual([]);
    }
    const jobs = page.getByTestId('review-section-jobs');
    expect(await jobs.innerText()).toContain('Karyawan swasta');
    const address = page.getByTestId('review-section-addressKtp');
    expect(await address.innerText()).toContain('DKI JAKARTA');

    await chooseEnglish(page);
    for (const [path, ready] of screens('en')) {
      expect(await codesOn(page, path, ready), `${path} (en)`).toEqual([]);
    }
    expect(await jobs.innerText()).toContain('Private employee');
  }, 90_000);
});
