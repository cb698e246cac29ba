import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** A form field by its label, exactly (a required field's label ends in ' *'). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

/** Every line of text a person sees on the page, in order. */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

describe('accounts in the browser', () => {
  // Each test has a browser context of its own (its own storage). Contexts are left to
  // browser.close(): the packaged Chromium runs as a single process, which closing one can end.
  it('registers a personal lender, activates with the code from the demo outbox, logs in and out', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = 'rina.lender@example.id';
    const password = 'Kopi!Susu7';

    await page.goto(`${product.url}/`);
    await page.getByRole('link', { name: 'Daftar sekarang' }).click();
    await page.waitForURL(/\/register$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Daftar' }).isVisible()).toBe(true);

    // Two segmented choices: a person (the default), lending. Radios answer the keyboard.
    const accountType = page.getByRole('radiogroup', { name: 'Jenis akun' });
    expect(await accountType.getByRole('radio', { name: 'Perorangan' }).isChecked()).toBe(true);
    const role = page.getByRole('radiogroup', { name: 'Daftar sebagai' });
    await role.getByRole('radio', { name: 'Peminjam' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await role.getByRole('radio', { name: 'Pemberi Dana' }).isChecked()).toBe(true);

    await field(page, 'Email').fill(email);
    await field(page, 'Nomor ponsel').fill('0812 3456 7788');
    await field(page, 'Nama lengkap').fill('Rina Kartika');

    // The shared password rules, checked as the password is typed.
    const rules = page.getByRole('list', { name: 'Ketentuan kata sandi' });
    const unmet = () => rules.locator('[role="listitem"][data-met="false"]').count();
    expect(await unmet()).toBe(7);
    await field(page, 'Kata sandi').fill('kopi');
    await expect.poll(unmet).toBe(4);
    expect(await rules.locator('[role="listitem"][data-met="true"]').allInnerTexts()).toEqual([
      expect.stringContaining('Kata sandi harus memuat huruf kecil'),
      expect.stringContaining('Kata sandi tidak boleh memuat karakter yang sama berurutan'),
      expect.stringContaining('Kata sandi tidak boleh memuat nama atau email Anda'),
    ]);
    await field(page, 'Kata sandi').fill(password);
    await expect.poll(unmet).toBe(0);
    await field(page, 'Konfirmasi kata sandi').fill(password);

    // Without the terms consent the form stays here and says so.
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await expect.poll(() => page.getByText('wajib diisi', { exact: true }).isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/register$/);
    await page.getByLabel('Saya telah membaca dan menyetujui syarat dan ketentuan Lumbung').check();
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();

    await page.waitForURL(/\/activate\?email=/);
    expect(await field(page, 'Email').inputValue()).toBe(email);

    // The code, read in the demo outbox as a local user would.
    await page.getByRole('link', { name: 'Lihat email dan SMS demo' }).click();
    await page.waitForURL(/\/demo\/outbox$/);
    const mail = page.getByRole('article').filter({ hasText: email }).first();
    await expect.poll(() => mail.isVisible()).toBe(true);
    const code = /\b(\d{6})\b/.exec(await mail.innerText())?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole('button', { name: 'Kembali' }).click();

    await page.waitForURL(/\/activate\?email=/);
    await field(page, 'Kode aktivasi').fill(code);
    await page.getByRole('button', { name: 'Aktifkan' }).click();
    await page.waitForURL(`${product.url}/`);
    await expect
      .poll(() => page.getByText('Akun Anda sudah aktif. Silakan masuk.').isVisible())
      .toBe(true);

    const [stored] = await product.db.query<{
      active: boolean;
      role: string;
      is_personal: boolean;
      phone: string;
    }>('SELECT active, role, is_personal, phone FROM users WHERE email = $1', [email]);
    expect(stored).toEqual({
      active: true,
      role: 'lender',
      is_personal: true,
      phone: '081234567788',
    });

    // Log in with the new account (the e-mail is carried over from the activation) and out.
    expect(await field(page, 'Email').inputValue()).toBe(email);
    await field(page, 'Kata sandi').fill(password);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/lender$/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Beranda Pemberi Dana' }).isVisible())
      .toBe(true);
    expect(await page.getByTestId('user-full-name').textContent()).toBe('Rina Kartika');
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL(`${product.url}/`);
    await expect.poll(() => page.getByRole('heading', { name: 'Masuk' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('lumbung.session'))).toBeNull();
  });

  it('switching the language on the login screen changes every visible text', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${product.url}/`);
    // Wait for the whole screen, the demo outbox link included, and a refusal on it.
    await expect
      .poll(() => page.getByRole('link', { name: 'Lihat email dan SMS demo' }).isVisible())
      .toBe(true);
    await field(page, 'Email').fill('nobody@example.id');
    await field(page, 'Kata sandi').fill('Salah!Sandi9');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Email atau kata sandi tidak cocok');
    const indonesian = await visibleLines(page);

    await field(page, 'Bahasa').selectOption('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Email or password does not match');
    const english = await visibleLines(page);

    // Names stay as they are in every language: the product's, and each language's own name
    // in the chooser (so a person finds theirs whatever the screen speaks).
    const names = new Set(['Lumbung', 'Bahasa Indonesia', 'English']);
    expect(indonesian.length).toBeGreaterThan(8);
    expect(english.length).toBe(indonesian.length);
    expect(english.filter((line) => indonesian.includes(line) && !names.has(line))).toEqual([]);
    expect(indonesian.filter((line) => english.includes(line) && !names.has(line))).toEqual([]);

    // The choice is remembered, and switching back restores every Indonesian text.
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Log in' }).isVisible()).toBe(true);
    await field(page, 'Language').selectOption('id');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('id');
    await field(page, 'Email').fill('nobody@example.id');
    await field(page, 'Kata sandi').fill('Salah!Sandi9');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Email atau kata sandi tidak cocok');
    expect(await visibleLines(page)).toEqual(indonesian);
  });
});
