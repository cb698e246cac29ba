// The borrower's application through the real screen: a personal and a company borrower apply
// through the three steps — the form refuses a zero value, an early date and a collateral worth
// less than the loan, photos upload — and step 4 submits; then one application is cancelled
// and the borrower lands on /borrower/proposal. The database shows what the screen did.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { completeApplication, PDF_BYTES, PNG_BYTES } from '../support/application.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { loginAs, rest, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** Polls what the user sees: this machine is shared, so allow more than vitest's 1 s default. */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const pdf = { name: 'sertifikat.pdf', mimeType: 'application/pdf', buffer: Buffer.from(PDF_BYTES) };
const png = { name: 'depan.png', mimeType: 'image/png', buffer: Buffer.from(PNG_BYTES) };

async function logIn(page: Page, email: string): Promise<void> {
  page.setDefaultTimeout(10_000);
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await openLoginForm(page, product.url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // The dashboard first, then the loan list.
  await page.waitForURL(/\/borrower$/);
  await page.goto(`${product.url}/borrower/proposal`);
  await eventually(() => page.getByRole('heading', { name: 'Pinjaman Saya' }).isVisible()).toBe(
    true,
  );
}

/** A new draft from the loan list; answers its id once the loan screen shows. */
async function newDraft(page: Page, value: string): Promise<string> {
  await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
  const form = page.getByRole('dialog', { name: 'Pengajuan Baru' });
  await form.getByLabel('Produk').selectOption({ label: 'Pembiayaan Proyek' });
  await form.getByLabel('Nilai Pengajuan').fill(value);
  await form.getByLabel('Tanggal Dibutuhkan').fill(inDays(21));
  await form.getByLabel('Tujuan Pinjaman').fill('Modal kerja proyek');
  await form.getByRole('button', { name: 'Simpan Draf' }).click();
  await page.waitForURL(/\/borrower\/loans\/\d+$/);
  return page.url().split('/').at(-1) ?? '';
}

/** The file input of the shared uploader labelled so. */
function fileInput(page: Page, label: string) {
  return page.locator('input[type="file"]').and(page.getByLabel(label));
}

/** Step 3's collateral fields, with the estimated value given. */
async function fillCollateral(page: Page, estimated: string): Promise<void> {
  await page.getByLabel('Jenis Jaminan').selectOption({ label: 'Rumah tinggal' });
  await page.getByLabel('Nilai Taksiran Jaminan').fill(estimated);
  await page.getByLabel('Jenis Sertifikat').selectOption('SHM');
  await page.getByLabel('Nomor Sertifikat').fill('10.01.02.03.1.00456');
  await fileInput(page, 'Dokumen Sertifikat').setInputFiles(pdf);
  await eventually(() => page.getByRole('button', { name: /^Lihat file/ }).count()).toBe(1);
  await page.getByLabel('Luas Tanah (m²)').fill('120');
  await page.getByLabel('Luas Bangunan (m²)').fill('90,5');
  await page.getByLabel('Alamat').fill('Jl. Melati No. 5');
  await page.getByLabel('Kelurahan/Desa').fill('Cihapit');
  await page.getByLabel('Kecamatan').fill('Bandung Wetan');
  await page.getByLabel('Kota/Kabupaten').fill('Kota Bandung');
  await page.getByLabel('Provinsi').fill('Jawa Barat');
  await page.getByLabel('Kode Pos').fill('40114');
  await page.getByLabel('Jaminan diasuransikan terhadap kerugian').check();
}

async function uploadPhoto(page: Page): Promise<void> {
  await fileInput(page, 'Unggah foto jaminan').setInputFiles(png);
  const photos = page.getByRole('table', { name: 'Foto jaminan' });
  await eventually(() => photos.getByRole('row').count()).toBe(2);
}

async function storedLoan(id: string) {
  const [row] = await product.db.query<{
    stage: string;
    value: string;
    estimated: string | null;
    certificate: string | null;
    postcode: string | null;
    area: string | null;
    insurance: boolean;
    photos: string[] | null;
  }>(
    `SELECT machine_state ->> 'stage' AS stage, genapplicationvalue AS value,
            bailestimatedvalue AS estimated, bailcertificatefile AS certificate,
            bailpostcode AS postcode, bailbuildingarea AS area, insurance,
            (SELECT photos FROM loan_bail_photos p WHERE p.loan_id = l.id) AS photos
       FROM loans l WHERE id = $1`,
    [id],
  );
  return row;
}

/** The status of reading the latest stored PDF without a token (what a bare link would get). */
async function storedFileRead(page: Page): Promise<number> {
  const [file] = await product.db.query<{ name: string }>(
    "SELECT name FROM files WHERE name LIKE '%.pdf' ORDER BY created_at DESC LIMIT 1",
  );
  const response = await page.request.get(`${product.url}/file/${file?.name}`);
  return response.status();
}

const summaryHeading = (page: Page) => page.getByRole('heading', { name: 'Ringkasan' });

describe('the borrower applies for a loan', () => {
  // Each test has a browser context of its own (its own session). Contexts and pages are left
  // to browser.close(): the packaged Chromium runs as a single process, which closing one can end.
  it('as a person: refused zero value, early date and low collateral, then submitted with a photo', async () => {
    const page = await (await browser.newContext()).newPage();
    await logIn(page, 'borrower@lumbung.test');
    const id = await newDraft(page, '100000000');

    // Step 1: the introduction, with the summary panel beside it.
    await eventually(() =>
      page.getByText(/^Lengkapi data pinjaman dan data peminjam/).isVisible(),
    ).toBe(true);
    await eventually(() => summaryHeading(page).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Lanjut' }).click();

    // Step 2: the form refuses a zero value and a date sooner than two weeks.
    const value = page.getByLabel('Nilai Pengajuan');
    await value.fill('0');
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await eventually(() => page.getByText('nilai tidak boleh nol').isVisible()).toBe(true);
    await value.fill('100000000');
    await page.getByLabel('Tanggal Dibutuhkan').fill(inDays(7));
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await eventually(() =>
      page.getByText('Tanggal minimal dua minggu dari hari ini').isVisible(),
    ).toBe(true);
    await page.getByLabel('Tanggal Dibutuhkan').fill(inDays(21));
    // The borrower data comes from the borrower's profile (Jakarta, 17-08-1985, its NPWP).
    expect(await page.getByLabel('Nama Lengkap').inputValue()).toBe('Budi Santoso');
    expect(await page.getByLabel('Tempat Lahir').inputValue()).toBe('Jakarta');
    expect(await page.getByLabel('Tanggal Lahir').inputValue()).toBe('17-08-1985');
    expect(await page.getByLabel('Nomor NPWP').inputValue()).toBe('3171 0117 0885 0001');
    await page.getByRole('button', { name: 'Simpan Data Peminjam' }).click();
    await eventually(() => page.getByText('Update data peminjam berhasil').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Lanjut' }).click();

    // Step 3: a collateral worth less than the loan is refused, after the photo is saved.
    // The uploaders take images only for photos, images and PDF for documents, up to 5 MB.
    await eventually(() => page.getByText('Ukuran maksimal 5 MB').first().isVisible()).toBe(true);
    await fileInput(page, 'Unggah foto jaminan').setInputFiles(pdf);
    await eventually(() =>
      page.getByText('Hanya gambar JPG atau PNG yang dapat diunggah').isVisible(),
    ).toBe(true);
    await fillCollateral(page, '50000000');
    // 'Lihat file' opens a new window and reads the stored certificate with the session's token
    // (the file service refuses a read without it); headless Chromium downloads a PDF rather
    // than show it, so the read is what can be seen.
    const withoutToken = await storedFileRead(page);
    const [opened, read] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((r) => /\/file\/[0-9a-f-]+\.pdf$/.test(r.url())),
      page.getByRole('button', { name: /^Lihat file/ }).click(),
    ]);
    expect(opened).toBeDefined();
    expect(read.status()).toBe(200);
    expect(withoutToken).toBe(401);
    await uploadPhoto(page);
    await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await eventually(() =>
      page.getByText('Nilai taksiran jaminan harus minimal sebesar nilai pengajuan').isVisible(),
    ).toBe(true);
    expect((await storedLoan(id))?.stage).toBe('DRAFT');
    expect((await storedLoan(id))?.photos).toHaveLength(1);

    await page.getByLabel('Nilai Taksiran Jaminan').fill('150000000');
    await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await page
      .getByRole('dialog', { name: 'Periksa Pengajuan Anda' })
      .getByRole('button', { name: 'Ya, kirim pengajuan' })
      .click();
    await eventually(() =>
      page.getByText('Pengajuan berhasil dikirim dan sedang ditinjau.').isVisible(),
    ).toBe(true);
    // Step 4: the summary panel is hidden.
    expect(await summaryHeading(page).count()).toBe(0);
    const stored = await storedLoan(id);
    expect(stored).toMatchObject({
      stage: 'REVIEW',
      value: '100000000.00',
      estimated: '150000000.00',
      postcode: '40114',
      area: '90.50',
      insurance: true,
    });
    expect(stored?.certificate).toMatch(/^\/file\/[0-9a-f-]+\.pdf$/);
  });

  it('as a company: alias shown, submitted, then cancelled to /borrower/proposal', async () => {
    const page = await (await browser.newContext()).newPage();
    await logIn(page, 'borrower.company@lumbung.test');
    const id = await newDraft(page, '200000000');
    await page.getByRole('button', { name: 'Lanjut' }).click();

    // The company group, with the alias helper's initials.
    expect(await page.getByLabel('Nama Perusahaan').inputValue()).toBe('PT Sinar Jaya Abadi');
    await eventually(() => page.getByText('PT SJA', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Deskripsi Perusahaan').fill('Distributor bahan bangunan');
    await page.getByRole('button', { name: 'Lanjut' }).click();

    await fillCollateral(page, '250000000');
    await page.getByRole('button', { name: 'Simpan Data Jaminan' }).click();
    await eventually(() => page.getByText('Update data jaminan berhasil').isVisible()).toBe(true);
    await uploadPhoto(page);
    await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await page
      .getByRole('dialog', { name: 'Periksa Pengajuan Anda' })
      .getByRole('button', { name: 'Ya, kirim pengajuan' })
      .click();
    await eventually(() =>
      page.getByText('Pengajuan berhasil dikirim dan sedang ditinjau.').isVisible(),
    ).toBe(true);
    expect((await storedLoan(id))?.stage).toBe('REVIEW');

    // Cancel it: 'Batalkan Pengajuan' shows the amount, asks a reason, then leaves.
    await page.getByRole('button', { name: 'Batalkan Pengajuan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Batalkan Pengajuan' });
    await eventually(() => dialog.getByText('Rp 200.000.000,00').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Ya, batalkan pengajuan' }).click();
    await eventually(() => dialog.getByText('wajib diisi').isVisible()).toBe(true);
    await dialog.getByLabel('Alasan').fill('Tidak jadi meminjam');
    await dialog.getByRole('button', { name: 'Ya, batalkan pengajuan' }).click();
    await eventually(() => page.getByText('Berhasil membatalkan pinjaman').isVisible()).toBe(true);
    await page.waitForURL(/\/borrower\/proposal$/);
    expect((await storedLoan(id))?.stage).toBe('CANCEL');
    const row = page
      .getByRole('row')
      .filter({ hasText: `${id}` })
      .first();
    await eventually(() => row.getByText('Dibatalkan').isVisible()).toBe(true);
  });

  it('answers the offer: accept through its dialog, with the offer terms in the summary', async () => {
    // A loan taken to the offer through the API: submitted, approved by two staff (the second
    // one the seeded director login), terms set.
    const [borrower, admin, director] = await Promise.all([
      loginAs(product, 'borrower@lumbung.test'),
      loginAs(product, 'admin@lumbung.test'),
      loginAs(product, 'director@lumbung.test'),
    ]);
    const [pf] = await product.db.query<{ id: number }>(
      "SELECT id FROM products WHERE code = 'PF'",
    );
    const created = await rest(product, 'POST', '/loan', {
      token: borrower,
      body: {
        productid: pf?.id,
        genapplicationvalue: '80000000',
        genrequireddate: inDays(30),
        genpurpose: 'Modal kerja',
      },
    });
    const id = String((created.body.data as { id: number }).id);
    await completeApplication(product, borrower, Number(id));
    const steps: Array<[string, string, unknown?]> = [
      [borrower, `/loan/${id}/submit`],
      [admin, `/loan/submission/${id}/approve-bail`],
      // Grade C: the offer's 14.5 sits in its band of PF's 12–18 (14.40–15.60).
      [admin, `/loan/submission/${id}/approve-credit`, { riskrating: 'MEDIUM' }],
      [director, `/loan/submission/${id}/approve-director`],
      [
        admin,
        `/loan/submission/${id}/offer`,
        {
          funappinterestpercentage: '14.5',
          timeperiod: 185,
          appadminfee: '0',
          typepayment: 'CASH',
          funappcfstarttime: inDays(35),
          funappcfendtime: inDays(45),
        },
      ],
      [admin, `/loan/submission/${id}/approved`],
    ];
    for (const [token, path, body] of steps) {
      const { status } = await rest(product, 'PUT', path, { token, body });
      expect(status, path).toBe(200);
    }

    const page = await (await browser.newContext()).newPage();
    await logIn(page, 'borrower@lumbung.test');
    await page.goto(`${product.url}/borrower/loans/${id}`);
    await eventually(() =>
      page.getByText('Penawaran pinjaman menunggu jawaban Anda.').isVisible(),
    ).toBe(true);
    // The summary: the set interest with the funding window, the period, the payment type label.
    const summary = page.getByRole('region', { name: 'Ringkasan' });
    await eventually(() => summary.getByText('14,5%').isVisible()).toBe(true);
    expect(await summary.getByText('6 Bulan 5 Hari').isVisible()).toBe(true);
    expect(await summary.getByText('Bayar Pokok + Bunga Dibelakang').isVisible()).toBe(true);
    expect(await summary.getByText('Rp 2.500.000,00').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Terima Penawaran' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terima Penawaran' });
    await eventually(() =>
      dialog.getByText('Rp 80.000.000,00', { exact: true }).first().isVisible(),
    ).toBe(true);
    await dialog.getByRole('checkbox', { name: /menyetujui syarat penawaran/ }).check();
    await dialog.getByRole('button', { name: 'Terima', exact: true }).click();
    await eventually(() => page.getByText('Berhasil menerima penawaran').isVisible()).toBe(true);
    await eventually(() => page.getByRole('button', { name: 'Terima Penawaran' }).count()).toBe(0);
    expect((await storedLoan(id))?.stage).toBe('APPROVED_BORROWER');
  });
});
