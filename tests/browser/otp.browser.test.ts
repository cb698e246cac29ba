// Verifying the phone number with a one-time code in the browser: a signed-in borrower asks for
// an SMS code, enters a wrong one (attempts left shown, resend waiting for its cool-down), then
// the code from the outbox, and sees the phone verified.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../api/accounts/users.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { codeIn, lastMessageTo } from '../support/outbox.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

describe('phone verification in the browser', () => {
  it('verifies the phone by SMS with the code from the outbox', async () => {
    const email = 'otp.browser@example.id';
    const phone = '081277000001';
    await insertUser(product.db, {
      email,
      phone,
      fullName: 'Agus Pratama',
      role: 'borrower',
      isPersonal: true,
      password: DEMO_PASSWORD,
      active: true,
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill(email);
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/borrower$/);

    await page.getByRole('link', { name: 'Akun Saya' }).click();
    await page.waitForURL(/\/account$/);
    await expect
      .poll(() => page.getByTestId('phone-status').textContent())
      .toBe('Belum terverifikasi');
    await page.getByRole('link', { name: 'Verifikasi nomor ponsel' }).click();
    await page.waitForURL(/\/account\/verify-phone$/);

    await expect.poll(() => page.getByText('Kode belum diminta').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Kirim kode' }).click();
    await expect.poll(() => page.getByText('Kode OTP telah dikirim').isVisible()).toBe(true);
    const code = codeIn((await lastMessageTo(product.db, phone)).body);
    expect(code).toMatch(/^\d{6}$/);

    // During the 60 s cool-down the resend button waits, counting down.
    const resend = page.getByRole('button', { name: /^Kirim ulang dalam \d+ detik$/ });
    expect(await resend.isDisabled()).toBe(true);

    // A wrong code: the attempts left.
    await page.getByLabel('Kode OTP').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('attempts-left').innerText())
      .toBe('Sisa percobaan: 2');
    expect(await page.getByText('Kode OTP salah').isVisible()).toBe(true);

    // The right code verifies the phone.
    await page.getByLabel('Kode OTP').fill(code);
    await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await expect.poll(() => page.getByTestId('phone-status').textContent()).toBe('Terverifikasi');
    expect(await page.getByText('Nomor ponsel Anda telah terverifikasi').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Kembali ke akun' }).click();
    await page.waitForURL(/\/account$/);
    await expect.poll(() => page.getByTestId('phone-status').textContent()).toBe('Terverifikasi');
    // A whole flow of a dozen pages and calls: like the other long browser flows, more than the
    // default 30 s on a loaded 2-core machine (seen timing out there at 30 s).
  }, 90_000);
});
