// Staff's disbursement lists in the browser (issue 18; GET /loan/disbursement/ready and
// /success): a loan whose lender signed is on the "Siap dicairkan" tab with its borrower, what
// the borrower receives and its state, not yet on "Pencairan berhasil"; once the borrower signed
// and staff approved (the built-in bank pays at once) it leaves the first tab and shows on the
// second with the bank's reference and the date. The same in English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { borrowerSigns, fundedLoan, lenderSigns } from '../support/disbursement.ts';
import { staffTokens, stageOf } from '../support/funding.ts';
import {
  DEMO_PASSWORD,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function logIn(page: Page, email: string): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // The staff dashboard first, then the loan list.
  await page.waitForURL(/\/staff$/);
  await page.goto(`${product.url}/staff/loans`);
}

/** The row of this loan in the table named `table`, as its cells read (empty when absent). */
async function rowOf(page: Page, table: string, loanId: number): Promise<string[]> {
  const row = page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({
      has: page.getByRole('link', { name: new RegExp(`^(Buka pinjaman|Open loan) ${loanId}$`) }),
    });
  if ((await row.count()) === 0) return [];
  return (await row.getByRole('cell').allTextContents()).map((cell) => cell.trim());
}

describe('staff disbursement lists', () => {
  it('lists a loan as ready, then as disbursed with the bank reference and the date', async () => {
    const tokens = await staffTokens(product);
    const { loanId, lender } = await fundedLoan(product, tokens, '4000000');
    await lenderSigns(product, lender, loanId, '4000000');
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(10_000);
    await logIn(page, 'admin@lumbung.test');

    // The menu leads there.
    await page.getByRole('link', { name: 'Pencairan', exact: true }).first().click();
    await page.waitForURL(/\/staff\/disbursements$/);
    await page.getByRole('heading', { level: 1, name: 'Pencairan Dana' }).waitFor();
    expect(
      await page.getByRole('tab', { name: 'Siap dicairkan' }).getAttribute('aria-selected'),
    ).toBe('true');
    await eventually(() => rowOf(page, 'Siap dicairkan', loanId)).toEqual([
      String(loanId),
      'Budi Santoso',
      'Rp 3.960.000',
      'Siap Dicairkan',
      '—',
      expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
    ]);
    await page.mouse.move(1, 1);
    expect({ axe: await seriousViolations(page) }).toEqual({ axe: [] });

    await page.getByRole('tab', { name: 'Pencairan berhasil' }).click();
    await page.waitForURL(/\/staff\/disbursements\?tab=success$/);
    await page.getByRole('tabpanel', { name: 'Pencairan berhasil' }).waitFor();
    await eventually(async () => (await rowOf(page, 'Pencairan berhasil', loanId)).length).toBe(0);

    // The borrower signs, staff approve, the built-in bank pays at once.
    await borrowerSigns(product, tokens, loanId);
    const approved = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');
    const [paid] = await product.db.query<{ bank_reference: string }>(
      'SELECT bank_reference FROM loan_disbursements WHERE loan_id = $1',
      [loanId],
    );
    expect(paid?.bank_reference).toMatch(/^[0-9a-f-]{36}$/);

    await page.reload();
    await eventually(() => rowOf(page, 'Pencairan berhasil', loanId)).toEqual([
      String(loanId),
      'Budi Santoso',
      'Rp 3.960.000',
      'Berhasil Dicairkan',
      paid?.bank_reference,
      expect.stringMatching(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}/),
    ]);
    await page.getByRole('tab', { name: 'Siap dicairkan' }).click();
    await page.getByRole('tabpanel', { name: 'Siap dicairkan' }).waitFor();
    await eventually(async () => (await rowOf(page, 'Siap dicairkan', loanId)).length).toBe(0);

    // In English.
    await page.evaluate(() => localStorage.setItem('lumbung.lang', 'en'));
    await page.goto(`${product.url}/staff/disbursements?tab=success`);
    await page.getByRole('heading', { level: 1, name: 'Disbursements' }).waitFor();
    await page.getByRole('tab', { name: 'Ready for disbursement' }).waitFor();
    await eventually(async () => (await rowOf(page, 'Disbursed', loanId)).slice(2, 5)).toEqual([
      'Rp 3.960.000',
      'Disbursed',
      paid?.bank_reference,
    ]);
    await page.evaluate(() => localStorage.setItem('lumbung.lang', 'id'));
  }, 120_000);
});
