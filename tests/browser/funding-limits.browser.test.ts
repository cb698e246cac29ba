// OJK's lender limits in the browser (issue 21): a lender who has not declared a yearly income
// is told so on the loan and led to "Batas Pendanaan"; she declares Rp 200.000.000 by keyboard,
// sees her room (10%: Rp 20.000.000) and the database holds it; back on the loan the fund form
// shows the same room before she hits it, and a funding one rupiah past it is refused beside the
// amount with the figure. In English the same screens say it in English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { loanOpenForFunding, staffTokens, validatedLenders } from '../support/funding.ts';
import { startTestProduct, type TestProduct } from '../support/test-product.ts';

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

describe("OJK's limits in the browser", () => {
  it('declare the yearly income, see the room on the page and in the fund form, in both languages', async () => {
    const tokens = await staffTokens(product);
    const loan = await loanOpenForFunding(product, tokens, { value: '30000000' });
    const [lender] = await validatedLenders(product, 1, 50_000_000_00n, { yearlyIncome: null });
    if (!lender) throw new Error('no lender');
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill(lender.email);
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/lender$/);

    // The loan says what is missing and where to go.
    await page.goto(`${product.url}/lender/loans/${loan}`);
    await eventually(() => page.getByTestId('fund-closed').textContent()).toContain(
      'Nyatakan penghasilan tahunan Anda dahulu',
    );
    await page.getByRole('link', { name: 'Nyatakan penghasilan tahunan Anda' }).click();
    await page.waitForURL(/\/lender\/funding-limits$/);
    await eventually(() => page.getByTestId('income-needed').isVisible()).toBe(true);

    // By keyboard: the amount, then Enter submits.
    await page.getByLabel(/^Penghasilan tahunan \(rupiah\)/).focus();
    await page.keyboard.type('200000000');
    expect(await page.getByLabel(/^Penghasilan tahunan \(rupiah\)/).inputValue()).toBe(
      '200.000.000',
    );
    await page.keyboard.press('Enter');
    await eventually(() => page.getByTestId('funding-room').textContent()).toBe(
      'Anda masih dapat mendanai Rp 20.000.000',
    );
    expect(await page.getByTestId('income-limit').textContent()).toBe(
      'batas Rp 20.000.000 · sisa Rp 20.000.000',
    );
    const [row] = await product.db.query<{ sen: string }>(
      'SELECT declared_yearly_income_sen::text AS sen FROM users WHERE id = $1',
      [lender.userId],
    );
    expect(row?.sen).toBe('20000000000');

    // The fund form shows the room before she hits it; one rupiah past it is refused before
    // anything is confirmed or sent, the room shown beside the refusal.
    await page.goto(`${product.url}/lender/loans/${loan}`);
    await eventually(() => page.getByTestId('fund-room').textContent()).toContain(
      'Sisa batas OJK Anda: Rp 20.000.000',
    );
    await page.getByTestId('fund-amount').fill('20000001');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await eventually(() => page.getByRole('main').textContent()).toContain(
      'Pendanaan melebihi batas OJK dari penghasilan tahunan AndaSisa batas OJK Anda: Rp 20.000.000',
    );
    expect(await page.getByRole('button', { name: 'Ya, danai' }).count()).toBe(0);

    // In English.
    await page.getByLabel('Bahasa').selectOption('en');
    await eventually(() => page.getByTestId('fund-room').textContent()).toContain(
      'Your OJK room left: Rp 20.000.000',
    );
    await page.goto(`${product.url}/lender/funding-limits`);
    await eventually(() => page.getByTestId('funding-room').textContent()).toBe(
      'You can still fund Rp 20.000.000',
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('OJK funding limits');
    expect(await page.getByLabel(/^Yearly income \(rupiah\)/).inputValue()).toBe('200.000.000');
  });
});
