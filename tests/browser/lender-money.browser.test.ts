// A lender's money in the browser (demo mode): the demo investor simulates a VA top-up and sees
// her active balance grow, opens her mutations and downloads the statement PDF (read back: its
// closing balance is the balance she saw), then cashes out with the fee shown and a confirmation
// naming the amount, fee, masked bank account and the balance after.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletBalance } from '../../api/ledger/read-balances.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import {
  DEMO_PASSWORD,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  const context = await browser.newContext({ acceptDownloads: true });
  context.setDefaultTimeout(8000);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function investorBalance() {
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    'investor@lumbung.test',
  ]);
  return walletBalance(product.db, row?.id ?? '');
}

describe("a lender's money in the browser", () => {
  it('tops up through the simulated VA transfer, downloads the statement, and cashes out after a confirmation', async () => {
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill('investor@lumbung.test');
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/lender$/);
    await page.goto(`${product.url}/lender/wallet`);
    await expect.poll(() => page.getByTestId('balance-active').textContent()).toBe('Rp 79.997.100');
    await expect.poll(() => page.getByTestId('topup-va').textContent()).toBe('9880001234567890');
    // The steps come from the gateway (LenderWallet.topUpInstructions), in the chosen language.
    await expect
      .poll(() => page.getByTestId('topup-steps-atm').textContent())
      .toContain('Masukkan nomor Virtual Account 9880001234567890.');

    // The demo transfer goes through the bank's callback path and lands in the balance.
    await page.getByLabel('Jumlah transfer (Rp)').fill('2500000');
    await page.getByRole('button', { name: 'Simulasikan transfer' }).click();
    await expect.poll(() => page.getByTestId('balance-active').textContent()).toBe('Rp 82.497.100');
    expect((await investorBalance()).activeSen).toBe(82_497_100_00n);

    // Mutations and the statement PDF, whose closing balance is the one on screen.
    await page.getByRole('main').getByRole('link', { name: 'Mutasi rekening' }).click();
    await page.waitForURL(/\/lender\/mutations$/);
    await expect
      .poll(() => page.getByTestId('mutations-closing').textContent())
      .toBe('Rp 82.497.100');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh PDF' }).click(),
    ]);
    const path = await download.path();
    const bytes = new Uint8Array(readFileSync(path));
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Saldo akhir: Rp 82.497.100');
    expect(text).toContain('Rp 2.500.000');

    // Cash-out: the fee and the total are shown, then a confirmation names where it goes.
    await page.getByRole('link', { name: 'Kembali ke dompet' }).click();
    await page.waitForURL(/\/lender\/wallet$/);
    await page.getByLabel('Jumlah penarikan (Rp)').fill('10000000');
    await expect.poll(() => page.getByTestId('cash-out-fee').textContent()).toBe('Rp 2.500');
    const cashOut = page.getByRole('button', { name: 'Tarik dana', exact: true });
    await cashOut.click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi penarikan dana' });
    await expect
      .poll(() => dialog.getByTestId('confirm-cash-out-amount').textContent())
      .toBe('Rp 10.000.000');
    expect(await dialog.getByTestId('confirm-cash-out-fee').textContent()).toBe('Rp 2.500');
    expect(await dialog.getByTestId('confirm-cash-out-account').textContent()).toBe(
      'Bank Negara Indonesia (BNI) •••• 6789',
    );
    expect(await dialog.getByTestId('confirm-cash-out-balance-after').textContent()).toBe(
      'Rp 72.494.600',
    );
    // Escape sends nothing, and the focus is back on the button.
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => cashOut.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect(await investorBalance()).toEqual({ activeSen: 82_497_100_00n, onHoldSen: 0n });
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Ya, tarik dana' }).click();
    await expect.poll(() => page.getByTestId('balance-active').textContent()).toBe('Rp 72.494.600');
    await expect
      .poll(() => page.getByText(/^Penarikan Rp 10\.000\.000 sudah dikirim ke/).textContent())
      .toBe('Penarikan Rp 10.000.000 sudah dikirim ke Bank Negara Indonesia (BNI) •••• 6789.');
    const withdrawals = page.getByRole('table', { name: 'Penarikan dana' });
    await expect.poll(() => withdrawals.textContent()).toContain('Berhasil');
    expect(await withdrawals.getByRole('columnheader').allTextContents()).toEqual([
      'Waktu pengajuan',
      'Jumlah',
      'Jalur transfer',
      'Biaya transfer',
      'Status',
    ]);
    expect(await investorBalance()).toEqual({ activeSen: 72_494_600_00n, onHoldSen: 0n });

    // The mutations in English: the journal's words translated, not left in Indonesian.
    await page.goto(`${product.url}/lender/mutations`);
    await page.getByLabel('Bahasa').selectOption('en');
    const rows = page.getByTestId('mutations').getByRole('row');
    await expect
      .poll(() => rows.allTextContents())
      .toContainEqual(
        expect.stringContaining(
          'Withdrawal of Rp 10.000.000 to 009 0123456789 (BI-FAST, fee Rp 2.500)',
        ),
      );
    expect((await rows.allTextContents()).join('\n')).not.toMatch(/Penarikan|ditahan|biaya/);
    await page.getByLabel('Language').selectOption('id');
  }, 120_000);

  it("shows staff a pending clearing withdrawal and the lender's mutations", async () => {
    const investor = await loginAs(product, 'investor@lumbung.test');
    const pending = await fetch(`${product.url}/api/cash-out`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${investor}`,
        'content-type': 'application/json',
        'idempotency-key': 'browser-skn',
      },
      body: JSON.stringify({ amount: '5000000', rail: 'CLEARING' }),
    });
    expect(((await pending.json()) as { data: { state: string } }).data.state).toBe('sent');
    await page.goto(`${product.url}/`);
    await page.evaluate(() => localStorage.clear());
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill('admin@lumbung.test');
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/staff/);
    await page.getByRole('link', { name: 'Penarikan dana' }).click();
    await page.waitForURL(/\/staff\/withdrawals$/);
    const table = page.getByRole('table', { name: 'Penarikan tertunda' });
    await expect.poll(() => table.textContent()).toContain('Dewi Lestari');
    await expect.poll(() => table.textContent()).toContain('Rp 5.000.000');
    await page.getByLabel('Pemberi dana').first().click();
    await page.getByRole('option', { name: /Dewi Lestari/ }).click();
    // The pending withdrawal is on hold, not yet a mutation: the closing balance is unchanged.
    await expect.poll(() => page.getByText('Saldo akhir').textContent()).toContain('Rp 72.494.600');
    expect(
      (await rest(product, 'GET', '/personal/balance', { token: investor })).body.data,
    ).toMatchObject({
      active: '67491700.00',
      onHold: '5002900.00',
    });
  }, 120_000);
});
