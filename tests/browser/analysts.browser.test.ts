// The analysts' view in the browser: staff open it from the staff navigation, open the loan
// machine for a loan id by keyboard, and see the loan's current state and the transitions
// possible now highlighted in the diagram drawn from the machine, with the loan's path; the
// same view opens straight from the address a loan screen links to (/staff/machines/loan?loan=).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

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

async function loanIn(stage: string): Promise<number> {
  const [row] = await product.db.query<{ id: number }>(
    "SELECT id FROM loans WHERE machine_state ->> 'stage' = $1 ORDER BY id LIMIT 1",
    [stage],
  );
  if (!row) throw new Error(`the demo has no loan in ${stage}`);
  return row.id;
}

const possibleEvents = async () =>
  (await page.getByTestId('possible-events').getByRole('listitem').allTextContents())
    .map((text) => text.split(':')[0])
    .sort();

describe("the analysts' view in the browser", () => {
  it('opens the loan machine from a loan id and highlights where the loan stands', async () => {
    const reviewId = await loanIn('REVIEW');
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill('admin@lumbung.test');
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/staff\/loans$/);

    await page
      .getByRole('navigation', { name: 'Navigasi staf' })
      .getByRole('link', { name: 'Diagram Statechart' })
      .click();
    await page.waitForURL(/\/staff\/machines$/);
    const machines = page.getByRole('navigation', { name: 'Mesin' });
    await expect.poll(() => machines.getByRole('link', { name: 'lenderAccount' }).count()).toBe(1);
    expect(await machines.getByRole('link', { name: 'loan', exact: true }).count()).toBe(1);

    // By keyboard: type the loan id and press Enter.
    const loanId = page.getByLabel('ID pinjaman');
    await loanId.focus();
    await page.keyboard.type(String(reviewId));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/staff/machines/loan\\?loan=${reviewId}$`));

    const highlight = page.getByTestId('loan-highlight');
    await expect.poll(() => highlight.getByText(`Pinjaman #${reviewId}`).count()).toBe(1);
    expect(await page.getByTestId('current-states').textContent()).toBe('REVIEW, current');
    // Staff may also correct the application while they review it (an edit is an event too).
    expect(await possibleEvents()).toEqual([
      'application.staffEdit',
      'bail.approve',
      'loan.cancel',
      'loan.reject',
    ]);

    // The diagram is the machine's own drawing, with the loan's two states highlighted; the
    // drawing can be reached by keyboard to scroll it.
    const svg = page.getByTestId('machine-svg');
    expect(await svg.locator('svg[aria-label="Statechart loan"]').count()).toBe(1);
    expect(await svg.locator('g.state.active').count()).toBe(2);
    expect(await svg.locator('g.transition.possible').count()).toBe(4);
    expect(await svg.getAttribute('tabindex')).toBe('0');
    // Descriptions come from the machine definition.
    expect(
      await page
        .getByTestId('machine-states')
        .getByText('Submitted; staff review the application and its collateral.')
        .count(),
    ).toBe(1);

    // The path: created, filled in (borrower data, collateral, then its photos), then submitted.
    const path = page.getByTestId('loan-path');
    const events = await path.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(events).toEqual([
      'loan.create',
      'application.edit',
      'application.edit',
      'application.edit',
      'loan.submit',
    ]);
  });

  it('opens straight from the link a loan screen gives, in English too', async () => {
    const rejectedId = await loanIn('REJECT_BAIL');
    await page.goto(`${product.url}/staff/machines/loan?loan=${rejectedId}`);
    await expect
      .poll(() => page.getByTestId('current-states').textContent())
      .toBe('REJECT_BAIL, current');
    // The owner may edit a loan rejected for its collateral, then submit it again.
    expect(await possibleEvents()).toEqual(['application.edit', 'loan.cancel', 'loan.submit']);
    const events = await page
      .getByTestId('loan-path')
      .locator('tbody tr td:nth-child(2)')
      .allTextContents();
    expect(events).toEqual([
      'loan.create',
      'application.edit',
      'application.edit',
      'application.edit',
      'loan.submit',
      'loan.reject',
    ]);
    expect(
      await page.getByTestId('loan-path').getByText('Sertifikat jaminan tidak terbaca').count(),
    ).toBe(1);

    await page.getByLabel('Bahasa').selectOption('en');
    await expect.poll(() => page.getByText('Transitions possible now').count()).toBe(1);
    expect(await page.getByText(`Loan #${rejectedId}`).count()).toBe(1);

    // An unknown loan says so.
    await page.goto(`${product.url}/staff/machines/loan?loan=999999`);
    await expect.poll(() => page.getByText('Loan not found').count()).toBe(1);
  });
});
