// Issue 15, "Evidence beside the decision", through the real UI with the demo data. Staff open
// the demo loan in review and see the collateral photos (a gallery, keyboard usable, words for
// each picture in both languages), the borrower's KYC identity with the ID card image, each
// profile section's state and the survey's risk score, and reach the full profile. Staff cannot
// delete a borrower's file: no button, and the API refuses with its code while the database
// keeps the file. The history says what an edit changed and groups a burst of saves.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_BYTES } from '../support/application.ts';
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
let loanId: number;

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  const [row] = await product.db.query<{ id: number }>(
    `SELECT l.id FROM loans l JOIN users u ON u.id = l.borrower_id
      WHERE u.email = 'borrower@lumbung.test' AND l.machine_state ->> 'stage' = 'REVIEW'
      ORDER BY l.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo data has no loan in review');
  loanId = row.id;
  page = await (await browser.newContext()).newPage();
  await openLoginForm(page, product.url);
  await page.getByLabel('Email').fill('admin@lumbung.test');
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/staff$/);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** An image on screen that has really loaded (drawn from the file the API served). */
async function loadedImage(page: Page, alt: string): Promise<boolean> {
  const image = page.getByRole('img', { name: alt, exact: true }).first();
  if (!(await image.isVisible())) return false;
  return image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
}

async function storedFiles() {
  const [row] = await product.db.query<{ certificate: string | null; photos: string[] }>(
    `SELECT bailcertificatefile AS certificate,
            (SELECT photos FROM loan_bail_photos p WHERE p.loan_id = l.id) AS photos
       FROM loans l WHERE id = $1`,
    [loanId],
  );
  return row;
}

describe('the evidence beside the decision', () => {
  it('shows the KYC identity with the ID card image, the sections, the survey and the full profile', async () => {
    await page.goto(`${product.url}/staff/loans/${loanId}`);
    const evidence = page.getByRole('region', { name: 'Peminjam', exact: true });
    await eventually(() => evidence.getByText('3171011708850001').isVisible()).toBe(true);
    const identity = await evidence.getByTestId('borrower-identity').innerText();
    expect(identity).toContain('NIK');
    expect(identity).toContain('Nama sesuai KTP');
    expect(identity).toContain('Budi Santoso');
    expect(identity).toMatch(/Skor risiko survei\s+\d+ · \S/);
    await eventually(() => loadedImage(page, 'Foto KTP atas nama Budi Santoso')).toBe(true);
    // Each section's state in words, never a status code.
    const sections = evidence.getByRole('list', { name: 'Status data profil' });
    expect(await sections.innerText()).toContain('Data pribadi');
    expect(await sections.getByText('Tervalidasi').count()).toBeGreaterThanOrEqual(5);
    expect(await sections.innerText()).not.toMatch(/VALIDATED|EMPTY/);

    await evidence.getByRole('link', { name: 'Lihat profil lengkap peminjam' }).click();
    await page.waitForURL(/\/staff\/borrowers\/[0-9a-f-]{36}$/);
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Profil Peminjam',
    );
    await eventually(() => page.getByTestId('borrower-name').textContent()).toBe('Budi Santoso');
    const jobs = page.getByTestId('borrower-section-jobs');
    expect(await jobs.innerText()).toContain('Wiraswasta');
    await eventually(() => loadedImage(page, 'Foto KTP atas nama Budi Santoso')).toBe(true);
  });

  it('shows the two collateral photos as a gallery, keyboard usable, in both languages', async () => {
    await page.goto(`${product.url}/staff/loans/${loanId}`);
    await page.getByRole('tab', { name: 'Data Jaminan' }).click();
    const gallery = page.getByTestId('photo-gallery');
    await eventually(() => gallery.isVisible()).toBe(true);
    // The large preview and the two thumbnails, each with its words.
    await eventually(() => loadedImage(page, 'Foto jaminan 1 dari 2')).toBe(true);
    await eventually(() => loadedImage(page, 'Foto jaminan 2 dari 2')).toBe(true);
    const thumbnails = gallery.getByRole('toolbar', { name: 'Pilih foto jaminan' });
    const first = thumbnails.getByRole('button', { name: 'Foto jaminan 1 dari 2' });
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    // The keyboard: focus the chosen thumbnail, the arrow moves to the next one and the preview
    // follows.
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = thumbnails.getByRole('button', { name: 'Foto jaminan 2 dari 2' });
    await eventually(() => second.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed'))).toBe(
      'true',
    );
    expect(await gallery.locator('figcaption').innerText()).toBe('Foto jaminan 2 dari 2');
    // The certificate is viewable.
    const documents = page.getByRole('region', { name: 'Dokumen jaminan' });
    const certificate = documents.getByRole('row', { name: /Sertifikat jaminan/ });
    expect(await certificate.getByRole('button', { name: /^Lihat/ }).isVisible()).toBe(true);

    await page.getByLabel('Bahasa').selectOption('en');
    await eventually(() => gallery.locator('figcaption').innerText()).toBe(
      'Collateral photo 2 of 2',
    );
    expect(await loadedImage(page, 'Collateral photo 1 of 2')).toBe(true);
    await page.getByLabel('Language').selectOption('id');
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('id');
  });

  it("offers staff no way to delete a borrower's file; the API refuses it and keeps the file", async () => {
    await page.goto(`${product.url}/staff/loans/${loanId}`);
    await eventually(() => page.getByText('3171011708850001').isVisible()).toBe(true);
    expect(await page.getByText('Hapus file').count()).toBe(0);
    await page.getByRole('tab', { name: 'Data Jaminan' }).click();
    await eventually(() => page.getByTestId('photo-gallery').isVisible()).toBe(true);
    await eventually(() => page.getByLabel('Luas Tanah (m²)').isEnabled()).toBe(true);
    expect(await page.getByText('Hapus file').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Hapus/ }).count()).toBe(0);

    // Straight to the API, as the old button did: refused with its code, nothing changes.
    const before = await storedFiles();
    const admin = await loginAs(product, 'admin@lumbung.test');
    const guarantee = await rest(product, 'GET', `/loan/${loanId}/guarantee`, { token: admin });
    const bail = guarantee.body.data as Record<string, unknown>;
    const refused = await rest(product, 'PUT', `/loan/${loanId}/bail`, {
      token: admin,
      body: {
        ...Object.fromEntries(
          Object.entries(bail).filter(([key, value]) => key !== 'photo' && value !== null),
        ),
        bailcertificatefile: '',
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'FILE_DELETE_FORBIDDEN',
      message: 'Staf tidak dapat menghapus file peminjam; ganti file dengan menyebutkan alasannya',
    });
    const photo = await rest(product, 'PUT', `/loan/${loanId}/bail/photo`, {
      token: admin,
      body: { photo: before?.photos.slice(0, 1) },
    });
    expect(photo.body).toMatchObject({ code: 'FILE_DELETE_FORBIDDEN' });
    expect(await storedFiles()).toEqual(before);
    expect(before?.photos).toHaveLength(2);
  });

  it('the history lists what changed, before and after, and groups a burst of saves', async () => {
    await page.goto(`${product.url}/staff/loans/${loanId}`);
    const history = page.getByRole('region', { name: 'Riwayat Pinjaman' });
    // The borrower's three saves while filling in the form: one entry, not three lines.
    await eventually(() =>
      history.getByText('Data pengajuan diubah peminjam (3 kali disimpan)').count(),
    ).toBe(1);
    expect(await history.getByText('Draf → Draf').count()).toBe(0);

    // Staff correct the application value and replace the certificate, with a reason.
    const value = page.getByLabel('Nilai Pengajuan');
    await eventually(() => value.isEnabled()).toBe(true);
    await value.fill('80000000');
    await page.getByRole('button', { name: 'Simpan Data Peminjam' }).click();
    await eventually(() =>
      page.getByText('Update data peminjam berhasil').first().isVisible(),
    ).toBe(true);
    await page.getByRole('tab', { name: 'Data Jaminan' }).click();
    await page.getByLabel('Dokumen Sertifikat').setInputFiles({
      name: 'sertifikat-jelas.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(PDF_BYTES),
    });
    const reason = page.getByLabel(/Alasan mengganti file peminjam/);
    await eventually(() => reason.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Simpan Data Jaminan' }).click();
    await eventually(() => page.getByText('Sebutkan alasan mengganti file').isVisible()).toBe(true);
    await reason.fill('Pindaian sertifikat sebelumnya buram');
    await page.getByRole('button', { name: 'Simpan Data Jaminan' }).click();
    await eventually(() => page.getByText('Update data jaminan berhasil').first().isVisible()).toBe(
      true,
    );

    // The staff's saves are one entry; opened, it lists each change in words.
    const staffEntry = history.getByText('Data pengajuan diubah staf (3 kali disimpan)');
    await eventually(() => staffEntry.count()).toBe(1);
    await history
      .getByRole('button', { name: /^Lihat \d+ perubahan$/ })
      .last()
      .click();
    const hide = history.getByRole('button', { name: 'Sembunyikan perubahan' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    const text = await history.innerText();
    expect(text).toContain('Nilai Pengajuan: Rp 75.000.000 → Rp 80.000.000');
    expect(text).toContain('Dokumen Sertifikat: sertifikat.pdf → sertifikat-jelas.pdf');
    expect(text).toContain('Alasan: Pindaian sertifikat sebelumnya buram');
    expect(text).toContain('Pada tahap Ditinjau');

    // The database holds the same: field, before, after, and the reason beside the actor.
    const rows = await product.db.query<{
      changes: Array<{ field: string }>;
      reason: string | null;
    }>(
      `SELECT changes, reason FROM loan_events
        WHERE loan_id = $1 AND event = 'application.staffEdit' ORDER BY id`,
      [loanId],
    );
    expect(rows.flatMap((row) => row.changes.map((change) => change.field))).toEqual([
      'genapplicationvalue',
      'bailcertificatefile',
    ]);
    expect(rows.at(-1)?.reason).toBe('Pindaian sertifikat sebelumnya buram');
  }, 90_000);

  it("the borrower's own timeline groups their burst of saves too", async () => {
    const borrowerPage = await (await browser.newContext()).newPage();
    await openLoginForm(borrowerPage, product.url);
    await borrowerPage.getByLabel('Email').fill('borrower@lumbung.test');
    await borrowerPage.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
    await borrowerPage.getByRole('button', { name: 'Masuk' }).click();
    await borrowerPage.waitForURL((url) => url.pathname !== '/');
    await borrowerPage.goto(`${product.url}/borrower/loans/${loanId}`);
    const timeline = borrowerPage.getByRole('region', { name: 'Riwayat dan langkah berikutnya' });
    await eventually(() =>
      timeline.getByText('Data pengajuan diubah peminjam (3 kali disimpan)').count(),
    ).toBe(1);
    expect(
      await timeline.getByText('Data pengajuan diubah peminjam', { exact: true }).count(),
    ).toBe(0);
  });
});
