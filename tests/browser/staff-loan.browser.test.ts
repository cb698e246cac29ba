// The staff back office through the real UI. One loan goes from REVIEW through every approval to
// the borrower's offer (the director being another staff member), the borrower accepts (by the
// API: the borrower's screen has no such button yet) and staff then find it in the funding
// queue. Another is rejected with a reason the borrower can read, resubmitted, and is back in
// the review queue. A third is edited by staff in review (spec §5's fields stay disabled) and is
// read-only once the offer terms are set.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { completeApplication, isoDateInDays } from '../support/application.ts';
import { seriousViolations } from '../support/axe.ts';
import { holdBack, launchBrowser, openLoginForm } from '../support/browser.ts';
import {
  graphql,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let borrower: string;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  borrower = await loginAs(product, 'borrower@lumbung.test');
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/**
 * Polls what the user sees. The full suite runs browser files side by side on a shared 2-core
 * machine, where a dialog's close (after its success callback) can take longer than vitest's
 * 1 s poll default.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

const inDays = (days: number) => isoDateInDays(product, days);

/** A complete KPR application of the demo borrower, submitted for review. */
async function submittedLoan(value: string): Promise<string> {
  const [kpr] = await product.db.query<{ id: number }>(
    "SELECT id FROM products WHERE code = 'KPR'",
  );
  const created = await rest(product, 'POST', '/loan', {
    token: borrower,
    body: {
      productid: kpr?.id,
      genapplicationvalue: value,
      genrequireddate: inDays(21),
      genpurpose: 'Rumah tinggal',
    },
  });
  const id = String((created.body.data as { id: number }).id);
  // Submitting checks the application as the form does: borrower data and collateral first.
  await completeApplication(product, borrower, Number(id));
  expect((await rest(product, 'PUT', `/loan/${id}/submit`, { token: borrower })).status).toBe(200);
  return id;
}

/**
 * A page in a browser context of its own (its own session storage). Left open: the packaged
 * single-process Chromium exits when its last page closes; afterAll closes the browser.
 */
async function freshPage(): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function logIn(page: Page, email: string): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // The staff dashboard first, then the loan list.
  await page.waitForURL(/\/staff$/);
  await page.goto(`${product.url}/staff/loans`);
}

function summaryValue(page: Page, label: string) {
  return page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function storedStage(id: string) {
  const [row] = await product.db.query<{ stage: string }>(
    "SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1",
    [id],
  );
  return row?.stage;
}

/** What staff may edit in the test below, and who made the loan's staff edits. */
async function storedEdit(id: string) {
  const [row] = await product.db.query<{
    purpose: string;
    surface: string | null;
    city: string | null;
    birthplace: string;
    staffEdits: string[] | null;
  }>(
    `SELECT genpurpose AS purpose, bailsurfacearea AS surface, bailcity AS city,
            (SELECT gen_birthplace FROM loan_borrower_info i WHERE i.loan_id = l.id) AS birthplace,
            (SELECT json_agg(actor_role ORDER BY e.id) FROM loan_events e
              WHERE e.loan_id = l.id AND e.event = 'application.staffEdit') AS "staffEdits"
       FROM loans l WHERE id = $1`,
    [id],
  );
  return row;
}

/** Polls what the user sees: this machine is shared, so allow more than vitest's 1 s default. */

/** The action buttons shown now, without the disclosure's own button. */
async function actionButtons(page: Page) {
  const actions = page.getByRole('region', { name: 'Aksi' });
  return (await actions.getByRole('button').allTextContents())
    .filter((b) => !b.startsWith('Mengapa'))
    .sort();
}

/** Opens an action's dialog, confirms it and waits for its toast. */
async function confirmAction(page: Page, button: string, dialogTitle: string, toast: string) {
  await page.getByRole('region', { name: 'Aksi' }).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: 'Setuju' }).click();
  await eventually(() => page.getByText(toast).first().isVisible()).toBe(true);
  await eventually(() => dialog.isVisible()).toBe(false);
}

