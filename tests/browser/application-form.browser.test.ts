// The application form that loses no work, through the real screen (issue 14): a new user sees
// what applying needs before the form; the form moves the focus to the first error and shows
// the missing certificate's message; a step is saved as the user moves on; unsaved changes
// survive a reload (after the browser's leave prompt); a photo is saved on upload, deleting
// asks first; a server refusal of an upload says so; files show their own names; the final
// submit asks to confirm a summary, the toast says the application was sent, and the submitted
// application reopens read-only with its timeline. In English the cancel dialog's destructive
// button says what it does. The database shows what the screen did.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { PDF_BYTES, PNG_BYTES } from '../support/application.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { makeUser } from '../support/profiles.ts';
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

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const pdf = {
  name: 'sertifikat-rumah.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(PDF_BYTES),
};
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) });
/** Says it is a PNG, but its bytes are text: the server reads the content and refuses it (415). */
const fakePng = { name: 'bukan-gambar.png', mimeType: 'image/png', buffer: Buffer.from('hello') };

/** Logs in (landing on the borrower's dashboard) and opens the loan list. */
async function logIn(page: Page, email: string): Promise<void> {
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await openLoginForm(page, product.url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/borrower$/);
  await page.goto(`${product.url}/borrower/proposal`);
  await eventually(() => page.getByRole('heading', { name: 'Pinjaman Saya' }).isVisible()).toBe(
    true,
  );
}

function fileInput(page: Page, label: string) {
  return page.locator('input[type="file"]').and(page.getByLabel(label));
}

const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active?.labels?.[0]?.textContent?.replace('*', '').trim() ?? null;
  });

/** The words of the heading that has focus, or null when focus is not on a heading. */
const focusedHeading = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active?.matches('h1, h2, h3, h4, h5, h6') ? (active.textContent?.trim() ?? '') : null;
  });

async function stored(id: string) {
  const [row] = await product.db.query<{
    stage: string;
    value: string;
    purpose: string;
    address: string | null;
    photos: string[] | null;
  }>(
    `SELECT machine_state ->> 'stage' AS stage, genapplicationvalue AS value, genpurpose AS purpose,
            bailaddress AS address,
            (SELECT photos FROM loan_bail_photos p WHERE p.loan_id = l.id) AS photos
       FROM loans l WHERE id = $1`,
    [id],
  );
  return row;
}

describe('before the form', () => {
  it('a new borrower sees what applying needs, with links, instead of the form', async () => {
    const user = await makeUser(product, { fullName: 'Rina Wulandari' });
    const page = await (await browser.newContext()).newPage();
    await logIn(page, user.email);
    await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pengajuan Baru' });
    await eventually(() => dialog.getByText('Sebelum mengajukan pinjaman').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: 'Lengkapi profil' }).getAttribute('href')).toBe(
      '/profile',
    );
    expect(await dialog.getByRole('link', { name: 'Isi survei' }).getAttribute('href')).toBe(
      '/survey',
    );
    expect(await dialog.getByLabel('Nilai Pengajuan').count()).toBe(0);
    await dialog.getByRole('link', { name: 'Isi survei' }).click();
    await page.waitForURL(/\/survey$/);
  });
});

