// The profile area in the browser: a new borrower cannot apply yet and is told what is missing
// and where; they complete their personal data, domicile (province → city → district → village),
// job, family reference and bank data, upload their ID card through the file uploader, send it
// all to staff, answer the survey, and may then apply for a loan. A section saved from the
// keyboard keeps focus on its save button; the survey's confirm dialog names its close button in
// both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerRiskQuestions,
  fatcaQuestions,
} from '../../machines/psychometric/psychometric.questions.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { makeUser } from '../support/profiles.ts';
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

/** An 8 × 5 PNG: the ID card scan. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAFCAIAAAD38zoCAAAAEUlEQVR4nGM4c/cdVsRABwkAR0BnmThPhr0AAAAASUVORK5CYII=',
  'base64',
);

async function applyForLoan(page: Page): Promise<void> {
  await page.goto(`${product.url}/borrower/proposal`);
  await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
  const form = page.getByRole('dialog', { name: 'Pengajuan Baru' });
  await form.getByLabel('Produk').selectOption({ label: 'Pembiayaan Properti (KPR)' });
  await form.getByLabel('Nilai Pengajuan').fill('200000000');
  const required = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Tanggal Dibutuhkan').fill(required);
  await form.getByLabel('Tujuan Pinjaman').fill('Renovasi rumah');
  await form.getByRole('button', { name: 'Simpan Draf' }).click();
}

async function save(page: Page, section: string): Promise<void> {
  const card = page.getByTestId(`section-${section}`);
  await card.getByRole('button', { name: 'Simpan' }).click();
  await expect.poll(() => card.getByTestId(`status-${section}`).textContent()).toBe('Sudah diisi');
}

/**
 * Saves a section from the keyboard (Enter on its button): once saved, focus is on the section's
 * save button again — disabled while the request ran, its form then started again from what was
 * saved — not on the page's <body>, from where the keyboard would start over at the header.
 */
