// Staff review reported payments in the browser (issue 19): a loan brought to its period through
// the product's own calls; the borrower reports a transfer of the first installment (REST, with a
// note and a proof). Staff open 'Pembayaran untuk ditinjau' from the menu, see the payment with
// its borrower, loan, installment, amount, source and note, open the proof, and confirm it: the
// row leaves, a status line says so, the database holds it confirmed, and the loan's 'Jadwal
// pembayaran' shows installment 1 'Lunas' and the payment in its history. A second report, of the
// next installment, is rejected in the dialog with 'Jumlah yang diterima tidak sesuai' (the dialog
// first asks for a reason); the schedule shows installment 2 unpaid and the rejection's reason.
// A payment reviewed elsewhere while on screen: Konfirmasi shows the API's refusal.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { PNG_BYTES, uploadFile } from '../support/application.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { loanInPeriod } from '../support/disbursement.ts';
import { type Staff, staffTokens } from '../support/funding.ts';
import {
  DEMO_PASSWORD,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startTestProduct({ bank: localPartnerBank() }),
    launchBrowser(),
  ]);
});
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
  await page.waitForURL(/\/staff$/);
}

type Installment = { number: number; payamount: string };

/** The borrower reports a transfer of the loan's next installment; answers the payment. */
async function report(tokens: Staff, loanId: number, body: Record<string, unknown> = {}) {
  const schedule = await rest(product, 'GET', `/loan/${loanId}/repayment`, {
    token: tokens.borrower,
  });
  const next = (schedule.body.data as { nextinstallment: Installment }).nextinstallment;
  const reported = await rest(product, 'PUT', `/loan/submit-repayment/${loanId}`, {
    token: tokens.borrower,
    body: { amount: next.payamount, ...body },
  });
  expect(reported.status, JSON.stringify(reported.body)).toBe(200);
  return reported.body.data as { id: number; amount: string; installmentnumber: number };
}

async function statusOf(paymentId: number) {
  const [row] = await product.db.query<{ status: string; rejection: string | null }>(
    'SELECT status, rejection FROM loan_payments WHERE id = $1',
    [paymentId],
  );
  return row;
}

const rupiahPattern = (amount: string) =>
  new RegExp(
    `Rp ${BigInt(amount.split('.')[0] ?? '0')
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`,
  );