describe('the application form loses no work', () => {
  it('focus, messages, saved steps, restored changes, photos, names, confirmation, overview', async () => {
    const page = await (await browser.newContext()).newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void dialog.accept();
    });
    await logIn(page, 'borrower@lumbung.test');

    // A new draft: the checklist shows both steps done above the form.
    await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
    const newForm = page.getByRole('dialog', { name: 'Pengajuan Baru' });
    await eventually(() => newForm.getByText('Sebelum mengajukan pinjaman').isVisible()).toBe(true);
    await newForm.getByLabel('Produk').selectOption({ label: 'Pembiayaan Proyek' });
    await newForm.getByLabel('Nilai Pengajuan').fill('100000000');
    await newForm.getByLabel('Tanggal Dibutuhkan').fill(inDays(21));
    // Escape with the calendar open closes only the calendar: the dialog and its values stay.
    await eventually(() => page.locator('[data-dates-dropdown]').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => page.locator('[data-dates-dropdown]').count()).toBe(0);
    expect(await newForm.isVisible()).toBe(true);
    expect(await focusedLabel(page)).toBe('Tanggal Dibutuhkan');
    expect(await newForm.getByLabel('Nilai Pengajuan').inputValue()).not.toBe('');
    await newForm.getByLabel('Tujuan Pinjaman').fill('Modal kerja');
    await newForm.getByRole('button', { name: 'Simpan Draf' }).click();
    await page.waitForURL(/\/borrower\/loans\/\d+$/);
    const id = page.url().split('/').at(-1) ?? '';
    await page.getByRole('button', { name: 'Lanjut' }).click();
    // Each step starts at its heading, not above the status card.
    await eventually(() => focusedHeading(page)).toBe('Data Pinjaman');

    // Step 2: a zero value is refused and the focus goes to it.
    await page.getByLabel('Nilai Pengajuan').fill('0');
    await page.getByLabel('Tujuan Pinjaman').focus();
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await eventually(() => focusedLabel(page)).toBe('Nilai Pengajuan');
    // Fixed, Next saves the step before moving on: no separate save needed.
    await page.getByLabel('Nilai Pengajuan').fill('100000000');
    await page.getByLabel('Tujuan Pinjaman').fill('Modal kerja proyek jalan');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await eventually(() => page.getByLabel('Alamat').isVisible()).toBe(true);
    await eventually(() => focusedHeading(page)).toBe('Data Jaminan');
    expect(await stored(id)).toMatchObject({
      value: '100000000.00',
      purpose: 'Modal kerja proyek jalan',
    });

    // Step 3: typed but not saved, then a reload: the browser asks first, the changes come back.
    await page.getByLabel('Alamat').fill('Jl. Mawar No. 7');
    // The page keeps the draft (and arms its leave prompt) once it has rendered the change: on a
    // loaded machine that can lag the typing, and the reload must come after it.
    await eventually(() =>
      page.evaluate(
        (key) => sessionStorage.getItem(key)?.includes('Jl. Mawar No. 7') ?? false,
        `lumbung.applicationDraft.${id}`,
      ),
    ).toBe(true);
    await page.reload();
    expect(dialogs).toContain('beforeunload');
    await eventually(() =>
      page.getByText('Perubahan yang belum disimpan dipulihkan').isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await eventually(() => page.getByLabel('Alamat').inputValue()).toBe('Jl. Mawar No. 7');
    expect((await stored(id))?.address).toBeNull();
    // Leaving inside the app asks too; staying keeps everything.
    await page.getByRole('link', { name: 'Kembali' }).click();
    const leave = page.getByRole('dialog', { name: 'Tinggalkan halaman?' });
    await eventually(() => leave.isVisible()).toBe(true);
    await leave.getByRole('button', { name: 'Jangan' }).click();
    expect(page.url()).toMatch(new RegExp(`/borrower/loans/${id}$`));
    expect(await page.getByLabel('Alamat').inputValue()).toBe('Jl. Mawar No. 7');

    // The collateral without its certificate: the message shows and the focus goes to it.
    await page.getByLabel('Jenis Jaminan').selectOption({ label: 'Rumah tinggal' });
    await page.getByLabel('Nilai Taksiran Jaminan').fill('150000000');
    await page.getByLabel('Jenis Sertifikat').selectOption('SHM');
    await page.getByLabel('Nomor Sertifikat').fill('10.01.02.03.1.00456');
    await page.getByLabel('Luas Tanah (m²)').fill('120');
    await page.getByLabel('Luas Bangunan (m²)').fill('90');
    await page.getByLabel('Kelurahan/Desa').fill('Cihapit');
    await page.getByLabel('Kecamatan').fill('Bandung Wetan');
    await page.getByLabel('Kota/Kabupaten').fill('Kota Bandung');
    await page.getByLabel('Provinsi').fill('Jawa Barat');
    await page.getByLabel('Kode Pos').fill('40114');
    await page.getByRole('button', { name: 'Simpan Data Jaminan' }).click();
    await eventually(() => page.getByText('Update data jaminan berhasil').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Kirim Pengajuan', exact: true }).click();
    const certificate = fileInput(page, 'Dokumen Sertifikat');
    await eventually(() => certificate.getAttribute('aria-invalid')).toBe('true');
    await eventually(() => focusedLabel(page)).toBe('Dokumen Sertifikat');
    // A second try still says so.
    await page.getByRole('button', { name: 'Kirim Pengajuan', exact: true }).click();
    await eventually(() => certificate.getAttribute('aria-invalid')).toBe('true');

    // The certificate shows by the name it had on the user's device.
    await certificate.setInputFiles(pdf);
    await eventually(() =>
      page.getByText('sertifikat-rumah.pdf', { exact: true }).isVisible(),
    ).toBe(true);

    // A file the server refuses (415) says so under the photo uploader.
    await fileInput(page, 'Unggah foto jaminan').setInputFiles(fakePng);
    await eventually(() =>
      page.getByText('Hanya gambar JPG atau PNG yang dapat diunggah').isVisible(),
    ).toBe(true);

    // Photos are saved as they are uploaded; deleting one asks first.
    await fileInput(page, 'Unggah foto jaminan').setInputFiles(photo('depan.png'));
    await eventually(async () => (await stored(id))?.photos?.length ?? 0).toBe(1);
    await fileInput(page, 'Unggah foto jaminan').setInputFiles(photo('samping.png'));
    await eventually(async () => (await stored(id))?.photos?.length ?? 0).toBe(2);
    const photos = page.getByRole('table', { name: 'Foto jaminan' });
    await eventually(() => photos.getByText('samping.png').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Hapus foto 2' }).click();
    const ask = page.getByRole('dialog', { name: 'Hapus foto?' });
    await ask.getByRole('button', { name: 'Jangan' }).click();
    expect((await stored(id))?.photos).toHaveLength(2);
    await page.getByRole('button', { name: 'Hapus foto 2' }).click();
    await ask.getByRole('button', { name: 'Hapus foto' }).click();
    await eventually(async () => (await stored(id))?.photos?.length ?? 0).toBe(1);

    // The final submit first shows what is sent.
    await page.getByRole('button', { name: 'Kirim Pengajuan', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Periksa Pengajuan Anda' });
    await eventually(() => confirm.isVisible()).toBe(true);
    const summary = await confirm.innerText();
    for (const text of [
      'Rp 100.000.000',
      'Rp 150.000.000',
      'Rumah tinggal',
      '1 foto',
      '1 dokumen',
    ]) {
      expect(summary).toContain(text);
    }
    await confirm.getByRole('button', { name: 'Kembali dan ubah' }).click();
    expect((await stored(id))?.stage).toBe('DRAFT');
    await page.getByRole('button', { name: 'Kirim Pengajuan', exact: true }).click();
    await confirm.getByRole('button', { name: 'Ya, kirim pengajuan' }).click();
    await eventually(() => page.getByText('Pengajuan terkirim', { exact: true }).isVisible()).toBe(
      true,
    );
    expect((await stored(id))?.stage).toBe('REVIEW');
    expect((await stored(id))?.address).toBe('Jl. Mawar No. 7');

    // Reopened, the submitted application is read-only, with what happened and what comes next.
    await page.reload();
    const overview = page.getByRole('region', { name: 'Pengajuan Anda' });
    await eventually(() => overview.isVisible()).toBe(true);
    expect(await overview.innerText()).toContain('Rp 100.000.000');
    const timeline = page.getByRole('region', { name: 'Riwayat dan langkah berikutnya' });
    expect(await timeline.innerText()).toContain('Tim kami meninjau jaminan dan pinjaman');
    expect(await timeline.getByText('Berikutnya', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Lanjut' }).count()).toBe(0);
    expect(await page.getByText('Lengkapi data pinjaman').count()).toBe(0);

    // In English the cancel dialog's destructive button says what it does.
    await page.getByLabel('Bahasa').selectOption('en');
    await page.getByRole('button', { name: 'Cancel submission' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel submission' });
    expect(await cancel.getByRole('button').allInnerTexts()).toEqual([
      'Close',
      'Yes, cancel the application',
    ]);
  }, 120_000);
});