async function saveByKeyboard(page: Page, section: string): Promise<void> {
  const card = page.getByTestId(`section-${section}`);
  await card.getByRole('button', { name: 'Simpan' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => card.getByTestId(`status-${section}`).textContent()).toBe('Sudah diisi');
  await expect
    .poll(() =>
      page.evaluate((testId) => {
        const active = document.activeElement;
        const card = document.querySelector(`[data-testid="${testId}"]`);
        return active === document.body
          ? 'body'
          : `${card?.contains(active) ? 'in the section' : 'elsewhere'}: ${active?.tagName} ${active?.textContent?.trim()}`;
      }, `section-${section}`),
    )
    .toBe('in the section: BUTTON Simpan');
}

describe('profile in the browser', () => {
  it('a new borrower completes the profile with an ID card and the survey, then may apply', async () => {
    const user = await makeUser(product, { fullName: 'Dewi Lestari' });
    const page = await browser.newPage();
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill(user.email);
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/borrower$/);
    await page.goto(`${product.url}/borrower/proposal`);

    // Before the form, the checklist says what is missing, with a link to each place.
    await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pengajuan Baru' });
    await expect
      .poll(() => dialog.getByText(/^Masih kurang: .*data pribadi/i).isVisible())
      .toBe(true);
    expect(await dialog.getByRole('link', { name: 'Lengkapi profil' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Isi survei' }).isVisible()).toBe(true);
    expect(await dialog.getByLabel('Produk').count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Profil', exact: true }).click();
    await page.waitForURL(/\/profile$/);
    await expect.poll(() => page.getByTestId('profile-missing').isVisible()).toBe(true);

    // Personal data: a name too short is refused by the shared rule before anything is sent.
    const personal = page.getByTestId('section-personal');
    await personal.getByLabel('Nama lengkap (sesuai KTP)').fill('Dewi');
    await personal.getByRole('button', { name: 'Simpan' }).click();
    await expect
      .poll(() => personal.getByText('Nama harus 6 sampai 50 karakter').first().isVisible())
      .toBe(true);
    await personal.getByLabel('Nama lengkap (sesuai KTP)').fill('Dewi Lestari');
    await personal.getByLabel('Nama gadis ibu kandung').fill('Ratna Sari Dewi');
    await personal.getByLabel('Jenis kelamin').selectOption('FEMALE');
    await personal.getByLabel('Tempat lahir').fill('Bandung');
    await personal.getByLabel('Tanggal lahir').fill('05-03-1990');
    await personal.getByLabel('NIK (nomor KTP)').fill('3273014503900001');
    await personal.getByLabel('Berlaku hingga (KTP)').fill('05-03-2099');
    await personal.getByLabel('Kota penerbit KTP').fill('Bandung');
    await personal.getByLabel('Agama').selectOption('ISLAM');
    await personal.getByLabel('Status perkawinan').selectOption('BELUM_KAWIN');
    await personal.getByLabel('Pendidikan terakhir').selectOption('S1');
    await save(page, 'personal');

    // Domicile: the KTP address, province → city → district → village.
    await page.getByRole('tab', { name: 'Domisili' }).click();
    const ktp = page.getByTestId('section-addressKtp');
    await ktp.getByLabel('Alamat', { exact: false }).first().fill('Jl. Kebon Sirih No. 7');
    await ktp.getByLabel('Provinsi').selectOption('31');
    await expect.poll(() => ktp.locator('select[name=city] option').count()).toBeGreaterThan(1);
    await ktp.getByLabel('Kota/Kabupaten').selectOption('31.71');
    await expect.poll(() => ktp.locator('select[name=district] option').count()).toBeGreaterThan(1);
    await ktp.getByLabel('Kecamatan').selectOption({ label: 'Gambir' });
    await expect.poll(() => ktp.locator('select[name=village] option').count()).toBeGreaterThan(1);
    await ktp.getByLabel('Kelurahan/Desa').selectOption({ label: 'Cideng' });
    await ktp.getByLabel('Kode pos').fill('10150');
    await save(page, 'addressKtp');

    await page.getByRole('tab', { name: 'Pekerjaan' }).click();
    const jobs = page.getByTestId('section-jobs');
    await jobs.getByLabel('Pekerjaan').selectOption('PRIVATE_EMPLOYEE');
    await jobs.getByLabel('Jabatan').fill('Manajer');
    await jobs.getByLabel('Lama bekerja (tahun)').fill('8');
    await jobs.getByLabel('Penghasilan per bulan').selectOption('10M_25M');
    await jobs.getByLabel('Sumber dana').selectOption('SALARY');
    await saveByKeyboard(page, 'jobs');

    await page.getByRole('tab', { name: 'Referensi Keluarga' }).click();
    const reference = page.getByTestId('section-familyReference');
    await reference.getByLabel('Nama lengkap (sesuai KTP)').fill('Bambang Lestari');
    await reference.getByLabel('Hubungan').selectOption('PARENT');
    await reference.getByLabel('Nomor telepon').fill('081311112222');
    await reference.getByLabel('Alamat').fill('Jl. Dago No. 10, Bandung');
    await save(page, 'familyReference');

    // Bank data: the bank searched by name; the account name must match the ID card name
    // (banks print it in capitals, which is fine).
    await page.getByRole('tab', { name: 'Bank' }).click();
    const bank = page.getByTestId('section-bank');
    await bank.getByLabel('Nama bank').fill('negara');
    await page.getByRole('option', { name: /Bank Negara Indonesia \(BNI\)/ }).click();
    await bank.getByLabel('Nama pemilik rekening').fill('DEWI LESTARY');
    await bank.getByLabel('Nomor rekening').fill('1234567890');
    await bank.getByLabel('Cabang').fill('KCP Dago');
    await bank.getByRole('button', { name: 'Simpan' }).click();
    await expect
      .poll(() =>
        bank.getByText('Nama yang dimasukkan tidak sesuai dengan nama di KTP').isVisible(),
      )
      .toBe(true);
    await bank.getByLabel('Nama pemilik rekening').fill('DEWI  LESTARI');
    await save(page, 'bank');

    // Documents: the ID card through the uploader; 'view file' appears once it is stored.
    await page.getByRole('tab', { name: 'Dokumen' }).click();
    const documents = page.getByTestId('section-document');
    await documents.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => documents.getByText('wajib diisi').first().isVisible()).toBe(true);
    expect(await documents.getByText('Ukuran maksimal 5 MB').first().isVisible()).toBe(true);
    await documents
      .getByLabel('Foto KTP')
      .setInputFiles({ name: 'ktp.png', mimeType: 'image/png', buffer: PNG });
    await expect.poll(() => documents.getByRole('button', { name: /Lihat file/ }).count()).toBe(1);
    await documents.getByRole('button', { name: 'Pratinjau' }).click();
    const preview = page.getByRole('dialog', { name: 'Gambar' });
    await expect.poll(() => preview.getByRole('img', { name: 'Gambar' }).isVisible()).toBe(true);
    await preview.getByRole('button', { name: 'Tutup' }).click();
    await save(page, 'document');
    const [stored] = await product.db.query<{ path: string }>(
      "SELECT data ->> 'ktpfile' AS path FROM profile_sections WHERE user_id = $1 AND section = 'document'",
      [user.userId],
    );
    const [file] = await product.db.query<{ owner_id: string; content_type: string }>(
      'SELECT owner_id, content_type FROM files WHERE name = $1',
      [stored?.path.replace('/file/', '')],
    );
    expect(file).toEqual({ owner_id: user.userId, content_type: 'image/png' });

    // Everything goes to staff; the survey is still missing.
    await page.getByRole('button', { name: 'Kirim data ke staf' }).click();
    await expect
      .poll(() => page.getByTestId('status-document').textContent())
      .toBe('Menunggu validasi');
    await expect
      .poll(() => page.getByTestId('profile-missing').textContent())
      .toContain('Lengkapi dan kirim: survei psikometri.');

    await page.getByRole('link', { name: 'Isi survei psikometri' }).click();
    await page.waitForURL(/\/survey$/);
    const group = (legend: string) => page.getByRole('group', { name: legend, exact: true });
    await expect.poll(() => group(fatcaQuestions[0]?.id ?? '').isVisible()).toBe(true);
    for (const fatca of fatcaQuestions) {
      await group(fatca.id).getByRole('radio', { name: 'Tidak' }).check();
    }
    // A borrower answers the risk profile of borrowing.
    for (const risk of borrowerRiskQuestions) {
      await group(risk.question.id)
        .getByRole('radio', { name: risk.options[1]?.id ?? '' })
        .check();
    }
    // The irreversible submit asks first; its dialog's close button (×) is named in the
    // language of the moment.
    await page.getByRole('button', { name: 'Kirim Survei' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByRole('button', { name: 'Ya, kirim survei' }).waitFor();
    expect(await confirm.getByRole('button', { name: 'Tutup', exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    await page.getByLabel('Bahasa').selectOption('en');
    await page.getByRole('button', { name: 'Submit survey' }).click();
    await confirm.waitFor();
    expect(await confirm.getByRole('button', { name: 'Close', exact: true }).count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => confirm.count()).toBe(0);
    await page.getByLabel('Language').selectOption('id');
    await page.getByRole('button', { name: 'Kirim Survei' }).click();
    await page.getByRole('button', { name: 'Ya, kirim survei' }).click();
    await expect.poll(() => page.getByTestId('survey-locked').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Profil', exact: true }).click();
    await expect.poll(() => page.getByTestId('profile-may-apply').isVisible()).toBe(true);

    await applyForLoan(page);
    await page.waitForURL(/\/borrower\/loans\/\d+$/);
    const [loan] = await product.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM loans WHERE borrower_id = $1',
      [user.userId],
    );
    expect(loan?.n).toBe(1);
  }, 90_000);
});
