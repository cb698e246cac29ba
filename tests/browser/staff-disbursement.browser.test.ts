// Staff approve a disbursement in the browser (issue 18): a loan funded whole, signed by its
// lender and then its borrower on the built-in provider (the product's own calls), is opened by
// staff; the disbursement panel shows the borrower signed and the approval next. Staff approve it
// through the dialog and read 'Sukses menyetujui disbursement'. The built-in bank's answer is lost
// on the way, so the panel says it waits for the bank and Approve disbursement is no longer
// offered; when the platform's status pass hears from the bank, the panel (polling while it
// waits) shows the bank reference and the loan reads 'Masa Pinjaman'.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { settleDisbursements } from '../../api/disbursement/disbursement.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { loanSignedByBorrower } from '../support/disbursement.ts';
import { staffTokens, stageOf } from '../support/funding.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

/** The payout of this test's loan: Rp 4.000.000 less the Rp 40.000 admin fee (1%). */
const PAYOUT_SEN = 3_960_000_00n;
const bank = localPartnerBank({ losePayoutAnswer: (r) => r.amountSen === PAYOUT_SEN });
let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct({ bank }), launchBrowser()]);
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

/** What a fact of the panel reads (its <dd> beside the label's <dt>). */
const fact = (page: Page, label: string) =>
  page
    .getByTestId('staff-disbursement')
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

const stepState = (page: Page, step: string) =>
  page
    .getByTestId('staff-disbursement')
    .locator(`li[data-step="${step}"]`)
    .getAttribute('data-state');

const approveButton = (page: Page) =>
  page.getByRole('region', { name: 'Aksi' }).getByRole('button', { name: 'Setujui Disbursement' });

describe('staff disbursement', () => {
  it('approves a signed loan, waits for the bank, and shows the reference and the loan period', async () => {
    const tokens = await staffTokens(product);
    const { loanId } = await loanSignedByBorrower(product, tokens, '4000000');
    const page = await (await browser.newContext()).newPage();
    page.setDefaultTimeout(10_000);
    await logIn(page, 'admin@lumbung.test');
    await page.goto(`${product.url}/staff/loans/${loanId}`);

    const panel = page.getByRole('region', { name: 'Pencairan Dana' });
    await eventually(() =>
      panel.getByText('Ditandatangani Peminjam', { exact: true }).isVisible(),
    ).toBe(true);
    expect(await stepState(page, 'lendersSigned')).toBe('done');
    expect(await stepState(page, 'borrowerSigned')).toBe('done');
    expect(await stepState(page, 'approved')).toBe('current');
    await expect.poll(() => panel.getByText('Transfer dibuat saat staf').isVisible()).toBe(true);
    expect({ axe: await seriousViolations(page) }).toEqual({ axe: [] });

    await approveButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Setujui Disbursement' });
    // Before confirming: what the approval pays (gross, fee withheld, net) and where (masked).
    await eventually(() => dialog.textContent()).toMatch(/Rekening tujuan.*•••• \d{4} a\.n\. /);
    expect(await dialog.textContent()).toMatch(/Dana dari pemberi dana \(bruto\)Rp 4\.000\.000/);
    expect(await dialog.textContent()).toMatch(/Diterima peminjam \(neto\)Rp 3\.960\.000/);
    expect({ axe: await seriousViolations(page) }).toEqual({ axe: [] });
    await dialog.getByRole('button', { name: 'Setuju' }).click();
    await eventually(() =>
      page.getByText('Sukses menyetujui disbursement').first().isVisible(),
    ).toBe(true);
    await eventually(() => dialog.isVisible()).toBe(false);

    // The bank has not answered: staff see that they wait, and approving is not offered.
    await eventually(() => panel.getByText('Menunggu konfirmasi bank').isVisible()).toBe(true);
    await eventually(() => approveButton(page).count()).toBe(0);
    expect(await fact(page, 'Referensi bank').textContent()).toBe('Belum ada (menunggu bank)');
    expect(await fact(page, 'Jalur transfer').textContent()).toBe('BI-FAST');
    expect(await fact(page, 'Dana dibayarkan (neto)').textContent()).toMatch(/3\.960\.000/);
    expect(await fact(page, 'Rekening tujuan').textContent()).toMatch(/^•••• \d{4}$/);
    const [attempt] = await product.db.query<{ request_uuid: string }>(
      'SELECT request_uuid::text AS request_uuid FROM loan_disbursements WHERE loan_id = $1',
      [loanId],
    );
    expect(await fact(page, 'ID permintaan transfer').textContent()).toBe(attempt?.request_uuid);

    // The platform's status pass asks the bank by the request uuid: paid. The panel hears it.
    await settleDisbursements({ db: product.db, bank, now: () => product.clock.now });
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');
    const [paid] = await product.db.query<{ bank_reference: string }>(
      'SELECT bank_reference FROM loan_disbursements WHERE loan_id = $1',
      [loanId],
    );
    expect(paid?.bank_reference).toBeTruthy();
    await eventually(() => fact(page, 'Referensi bank').textContent()).toBe(paid?.bank_reference);
    expect(await stepState(page, 'paid')).toBe('done');
    await eventually(() => panel.getByText('Menunggu konfirmasi bank').isVisible()).toBe(false);
    // The summary's stage, brought by the same polling.
    await eventually(() =>
      page.getByText('Masa Pinjaman', { exact: true }).first().isVisible(),
    ).toBe(true);
  }, 90_000);
});