describe('staff review payments', () => {
  it('confirms a reported payment, then rejects the next with a reason', async () => {
    const tokens = await staffTokens(product);
    const { loanId } = await loanInPeriod(product, tokens, '2000000', { periodDays: 60 });
    const proof = await uploadFile(product, tokens.borrower, PNG_BYTES, 'bukti.png', '?kind=image');
    const first = await report(tokens, loanId, { note: 'Transfer BCA pagi ini', prooffile: proof });
    expect(first.installmentnumber).toBe(1);

    const context = await browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await logIn(page, 'admin@lumbung.test');
    await page
      .getByRole('navigation', { name: 'Navigasi staf' })
      .getByRole('link', { name: 'Pembayaran', exact: true })
      .click();
    await eventually(() =>
      page.getByRole('heading', { name: 'Pembayaran untuk ditinjau', level: 1 }).isVisible(),
    ).toBe(true);

    const table = page.getByRole('table', { name: 'Pembayaran untuk ditinjau' });
    const row = table.locator(`tr[data-payment-id="${first.id}"]`);
    await eventually(() => row.isVisible()).toBe(true);
    await eventually(() => row.textContent()).toContain('Transfer BCA pagi ini');
    const cells = await row.locator('td').allTextContents();
    expect(cells[1]).toBe(String(loanId));
    expect(cells[2]).toBe('1');
    expect(cells[3]).toMatch(rupiahPattern(first.amount));
    expect(cells[4]).toBe('Transfer');
    expect(cells[0]).not.toBe('');
    // The pointer leaves the menu link it clicked (hover shades it).
    await page.mouse.move(600, 5);
    await eventually(async () => ({ axe: await seriousViolations(page) })).toEqual({ axe: [] });

    // The proof opens in a new tab, read with the session's token.
    const [proofTab] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: /^Lihat bukti pembayaran/ }).click(),
    ]);
    await eventually(() => proofTab.url()).toMatch(/^blob:/);
    await proofTab.close();

    // Konfirmasi asks first: the amount reported against what the installment owes.
    await row.getByRole('button', { name: /^Konfirmasi pembayaran/ }).click();
    const confirmDialog = page.getByRole('dialog', { name: /^Konfirmasi pembayaran/ });
    await eventually(() => confirmDialog.getByTestId('confirm-payment-owed').isVisible()).toBe(
      true,
    );
    expect(await confirmDialog.getByTestId('confirm-payment-reported').textContent()).toMatch(
      rupiahPattern(first.amount),
    );
    await eventually(async () => ({ axe: await seriousViolations(page) })).toEqual({ axe: [] });
    await confirmDialog.getByRole('button', { name: 'Konfirmasi pembayaran', exact: true }).click();
    await eventually(() => page.getByTestId('payment-outcome').textContent()).toMatch(
      new RegExp(`pinjaman ${loanId}, cicilan ke-1\\) dikonfirmasi`),
    );
    await eventually(() => row.count()).toBe(0);
    await eventually(async () => (await statusOf(first.id))?.status).toBe('CONFIRMED');

    // The loan's schedule: installment 1 paid, the payment in the history.
    await page.goto(`${product.url}/staff/loans/${loanId}`);
    const panel = page.getByRole('region', { name: 'Jadwal pembayaran' });
    const installment = (n: number) => panel.locator(`tr[data-installment="${n}"]`);
    await eventually(() => installment(1).textContent()).toContain('Lunas');
    await eventually(() => installment(2).textContent()).toContain('Belum Dibayar');
    await eventually(() =>
      panel
        .getByRole('table', { name: 'Riwayat pembayaran' })
        .locator(`tr[data-payment-id="${first.id}"]`)
        .textContent(),
    ).toContain('Dikonfirmasi');
    await eventually(() => panel.getByTestId('repayment-paid-of').textContent()).toMatch(
      rupiahPattern(first.amount),
    );
    await eventually(async () => ({ axe: await seriousViolations(page) })).toEqual({ axe: [] });

    // The next installment, reported and rejected with a reason.
    const second = await report(tokens, loanId);
    expect(second.installmentnumber).toBe(2);
    await page.goto(`${product.url}/staff/payments`);
    const secondRow = table.locator(`tr[data-payment-id="${second.id}"]`);
    await eventually(() => secondRow.isVisible()).toBe(true);
    await secondRow.getByRole('button', { name: /^Tolak pembayaran/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Tolak Pembayaran' });
    await eventually(() => dialog.isVisible()).toBe(true);
    // No reason chosen: the dialog asks for one and nothing changes.
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await eventually(() =>
      dialog.getByText('Pilih alasan penolakan', { exact: true }).isVisible(),
    ).toBe(true);
    expect((await statusOf(second.id))?.status).toBe('REVIEW');
    await dialog.getByRole('radio', { name: 'Jumlah yang diterima tidak sesuai' }).check();
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => page.getByTestId('payment-outcome').textContent()).toMatch(
      /cicilan ke-2\) ditolak: Jumlah yang diterima tidak sesuai/,
    );
    await eventually(() => secondRow.count()).toBe(0);
    await eventually(() => statusOf(second.id)).toEqual({
      status: 'REJECTED',
      rejection: 'AMOUNT_MISMATCH',
    });

    await page.goto(`${product.url}/staff/loans/${loanId}`);
    await eventually(() => installment(2).textContent()).toContain('Belum Dibayar');
    await eventually(() =>
      panel
        .getByRole('table', { name: 'Riwayat pembayaran' })
        .locator(`tr[data-payment-id="${second.id}"]`)
        .textContent(),
    ).toContain('Jumlah yang diterima tidak sesuai');

    // Reviewed elsewhere while the list shows it: Konfirmasi answers the API's message, the row
    // leaves, and the payment stays as it was rejected.
    const third = await report(tokens, loanId);
    await page.goto(`${product.url}/staff/payments`);
    const thirdRow = table.locator(`tr[data-payment-id="${third.id}"]`);
    await eventually(() => thirdRow.isVisible()).toBe(true);
    const elsewhere = await rest(product, 'PUT', `/repayment/${third.id}/reject`, {
      token: tokens.admin,
      body: { reason: 'NOT_RECEIVED' },
    });
    expect(elsewhere.status).toBe(200);
    const refusal = await rest(product, 'PUT', `/repayment/${third.id}/confirm`, {
      token: tokens.admin,
      headers: { 'accept-language': 'id' },
    });
    expect(refusal.status).toBe(409);
    await thirdRow.getByRole('button', { name: /^Konfirmasi pembayaran/ }).click();
    await page
      .getByRole('dialog', { name: /^Konfirmasi pembayaran/ })
      .getByRole('button', { name: 'Konfirmasi pembayaran', exact: true })
      .click();
    await eventually(() => page.getByTestId('payment-outcome').textContent()).toBe(
      (refusal.body as { message: string }).message,
    );
    await eventually(() => thirdRow.count()).toBe(0);
    expect(await statusOf(third.id)).toEqual({ status: 'REJECTED', rejection: 'NOT_RECEIVED' });
    await context.close();
  }, 120_000);
});
