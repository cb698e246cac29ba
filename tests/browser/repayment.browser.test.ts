// The borrower pays a bill in the browser (issue 19): a loan brought to its loan period through
// the product's own calls shows on the bill summary ('Tagihan') with its next installment; on its
// payment page 'Bayar' opens the closed VA billing — the VA number, the exact amount and the
// bank's steps; in demo mode 'Simulasikan transfer' has the built-in bank pay it through the
// bank's callback. The first installment then reads 'Lunas', the progress bar moves, the payment
// history shows the VA payment, and the database holds the installment paid once.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { PDF_BYTES } from '../support/application.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { loanInPeriod } from '../support/disbursement.ts';
import { staffTokens } from '../support/funding.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;
let browser: Browser;
/** One page for the file: the packaged single-process Chromium shares one context anyway. */
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct({ bank }), launchBrowser()]);
  page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(10_000);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const MY_LOANS_PATH = '/borrower/proposal';
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function logIn(page: Page, email: string, home = /\/borrower$/): Promise<void> {
  await page.context().clearCookies();
  await openLoginForm(page, product.url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(home);
}

async function stageOf(loanId: number) {
  const [row] = await product.db.query<{ stage: string }>(
    `SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1`,
    [loanId],
  );
  return row?.stage;
}

/**
 * At 375 px the document is no wider than the screen and `action` (a bill card's button) is
 * within it, not scrolled out of sight; then the desktop size again.
 */
async function expectPhoneFit(page: Page, action: Locator): Promise<void> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  try {
    await eventually(() =>
      page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);
    await eventually(async () => {
      const box = await action.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 375;
    }).toBe(true);
  } finally {
    if (before) await page.setViewportSize(before);
  }
}

