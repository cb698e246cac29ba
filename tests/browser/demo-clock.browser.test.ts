// The demo clock in the browser: staff see the product's date beside their sections and move it
// forward with the keyboard; the shown date moves, the result is said, the database keeps the
// offset, and staff stay signed in. A borrower sees no control.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../api/clock/demo-clock.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  // A zone other than WIB: the shown DD-MM-YYYY is still the WIB day of the product's time.
  context = await browser.newContext({ timezoneId: 'UTC' });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.close();
});

/** DD-MM-YYYY of the WIB (UTC+7) day of the real time plus `days`. */
const shownDate = (days: number) => {
  const [year, month, day] = new Date(product.clock.now.getTime() + days * DAY_MS + 7 * 3_600_000)
    .toISOString()
    .slice(0, 10)
    .split('-');
  return `${day}-${month}-${year}`;
};

async function logIn(page: Page, email: string) {
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

const storedOffset = async () =>
  (await product.db.query<{ offset_days: number }>('SELECT offset_days FROM demo_clock'))[0]
    ?.offset_days;

describe('the demo clock in the browser', () => {
  it('staff advance the product date with the keyboard and see it move', async () => {
    const page = await context.newPage();
    await logIn(page, 'admin@lumbung.test');
    const control = page.getByRole('region', { name: 'Tanggal produk' });
    const date = control.getByTestId('demo-clock-date');
    await expect.poll(() => date.textContent()).toBe(shownDate(0));

    const week = control.getByRole('button', { name: 'Majukan tanggal produk 7 hari' });
    await week.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => date.textContent()).toBe(`${shownDate(7)} (maju 7 hari)`);
    await expect
      .poll(() => control.getByRole('status').textContent())
      .toBe(`Tanggal produk maju 7 hari: kini ${shownDate(7)}`);
    await expect.poll(storedOffset).toBe(7);

    await control.getByRole('button', { name: 'Majukan tanggal produk 1 hari' }).click();
    await expect.poll(() => date.textContent()).toBe(`${shownDate(8)} (maju 8 hari)`);

    // Still signed in after a month passes: another section opens, and the date holds.
    await control.getByRole('button', { name: 'Majukan tanggal produk 30 hari' }).click();
    await expect.poll(() => date.textContent()).toBe(`${shownDate(38)} (maju 38 hari)`);
    await page.getByRole('link', { name: 'Dompet Pemberi Dana', exact: true }).click();
    await page.waitForURL(/\/staff\/wallets$/);
    await page.reload();
    await expect.poll(() => date.textContent()).toBe(`${shownDate(38)} (maju 38 hari)`);
    await expect.poll(storedOffset).toBe(38);
    await page.close();
  });

  it('a borrower sees no control', async () => {
    const page = await context.newPage();
    await logIn(page, 'borrower@lumbung.test');
    await expect.poll(() => page.getByTestId('user-full-name').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('notification-bell').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('demo-clock').count()).toBe(0);
    await page.close();
  });
});
