// Indonesian input habits in the browser: a borrower types the printed NPWP, a date as
// "5/3/1990", picks a day in the app's own DD-MM-YYYY calendar (Indonesian month names, not the
// browser's mm/dd/yyyy widget), ticks SEUMUR HIDUP, a phone as "+62 812-3456-7890", the mailing
// address "same as ID-card address", and a loan amount as "Rp 350.000.000"; the database holds
// each in its one normal form.
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { completeBorrowerData, makeUser, validAddress } from '../support/profiles.ts';
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
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

async function signIn(page: Page, email: string): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(/\/borrower$/);
  await page.goto(`${product.url}/borrower/proposal`);
}

async function save(page: Page, section: string): Promise<void> {
  const card = page.getByTestId(`section-${section}`);
  await card.getByRole('button', { name: 'Simpan' }).click();
  await eventually(() => card.getByTestId(`status-${section}`).textContent()).toBe('Sudah diisi');
}

const stored = async (userId: string, section: string) => {
  const [row] = await product.db.query<{ data: Record<string, unknown> }>(
    'SELECT data FROM profile_sections WHERE user_id = $1 AND section = $2',
    [userId, section],
  );
  return row?.data ?? null;
};

/** Opens a DateField's calendar, goes to next month and picks its 20th: that day's dayjs. */
async function pickNextMonthsTwentieth(page: Page, input: ReturnType<Page['getByLabel']>) {
  // Another field's calendar still closing would sit over this one's (seen on a loaded machine):
  // wait until none is open.
  await expect
    .poll(() => page.locator('[data-dates-dropdown]').filter({ visible: true }).count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await input.click();
  // The calendar of the field just opened: the one visible on the page.
  await page
    .getByRole('button', { name: 'Bulan berikutnya' })
    .filter({ visible: true })
    .last()
    .click();
  const day = dayjs().add(1, 'month').date(20);
  // The calendar speaks the app's language: "20 Juni 2026", not "June 20, 2026".
  await page
    .getByRole('button', { name: day.locale('id').format('D MMMM YYYY') })
    .filter({ visible: true })
    .click();
  return day;
}

describe('Indonesian input habits in the browser', () => {
  it('printed NPWP, typed and picked dates, SEUMUR HIDUP, +62 phone, mailing as the ID card', async () => {
    const user = await makeUser(product, { fullName: 'Dewi Lestari' });
    const page = await browser.newPage();
    await signIn(page, user.email);
    await page.goto(`${product.url}/profile`);

    const personal = page.getByTestId('section-personal');
    await eventually(() => personal.isVisible()).toBe(true);
    await personal.getByLabel('Nama lengkap (sesuai KTP)').fill('Dewi Lestari');
    await personal.getByLabel('Nama gadis ibu kandung').fill('Ratna Sari Dewi');
    await personal.getByLabel('Jenis kelamin').selectOption('FEMALE');
    await personal.getByLabel('Tempat lahir').fill('Bandung');
    const birthdate = personal.getByLabel('Tanggal lahir');
    await birthdate.fill('5/3/1990');
    await page.keyboard.press('Escape');
    await birthdate.blur();
    await eventually(() => birthdate.inputValue()).toBe('05-03-1990');
    await personal.getByLabel('NIK (nomor KTP)').fill('3273014503900001');
    const expiry = personal.getByLabel('Berlaku hingga (KTP)');
    const picked = await pickNextMonthsTwentieth(page, expiry);
    await eventually(() => expiry.inputValue()).toBe(picked.format('DD-MM-YYYY'));
    await personal.getByLabel('Kota penerbit KTP').fill('Bandung');
    await personal.getByLabel('NPWP').fill('12.345.678.9-012.000');
    await personal.getByLabel('Agama').selectOption('ISLAM');
    await personal.getByLabel('Status perkawinan').selectOption('BELUM_KAWIN');
    await personal.getByLabel('Pendidikan terakhir').selectOption('S1');
    await save(page, 'personal');
    expect(await stored(user.userId, 'personal')).toMatchObject({
      birthdate: '05-03-1990',
      ktpexpirydate: picked.format('DD-MM-YYYY'),
      npwpnumber: '123456789012000',
    });

    // An ID card valid for life.
    await personal.getByLabel('Berlaku seumur hidup').check();
    await eventually(() => personal.getByLabel('Berlaku hingga (KTP)').isDisabled()).toBe(true);
    await personal.getByRole('button', { name: 'Simpan' }).click();
    await eventually(async () => (await stored(user.userId, 'personal'))?.ktpexpirydate).toBe(
      'SEUMUR HIDUP',
    );

    // A phone number as people write it.
    await page.getByRole('tab', { name: 'Referensi Keluarga' }).click();
    const reference = page.getByTestId('section-familyReference');
    await reference.getByLabel('Nama lengkap (sesuai KTP)').fill('Bambang Lestari');
    await reference.getByLabel('Hubungan').selectOption('PARENT');
    await reference.getByLabel('Nomor telepon').fill('+62 812-3456-7890');
    await reference.getByLabel('Alamat').fill('Jl. Dago No. 10, Bandung');
    await save(page, 'familyReference');
    expect(await stored(user.userId, 'familyReference')).toMatchObject({ phone: '081234567890' });

    // The mailing address: the ID-card address, with one tick.
    const ktp = await rest(product, 'POST', '/personal/address/ktp', {
      token: user.token,
      body: validAddress,
    });
    expect(ktp.status).toBe(200);
    await page.reload();
    await page.getByRole('tab', { name: 'Domisili' }).click();
    const mailing = page.getByTestId('section-addressMailing');
    await mailing.getByLabel('Sama dengan alamat KTP').check();
    await eventually(() => mailing.getByTestId('mailing-same-as-ktp').innerText()).toContain(
      validAddress.address,
    );
    await save(page, 'addressMailing');
    expect(await stored(user.userId, 'addressMailing')).toEqual(validAddress);
  }, 120_000);

  it('a loan of "Rp 350.000.000" with the required date picked in DD-MM-YYYY', async () => {
    const user = await makeUser(product, { fullName: 'Dewi Lestari' });
    await completeBorrowerData(product, user);
    const page = await browser.newPage();
    await signIn(page, user.email);
    await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
    const form = page.getByRole('dialog', { name: 'Pengajuan Baru' });
    await form.getByLabel('Produk').selectOption({ label: 'Pembiayaan Properti (KPR)' });

    // Thousands appear as the borrower types; a printed amount pasted is read as printed.
    const value = form.getByLabel('Nilai Pengajuan');
    await value.pressSequentially('35000000');
    await eventually(() => value.inputValue()).toBe('35.000.000');
    await value.fill('Rp 350.000.000');
    await eventually(() => value.inputValue()).toBe('350.000.000');

    const required = form.getByLabel('Tanggal Dibutuhkan');
    const picked = await pickNextMonthsTwentieth(page, required);
    await eventually(() => required.inputValue()).toBe(picked.format('DD-MM-YYYY'));
    await form.getByLabel('Tujuan Pinjaman').fill('Renovasi rumah');
    await form.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.waitForURL(/\/borrower\/loans\/\d+$/);
    const [loan] = await product.db.query<{ value: string; required: string }>(
      `SELECT genapplicationvalue::text AS value, to_char(genrequireddate, 'YYYY-MM-DD') AS required
         FROM loans WHERE borrower_id = $1`,
      [user.userId],
    );
    expect(loan).toEqual({ value: '350000000.00', required: picked.format('YYYY-MM-DD') });
  }, 120_000);
});
