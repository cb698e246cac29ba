// The walking skeleton through the real UI: browser → Apollo Client → gateway → REST API →
// database. A borrower applies and submits; staff open the loan, see only the actions the
// lifecycle machine allows, and approve the collateral.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { completeApplication } from '../support/application.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { loginAs, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function logIn(page: Page, email: string): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  // Signed in once the frame shows the user's name: the first signed-in screen loads its chunks
  // (the frame, the Apollo client, the session actor), which takes what the machine takes.
  await page.getByTestId('user-full-name').waitFor();
}

/** The value beside a label in the summary panel. */
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

describe('walking skeleton', () => {
  it('a borrower applies and submits; staff see the legal actions and approve the collateral', async () => {
    const page = await browser.newPage();

    // The borrower creates a draft and submits it.
    await logIn(page, 'borrower@lumbung.test');
    await page.goto(`${product.url}/borrower/proposal`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Pinjaman Saya' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
    const form = page.getByRole('dialog', { name: 'Pengajuan Baru' });
    await form.getByLabel('Produk').selectOption({ label: 'Pembiayaan Properti (KPR)' });
    await form.getByLabel('Nilai Pengajuan').fill('0');
    const required = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel('Tanggal Dibutuhkan').fill(required);
    await form.getByLabel('Tujuan Pinjaman').fill('Pembelian rumah tinggal');
    await form.getByRole('button', { name: 'Simpan Draf' }).click();
    await expect.poll(() => form.getByText('nilai tidak boleh nol').isVisible()).toBe(true);
    await form.getByLabel('Nilai Pengajuan').fill('350000000');
    await form.getByRole('button', { name: 'Simpan Draf' }).click();

    await page.waitForURL(/\/borrower\/loans\/\d+$/);
    const id = page.url().split('/').at(-1) ?? '';
    await expect.poll(() => summaryValue(page, 'Tahap').textContent()).toBe('Draf');
    expect(await storedStage(id)).toBe('DRAFT');
    // The borrower data and collateral (saved here through the API), then steps 2–4 submit.
    await completeApplication(product, await loginAs(product, 'borrower@lumbung.test'), Number(id));
    await page.reload();
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByRole('button', { name: 'Lanjut' }).click();
    await page.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await page
      .getByRole('dialog', { name: 'Periksa Pengajuan Anda' })
      .getByRole('button', { name: 'Ya, kirim pengajuan' })
      .click();
    await expect
      .poll(() => page.getByText('Pengajuan berhasil dikirim dan sedang ditinjau.').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    expect(await storedStage(id)).toBe('REVIEW');
    await page.reload();
    await expect.poll(() => summaryValue(page, 'Tahap').textContent()).toBe('Ditinjau');
    await expect.poll(() => page.getByRole('button', { name: 'Kirim Pengajuan' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Keluar' }).click();

    // Staff open it from the list and see only what the machine allows in REVIEW.
    await logIn(page, 'admin@lumbung.test');
    await page.goto(`${product.url}/staff/loans`);
    await page.getByRole('link', { name: `Buka pinjaman ${id}`, exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: `Pinjaman #${id}` }).isVisible())
      .toBe(true);
    const actions = page.getByRole('region', { name: 'Aksi' });
    await expect.poll(() => actions.getByRole('button').first().isVisible()).toBe(true);
    const buttons = await actions.getByRole('button').allTextContents();
    expect(buttons.filter((b) => !b.startsWith('Mengapa')).sort()).toEqual([
      'Batalkan',
      'Setujui Jaminan',
      'Tolak',
    ]);
    await actions.getByRole('button', { name: 'Mengapa aksi lain tidak tersedia?' }).click();
    await expect
      .poll(() =>
        actions.getByText('Menunggu staf memeriksa dan menyetujui jaminan').first().isVisible(),
      )
      .toBe(true);

    // Approve the collateral through its dialog.
    await actions.getByRole('button', { name: 'Setujui Jaminan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Setujui Jaminan' });
    await expect.poll(() => dialog.getByText('Rp 350.000.000').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Setuju' }).click();
    await expect.poll(() => page.getByText('Berhasil menyetujui jaminan').isVisible()).toBe(true);
    await expect.poll(() => summaryValue(page, 'Tahap').textContent()).toBe('Jaminan Disetujui');
    expect(await storedStage(id)).toBe('APPROVAL_BAIL');
    const [audit] = await product.db.query<{ actor_role: string; from_stage: string }>(
      "SELECT actor_role, from_stage FROM loan_events WHERE loan_id = $1 AND event = 'bail.approve'",
      [id],
    );
    expect(audit).toEqual({ actor_role: 'admin', from_stage: 'REVIEW' });
    await expect
      .poll(async () =>
        (await actions.getByRole('button').allTextContents())
          .filter((b) => !b.startsWith('Mengapa'))
          .sort(),
      )
      .toEqual(['Batalkan', 'Setujui Kredit', 'Tolak']);
    await page.close();
  });
});