describe('staff loan screen', () => {
  it('takes a loan from review through every approval to the offer; after the borrower accepts it is in funding', async () => {
    const id = await submittedLoan('350000000');
    const page = await freshPage();
    await logIn(page, 'admin@lumbung.test');

    // The review queue, searched by the loan's id, links to the loan.
    await page
      .getByRole('navigation', { name: 'Antrian kerja' })
      .getByRole('link', { name: /Perlu Ditinjau/ })
      .click();
    await page.getByLabel('Cari peminjam atau ID pinjaman').fill(id);
    await page.getByRole('button', { name: 'Cari' }).click();
    await eventually(() =>
      page.getByRole('status').filter({ hasText: 'Menampilkan' }).textContent(),
    ).toBe('Menampilkan 1 dari 1 pinjaman');
    await page.getByRole('link', { name: `Buka pinjaman ${id}`, exact: true }).click();
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Ditinjau');
    await eventually(() => page.getByRole('tab', { name: 'Data Pinjaman' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Data Jaminan' }).click();
    await expect.poll(() => page.getByLabel('Negara').inputValue()).toBe('INDONESIA');

    await confirmAction(page, 'Setujui Jaminan', 'Setujui Jaminan', 'Berhasil menyetujui jaminan');
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Jaminan Disetujui');
    // Approving credit rates the loan's risk: Setuju first asks for a rating, which the keyboard
    // chooses (the first grade has the focus; arrows walk the group).
    await page
      .getByRole('region', { name: 'Aksi' })
      .getByRole('button', { name: 'Setujui Kredit' })
      .click();
    const credit = page.getByRole('dialog', { name: 'Setujui Kredit' });
    await credit.getByRole('button', { name: 'Setuju' }).click();
    await eventually(() => credit.getByText('Pilih peringkat risiko').isVisible()).toBe(true);
    expect(await credit.getByText('Bunga 11,4% – 12,2% per tahun').isVisible()).toBe(true);
    // The pointer off Setuju: a hovered filled button is a shade lighter (a theme matter).
    await page.mouse.move(0, 0);
    await eventually(() => seriousViolations(page)).toEqual([]);
    await credit.getByRole('radio', { name: 'Grade A · Rendah' }).focus();
    for (const _ of [1, 2, 3]) await page.keyboard.press('ArrowDown');
    await eventually(() =>
      credit.getByRole('radio', { name: 'Grade D · Menengah ke Tinggi' }).isChecked(),
    ).toBe(true);
    await credit.getByRole('button', { name: 'Setuju' }).click();
    await eventually(() => page.getByText('Berhasil menyetujui kredit').first().isVisible()).toBe(
      true,
    );
    await eventually(() => credit.isVisible()).toBe(false);
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Pinjaman Disetujui');
    // The page shows the grade lenders will see, with its words.
    await eventually(() => page.getByText('Grade D · Menengah ke Tinggi').isVisible()).toBe(true);
    await eventually(() => seriousViolations(page)).toEqual([]);
    const [rated] = await product.db.query(
      "SELECT machine_context ->> 'riskRating' AS rating FROM loans WHERE id = $1",
      [id],
    );
    expect(rated).toEqual({ rating: 'MEDIUM_TO_HIGH' });

    // The credit approver may not also approve as director: the action is hidden, and the
    // disclosure says why.
    expect(await actionButtons(page)).toEqual(['Batalkan', 'Tolak']);
    const why = page.getByRole('button', { name: 'Mengapa aksi lain tidak tersedia?' });
    await why.focus();
    await page.keyboard.press('Enter');
    await eventually(() =>
      page.getByText('Persetujuan direktur harus oleh staf lain dari penyetuju kredit').isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Keluar' }).click();

    // Another staff member approves as director and sets the offer.
    await logIn(page, 'director@lumbung.test');
    await page.goto(`${product.url}/staff/loans/${id}`);
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Pinjaman Disetujui');
    await confirmAction(
      page,
      'Persetujuan Direktur',
      'Persetujuan Direktur',
      'Berhasil memberikan persetujuan direktur',
    );
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe(
      'Pinjaman Disetujui oleh Direktur',
    );

    await page.getByRole('button', { name: 'Tetapkan Penawaran' }).click();
    const offer = page.getByRole('dialog', { name: 'Tetapkan Penawaran' });
    // The interest must sit in grade D's band of the product's 9–13: the dialog says so and
    // refuses anything else before sending, inside the product's range or not.
    await eventually(() =>
      offer.getByText('Grade D (Menengah ke Tinggi): antara 11,4% dan 12,2%').isVisible(),
    ).toBe(true);
    // Until the terms are there the regulator's daily figure waits for them.
    expect(await offer.getByTestId('offer-benefit').textContent()).toBe(
      'Manfaat ekonomi per hari dihitung setelah bunga, jangka waktu, biaya dan mulai pendanaan diisi',
    );
    await offer.getByLabel('Bunga (% per tahun)').fill('25');
    await offer.getByLabel('Jangka waktu (hari)').fill('180');
    await offer.getByLabel('Mulai pendanaan').fill(inDays(30));
    await offer.getByLabel('Akhir pendanaan').fill(inDays(60));
    await offer.getByRole('button', { name: 'Simpan Penawaran' }).click();
    const outOfBand = offer.getByText('Untuk grade D bunga harus antara 11,4% dan 12,2%');
    await eventually(() => outOfBand.isVisible()).toBe(true);
    await offer.getByLabel('Bunga (% per tahun)').fill('10');
    await offer.getByRole('button', { name: 'Simpan Penawaran' }).click();
    await eventually(() => outOfBand.isVisible()).toBe(true);
    expect(await storedStage(id)).toBe('APPROVAL_LOAN_DIR');
    await offer.getByLabel('Bunga (% per tahun)').fill('11,5');
    // The economic benefit per day as OJK counts it, against the cap for a home loan (KPR is
    // consumptive funding: 0.1% a day from 2026).
    await eventually(() => offer.getByTestId('offer-benefit').textContent()).toMatch(
      /^Manfaat ekonomi: 0,0\d+% per hari · batas OJK 0,1% per hari \(pinjaman konsumtif\)$/,
    );
    await offer.getByRole('button', { name: 'Simpan Penawaran' }).click();
    await eventually(() => page.getByText('Berhasil menetapkan penawaran').isVisible()).toBe(true);
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe(
      'Disetujui Pembiayaan Properti (KPR)',
    );
    const [terms] = await product.db.query(
      'SELECT funappinterestpercentage, timeperiod, appadminfee FROM loans WHERE id = $1',
      [id],
    );
    expect(terms).toEqual({
      funappinterestpercentage: '11.50',
      timeperiod: 180,
      appadminfee: '3000000.00',
    });

    // The spec's Approve: 'Setujui Pinjaman' with the application value as a price.
    await page
      .getByRole('region', { name: 'Aksi' })
      .getByRole('button', { name: 'Setujui', exact: true })
      .click();
    const approve = page.getByRole('dialog', { name: 'Setujui Pinjaman' });
    await eventually(() => approve.getByText('Setujui pengajuan dana senilai').isVisible()).toBe(
      true,
    );
    await eventually(() => approve.getByText('Rp 350.000.000').isVisible()).toBe(true);
    await approve.getByRole('button', { name: 'Setuju' }).click();
    await eventually(() => page.getByText('Berhasil menyetujui pinjaman').isVisible()).toBe(true);
    await eventually(() => summaryValue(page, 'Status Persetujuan').textContent()).toBe(
      'Menunggu Persetujuan Peminjam',
    );
    expect(await storedStage(id)).toBe('APPROVAL_BORROWER');

    // The borrower accepts the offer.
    const accepted = await graphql(
      product,
      'mutation ($id: ID!) { acceptOffer(id: $id, consent: true) { submissionStage } }',
      { id },
      borrower,
    );
    expect(accepted.errors).toBeUndefined();

    // Staff see it in the funding queue, and the loan shows its funding state.
    await page.goto(`${product.url}/staff/loans?queue=funding`);
    await page.getByRole('link', { name: `Buka pinjaman ${id}`, exact: true }).click();
    await eventually(() => summaryValue(page, 'Status Persetujuan').textContent()).toBe(
      'Disetujui Peminjam',
    );
    expect(await summaryValue(page, 'Status Pendanaan').textContent()).toBe('Belum Didanai');
    expect(await summaryValue(page, 'Tahap').textContent()).toBe('Disetujui Peminjam');
    const history = page.getByRole('region', { name: 'Riwayat Pinjaman' });
    await eventually(() => history.getByText('Penawaran diterima peminjam').isVisible()).toBe(true);
    expect(await history.getByText('oleh Direktur Lumbung (Staf)').count()).toBe(3);
    expect(await storedStage(id)).toBe('APPROVED_BORROWER');
  }, 60_000);

  it('opened by its address, sends each of its reads once and shows them all', async () => {
    const id = await submittedLoan('150000000');
    const page = await freshPage();
    await logIn(page, 'admin@lumbung.test');
    // Every GraphQL operation the browser sends from here on, by name.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string } | null;
      sent.push(body?.operationName ?? '(unnamed)');
    });
    await page.goto(`${product.url}/staff/loans/${id}`);
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Ditinjau');
    // The details (the tabs' fields, the evidence) and the history, read after the summary.
    await eventually(() => page.getByRole('tab', { name: 'Data Pinjaman' }).isVisible()).toBe(true);
    const history = page.getByRole('region', { name: 'Riwayat Pinjaman' });
    await eventually(() => history.getByText('Pengajuan dikirim').first().isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    const count = (name: string) => sent.filter((operation) => operation === name).length;
    // Once each: a query held back until the summary was painted was sent twice when let go
    // (one answer prefetched, one more over the network), and each answer rendered again.
    expect({
      StaffLoan: count('StaffLoan'),
      StaffLoanDetails: count('StaffLoanDetails'),
      StaffLoanHistory: count('StaffLoanHistory'),
    }).toEqual({ StaffLoan: 1, StaffLoanDetails: 1, StaffLoanHistory: 1 });
  });

  it('shows the summary and the actions without waiting for the panels below them', async () => {
    const id = await submittedLoan('160000000');
    const page = await freshPage();
    await logIn(page, 'admin@lumbung.test');
    // The panels' code (history, evidence, funding) held back, as on a slow connection.
    const release = await holdBack(page, /\/assets\/below-summary-[\w-]+\.js$/);
    await page.goto(`${product.url}/staff/loans/${id}`);
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Ditinjau');
    const actions = page.getByRole('region', { name: 'Aksi' });
    await eventually(() => actions.getByRole('button', { name: 'Tolak' }).isVisible()).toBe(true);
    const history = page.getByRole('region', { name: 'Riwayat Pinjaman' });
    expect(await history.count()).toBe(0);
    release();
    await eventually(() => history.getByText('Pengajuan dikirim').first().isVisible()).toBe(true);
  });

  it('rejects a loan with a reason the borrower sees; resubmitted, it is back in review', async () => {
    const id = await submittedLoan('120000000');
    const page = await freshPage();
    await logIn(page, 'admin@lumbung.test');
    await page.goto(`${product.url}/staff/loans/${id}`);
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Ditinjau');

    await page.getByRole('region', { name: 'Aksi' }).getByRole('button', { name: 'Tolak' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tolak Pinjaman' });
    await eventually(() => dialog.getByText('Tolak pengajuan dana senilai :').isVisible()).toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await eventually(() => dialog.getByText('wajib diisi').isVisible()).toBe(true);
    expect(await storedStage(id)).toBe('REVIEW');
    await dialog.getByLabel('Alasan').fill('Sertifikat jaminan tidak terbaca');
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await eventually(() => page.getByText('Berhasil menolak pinjaman').isVisible()).toBe(true);
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Ditolak');
    const history = page.getByRole('region', { name: 'Riwayat Pinjaman' });
    await eventually(() =>
      history.getByText('Alasan: Sertifikat jaminan tidak terbaca').isVisible(),
    ).toBe(true);

    // The borrower reads the reason, may edit the application, and submits it again.
    const mine = await graphql<{
      loan: { editable: boolean; auditTrail: { event: string; reason: string | null }[] };
    }>(
      product,
      'query ($id: ID!) { loan(id: $id) { editable auditTrail { event reason } } }',
      { id },
      borrower,
    );
    expect(mine.data?.loan.editable).toBe(true);
    expect(mine.data?.loan.auditTrail.at(-1)).toEqual({
      event: 'loan.reject',
      reason: 'Sertifikat jaminan tidak terbaca',
    });
    // On their own screen the borrower changes the objective and submits again (steps 2–4).
    // One page takes turns: this Chromium shares local storage (the session) between contexts.
    const own = page;
    await own.evaluate(() => localStorage.clear());
    await openLoginForm(own, product.url);
    await own.getByLabel('Email').fill('borrower@lumbung.test');
    await own.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
    await own.getByRole('button', { name: 'Masuk' }).click();
    await own.waitForURL(/\/borrower$/);
    await own.goto(`${product.url}/borrower/loans/${id}`);
    await eventually(() => own.getByRole('button', { name: 'Lanjut' }).isVisible()).toBe(true);
    await own.getByRole('button', { name: 'Lanjut' }).click();
    await own.getByLabel('Tujuan Pinjaman').fill('Rumah tinggal, sertifikat dipindai ulang');
    await own.getByRole('button', { name: 'Lanjut' }).click();
    await own.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await own
      .getByRole('dialog', { name: 'Periksa Pengajuan Anda' })
      .getByRole('button', { name: 'Ya, kirim pengajuan' })
      .click();
    await eventually(() =>
      own.getByText('Pengajuan berhasil dikirim dan sedang ditinjau.').isVisible(),
    ).toBe(true);
    expect(await storedStage(id)).toBe('REVIEW');
    const [edited] = await product.db.query<{ genpurpose: string }>(
      'SELECT genpurpose FROM loans WHERE id = $1',
      [id],
    );
    expect(edited?.genpurpose).toBe('Rumah tinggal, sertifikat dipindai ulang');
    await own.evaluate(() => localStorage.clear());
    await logIn(page, 'admin@lumbung.test');

    // Staff find it in the review queue again.
    await page.goto(`${product.url}/staff/loans?queue=toReview`);
    await page.getByRole('link', { name: `Buka pinjaman ${id}`, exact: true }).click();
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Ditinjau');
    await eventually(
      async () =>
        (await history.getByText('Pengajuan dikirim').count()) === 2 &&
        (await history.getByText('Ditolak → Ditinjau').isVisible()),
    ).toBe(true);
    expect(await actionButtons(page)).toEqual(['Batalkan', 'Setujui Jaminan', 'Tolak']);
  }, 60_000);
  it('staff edit a loan in review, spec §5 fields disabled; read-only once the offer terms are set', async () => {
    const id = await submittedLoan('200000000');
    const [admin, director] = await Promise.all([
      loginAs(product, 'admin@lumbung.test'),
      loginAs(product, 'director@lumbung.test'),
    ]);
    const before = await storedEdit(id);
    const page = await freshPage();
    await logIn(page, 'admin@lumbung.test');
    await page.goto(`${product.url}/staff/loans/${id}`);
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe('Ditinjau');

    // Tab 1: the loan and borrower data; birth place, birth date and tax number stay disabled.
    const objective = page.getByLabel('Tujuan Pinjaman');
    await eventually(() => objective.isEnabled()).toBe(true);
    expect(await page.getByLabel('Nama Lengkap').isEnabled()).toBe(true);
    for (const label of ['Tempat Lahir', 'Tanggal Lahir', 'Nomor NPWP']) {
      expect(await page.getByLabel(label).isDisabled(), label).toBe(true);
    }
    expect(await page.getByLabel('Tempat Lahir').inputValue()).toBe(before?.birthplace);
    await objective.fill('Renovasi rumah tinggal keluarga');
    await page.getByRole('button', { name: 'Simpan Data Peminjam' }).click();
    await eventually(() =>
      page.getByText('Update data peminjam berhasil').first().isVisible(),
    ).toBe(true);

    // Tab 2: the collateral; certificate type and number, PBB and IMB stay disabled, the
    // certificate file is viewable.
    await page.getByRole('tab', { name: 'Data Jaminan' }).click();
    const surface = page.getByLabel('Luas Tanah (m²)');
    await eventually(() => surface.isEnabled()).toBe(true);
    expect(await page.getByLabel('Jenis Sertifikat').isDisabled()).toBe(true);
    expect(await page.getByLabel('Nomor Sertifikat').isDisabled()).toBe(true);
    expect(
      await page
        .getByRole('button', { name: /^Lihat file/ })
        .first()
        .isVisible(),
    ).toBe(true);
    // The PBB and IMB documents (the machine's locked fields) show read-only: no file input,
    // while the certificate file beside them still takes one.
    expect(await page.getByLabel('Dokumen Sertifikat').count()).toBe(1);
    for (const label of ['Dokumen PBB', 'Dokumen IMB']) {
      expect(await page.getByText(label, { exact: true }).isVisible(), label).toBe(true);
      expect(await page.getByLabel(label).count(), label).toBe(0);
    }
    // A required field left empty: the message beside it, nothing saved.
    const city = page.getByLabel('Kota/Kabupaten');
    await city.fill('');
    await surface.fill('150,5');
    await page.getByRole('button', { name: 'Simpan Data Jaminan' }).click();
    await eventually(() => city.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('wajib diisi', { exact: true }).isVisible()).toBe(true);
    expect((await storedEdit(id))?.surface).toBe(before?.surface);
    await city.fill('Kota Bandung');
    await page.getByRole('button', { name: 'Simpan Data Jaminan' }).click();
    await eventually(() => page.getByText('Update data jaminan berhasil').first().isVisible()).toBe(
      true,
    );

    // The database holds the edits, each with its audit row (loan data, borrower, collateral).
    expect(await storedEdit(id)).toEqual({
      ...before,
      purpose: 'Renovasi rumah tinggal keluarga',
      surface: '150.50',
      city: 'Kota Bandung',
      staffEdits: ['admin', 'admin', 'admin'],
    });
    // One burst of saves by one person is one history entry (issue 15).
    const history = page.getByRole('region', { name: 'Riwayat Pinjaman' });
    await eventually(() =>
      history.getByText('Data pengajuan diubah staf (3 kali disimpan)').count(),
    ).toBe(1);

    // Collateral, credit and director approvals: staff may still edit.
    // Grade B: the offer's 10 below sits in its band of KPR's 9–13 (9.80–10.60).
    for (const [step, token, body] of [
      ['approve-bail', admin, undefined],
      ['approve-credit', admin, { riskrating: 'LOW_TO_MEDIUM' }],
      ['approve-director', director, undefined],
    ] as const) {
      const moved = await rest(product, 'PUT', `/loan/submission/${id}/${step}`, { token, body });
      expect(moved.status, step).toBe(200);
    }
    await page.reload();
    await eventually(() => summaryValue(page, 'Tahap').textContent()).toBe(
      'Pinjaman Disetujui oleh Direktur',
    );
    await eventually(() => objective.isEnabled()).toBe(true);

    // The offer terms are set on this screen: at once every field is read-only, no Save.
    await page.getByRole('button', { name: 'Tetapkan Penawaran' }).click();
    const offer = page.getByRole('dialog', { name: 'Tetapkan Penawaran' });
    await offer.getByLabel('Bunga (% per tahun)').fill('10');
    await offer.getByLabel('Jangka waktu (hari)').fill('90');
    await offer.getByLabel('Mulai pendanaan').fill(inDays(30));
    await offer.getByLabel('Akhir pendanaan').fill(inDays(45));
    await offer.getByRole('button', { name: 'Simpan Penawaran' }).click();
    await eventually(() => page.getByText('Berhasil menetapkan penawaran').isVisible()).toBe(true);
    await eventually(() => objective.isDisabled()).toBe(true);
    expect(await objective.inputValue()).toBe('Renovasi rumah tinggal keluarga');
    expect(await page.getByLabel('Nama Lengkap').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Simpan Data Peminjam' }).count()).toBe(0);
    expect(
      await page
        .getByText('Data hanya dapat diubah staf selama peninjauan', { exact: false })
        .isVisible(),
    ).toBe(true);
    await page.getByRole('tab', { name: 'Data Jaminan' }).click();
    await eventually(() => surface.isDisabled()).toBe(true);
    expect(await surface.inputValue()).toBe('150.5');
    expect(await page.getByRole('button', { name: 'Simpan Data Jaminan' }).count()).toBe(0);
    expect(await storedStage(id)).toBe('APPROVED_PRODUCT');
  }, 60_000);
});