/** The words of the heading that has focus, or null when focus is not on a heading. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.matches('h1, h2, h3, h4, h5, h6') ? (active.textContent?.trim() ?? '') : null;
  });

const percentOf = async (page: Page) =>
  Number(await page.getByTestId('repayment-progress').getAttribute('data-percent'));

describe('borrower repayment', () => {
  it('opens the bill, sees the VA, simulates the transfer and sees the installment paid', async () => {
    const tokens = await staffTokens(product);
    const { loanId } = await loanInPeriod(product, tokens, '3000000', { periodDays: 90 });
    await logIn(page, 'borrower@lumbung.test');

    // The bill summary, from the menu.
    await page.getByRole('link', { name: 'Tagihan' }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/borrower\/bills$/);
    const row = page.getByTestId(`bill-${loanId}`);
    await eventually(() => row.isVisible()).toBe(true);
    await eventually(() => row.getByText('Belum Dibayar').count()).toBeGreaterThan(0);
    expect(await row.textContent()).toMatch(/Rp \d/);
    await eventually(async () => ({ axe: await seriousViolations(page) })).toEqual({ axe: [] });
    // On a phone the page never scrolls sideways: each bill is a card (BillsPage.tsx, below
    // 768 px) with its amount and its 'Bayar' in view.
    const card = page.getByTestId(`bill-card-${loanId}`);
    await expectPhoneFit(page, card.getByRole('link', { name: 'Bayar' }));

    // The loan's payment page, by keyboard: the row's button.
    await row.getByRole('link', { name: 'Bayar' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/borrower/bills/${loanId}$`));
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Pembayaran pinjaman #${loanId}`,
    );
    // The new page starts at its heading.
    await eventually(() => focusedHeading(page)).toBe(`Pembayaran pinjaman #${loanId}`);
    await eventually(() => page.getByTestId('installment-1').isVisible()).toBe(true);
    expect(await percentOf(page)).toBe(0);
    const payAmount = await page.getByTestId('next-pay-amount').textContent();

    await page.getByTestId('next-bill').getByRole('button', { name: 'Bayar' }).click();
    await eventually(() => page.getByTestId('bill-va').textContent()).toMatch(/^\d{16}$/);
    // The keyboard goes on at the VA's details, under their heading.
    await eventually(() => focusedHeading(page)).toBe('Bayar lewat virtual account');
    const [billing] = await product.db.query<{ virtual_account: string; amount: string }>(
      `SELECT virtual_account, (billing_amount_sen / 100)::text AS amount
         FROM loan_installments WHERE loan_id = $1 AND number = 1`,
      [loanId],
    );
    expect(await page.getByTestId('bill-va').textContent()).toBe(billing?.virtual_account);
    // The exact amount, whole rupiah (the bank takes no sen), written as every amount on the
    // borrower's screens is: with its two decimals.
    expect(await page.getByTestId('bill-amount').textContent()).toBe(
      payAmount?.replace(/,\d\d$/, ',00'),
    );
    await eventually(() =>
      page.getByTestId('bill-instructions').locator('li').count(),
    ).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Salin' }).count()).toBe(1);
    expect({ axe: await seriousViolations(page) }).toEqual({ axe: [] });

    await page.getByRole('button', { name: 'Simulasikan transfer' }).click();
    await eventually(() =>
      page.getByTestId('installment-1').getByText('Lunas', { exact: true }).isVisible(),
    ).toBe(true);
    await eventually(() => percentOf(page)).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('repayment-history').textContent()).toMatch(
      /Virtual account.*Diterima/,
    );
    // The next bill is the second installment now, with no billing open yet.
    await eventually(() => page.getByTestId('next-bill').textContent()).toMatch(/cicilan ke-2/);
    expect(await page.getByTestId('bill-va').count()).toBe(0);
    // …and the keyboard at it: the next bill's heading.
    await eventually(() => focusedHeading(page)).toBe('Tagihan berikutnya: cicilan ke-2');

    const [paid] = await product.db.query<{ paid: boolean; payments: number }>(
      `SELECT i.paid_at IS NOT NULL AS paid,
              (SELECT count(*)::int FROM loan_payments p WHERE p.installment_id = i.id
                 AND p.status = 'CONFIRMED') AS payments
         FROM loan_installments i WHERE i.loan_id = $1 AND i.number = 1`,
      [loanId],
    );
    expect(paid).toEqual({ paid: true, payments: 1 });

    // The borrower's loans show the term and the next installment's due date (the second's now).
    const [second] = await product.db.query<{ due: string }>(
      `SELECT to_char(due_date, 'DD-MM-YYYY') AS due FROM loan_installments
        WHERE loan_id = $1 AND number = 2`,
      [loanId],
    );
    await page.goto(`${product.url}${MY_LOANS_PATH}`);
    await eventually(() => page.getByTestId(`next-due-${loanId}`).textContent()).toBe(second?.due);
    await expectPhoneFit(page, page.getByRole('link', { name: `Lihat pinjaman ${loanId}` }));
    await page.goto(`${product.url}/borrower/bills/${loanId}`);
    await eventually(() => page.getByTestId('installment-1').isVisible()).toBe(true);

    // In English: the page's words and the installment's state.
    await page.getByLabel('Bahasa').selectOption('en');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      `Repayment of loan #${loanId}`,
    );
    await eventually(() =>
      page.getByTestId('installment-1').getByText('Paid', { exact: true }).isVisible(),
    ).toBe(true);
    await eventually(() => page.getByTestId('next-bill').textContent()).toMatch(/installment 2/);
    await page.getByLabel('Language').selectOption('id');
  }, 120_000);

  it('reports another payment with its proof: it waits for staff, and without a proof nothing is sent', async () => {
    const tokens = await staffTokens(product);
    const { loanId } = await loanInPeriod(product, tokens, '2000000', { periodDays: 60 });
    await logIn(page, 'borrower@lumbung.test');
    await page.goto(`${product.url}/borrower/bills/${loanId}`);
    await eventually(() => page.getByTestId('installment-1').isVisible()).toBe(true);

    // At 375 px the other-payment choice is read whole: its words wrap, never cut off.
    const other = page.getByText('Pembayaran lain (sebagian/lebih awal)');
    await expectPhoneFit(page, other);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(
      await other.evaluate(
        (label) =>
          label.scrollWidth <= label.clientWidth + 1 &&
          label.scrollHeight <= label.clientHeight + 1,
      ),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 720 });
    await other.click();
    await page.getByRole('textbox', { name: /^Jumlah/ }).fill('100000');
    await page.getByRole('button', { name: 'Kirim laporan' }).click();
    const proof = page.locator('input[type="file"]').and(page.getByLabel('Bukti transfer'));
    await eventually(() => proof.getAttribute('aria-invalid')).toBe('true');
    const countOf = async () =>
      (
        await product.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM loan_payments WHERE loan_id = $1',
          [loanId],
        )
      )[0]?.n;
    expect(await countOf()).toBe(0);

    await proof.setInputFiles({
      name: 'bukti.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(PDF_BYTES),
    });
    await eventually(() => page.getByText('Lihat file').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Kirim laporan' }).click();
    await eventually(() =>
      page.getByText('Pembayaran dilaporkan dan menunggu pemeriksaan petugas.').isVisible(),
    ).toBe(true);
    await eventually(() => page.getByTestId('repayment-history').textContent()).toMatch(
      /Pembayaran lain.*Rp 100\.000,00.*Diperiksa/,
    );
    await eventually(() =>
      page.getByTestId('next-bill').getByText('Pembayaran Ditinjau', { exact: true }).isVisible(),
    ).toBe(true);
    const [payment] = await product.db.query<{ source: string; status: string; proof: boolean }>(
      `SELECT source, status, proof_file IS NOT NULL AS proof FROM loan_payments WHERE loan_id = $1`,
      [loanId],
    );
    expect(payment).toEqual({ source: 'OTHER', status: 'REVIEW', proof: true });
  }, 120_000);

  it('the whole line: a reported payment confirmed by staff reaches the lender, the last bill pays the loan off, and the demo clock closes it', async () => {
    const tokens = await staffTokens(product);
    const { loanId, lender } = await loanInPeriod(product, tokens, '2000000', { periodDays: 60 });
    const [first] = await product.db.query<{ amount: string }>(
      `SELECT ((machine_context ->> 'amountDue')) AS amount FROM loan_installments
        WHERE loan_id = $1 AND number = 1`,
      [loanId],
    );
    // The borrower reports a transfer of the first bill (the form has its own test above).
    const reported = await fetch(`${product.url}/api/loan/submit-repayment/${loanId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.borrower}`, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: first?.amount }),
    });
    expect(reported.status).toBe(200);
    const payment = ((await reported.json()) as { data: { id: number } }).data;
    await eventually(() => stageOf(loanId)).toBe('REVIEW_PAID');

    // Staff confirm it on the review screen.
    await logIn(page, 'admin@lumbung.test', /\/staff/);
    await page.goto(`${product.url}/staff/payments`);
    const table = page.getByRole('table', { name: 'Pembayaran untuk ditinjau' });
    const row = table.locator(`tr[data-payment-id="${payment.id}"]`);
    await eventually(() => row.isVisible()).toBe(true);
    await row.getByRole('button', { name: /^Konfirmasi pembayaran/ }).click();
    await page
      .getByRole('dialog', { name: /^Konfirmasi pembayaran/ })
      .getByRole('button', { name: 'Konfirmasi pembayaran', exact: true })
      .click();
    await eventually(() => page.getByTestId('payment-outcome').textContent()).toMatch(
      new RegExp(`pinjaman ${loanId}, cicilan ke-1\\) dikonfirmasi`),
    );
    await eventually(() => stageOf(loanId)).toBe('LOAN_PERIOD');

    // The lender sees the payout on the portfolio.
    await logIn(page, lender.email, /\/lender/);
    await page.goto(`${product.url}/lender/portfolio`);
    await eventually(() => page.getByTestId(`portfolio-received-${loanId}`).textContent()).toMatch(
      /^Rp [1-9]/,
    );

    // The borrower pays the last bill through its VA: the loan is paid off.
    await logIn(page, 'borrower@lumbung.test');
    await page.goto(`${product.url}/borrower/bills/${loanId}`);
    await eventually(() => page.getByTestId('next-bill').textContent()).toMatch(/cicilan ke-2/);
    await page.getByTestId('next-bill').getByRole('button', { name: 'Bayar' }).click();
    await eventually(() => page.getByTestId('bill-va').textContent()).toMatch(/^\d{16}$/);
    await page.getByRole('button', { name: 'Simulasikan transfer' }).click();
    await eventually(() =>
      page.getByTestId('installment-2').getByText('Lunas', { exact: true }).isVisible(),
    ).toBe(true);
    await eventually(() => percentOf(page)).toBe(100);
    await eventually(() => stageOf(loanId)).toBe('PAID');

    // Staff move the product's date past the settling period: the daily pass closes the loan.
    await logIn(page, 'admin@lumbung.test', /\/staff/);
    const control = page.getByRole('region', { name: 'Tanggal produk' });
    await control.getByRole('button', { name: 'Majukan tanggal produk 7 hari' }).click();
    await eventually(() => control.getByRole('status').textContent()).toMatch(/maju 7 hari/);
    await eventually(() => stageOf(loanId)).toBe('CLOSED');
    await page.goto(`${product.url}/staff/loans/${loanId}`);
    await eventually(() => page.getByTestId('staff-repayment').isVisible()).toBe(true);

    // The lender's closed loans show it closed, not 'Dicairkan'.
    await logIn(page, lender.email, /\/lender/);
    await page.goto(`${product.url}/lender/portfolio?tab=closed`);
    await eventually(() => page.getByTestId(`portfolio-status-${loanId}`).textContent()).toBe(
      'Ditutup',
    );
  }, 180_000);
});
