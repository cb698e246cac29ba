// Staff validation in the browser (issue 15): staff open the list of people waiting, then one
// page per person — the demo's personal and company applicants — with the sections in the
// profile's order, every value in words and no code, the ID card image beside the identity
// fields; validating asks for a confirmation first, rejecting asks for a reason; each outcome is
// a toast, the section's state on the page, and the section's status in the database. The person
// then sees the rejection and its reason on their profile.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { codesIn } from '../support/codes.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  // One page for the file: closing one can end the packaged single-process Chromium.
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function logIn(page: Page, email: string): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

const userIdOf = async (email: string) => {
  const [row] = await product.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  if (!row) throw new Error(`no ${email}`);
  return row.id;
};

const statusOf = async (userId: string, section: string) =>
  (
    await product.db.query<{ status: string; reason: string | null }>(
      'SELECT status, reason FROM profile_sections WHERE user_id = $1 AND section = $2',
      [userId, section],
    )
  )[0];

/** Opens the person's review from the list, as staff would. */
async function openReview(page: Page, name: string): Promise<void> {
  await page.getByRole('link', { name: 'Validasi Data' }).click();
  await page.waitForURL(/\/staff\/validations$/);
  await page.getByRole('link', { name: `Periksa data ${name}` }).click();
  await page.waitForURL(/\/staff\/validations\/[0-9a-f-]{36}$/);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
  await page.waitForLoadState('networkidle');
}

const sectionTitles = (page: Page) =>
  page
    .locator('main section h2')
    .evaluateAll((headings) => headings.map((h) => h.textContent?.trim()));

/** The ID card image is shown, has loaded, and stands to the right of the identity fields. */
async function expectIdCardBeside(page: Page, section: string, alt: string): Promise<void> {
  const card = page.getByTestId(`review-section-${section}`);
  const image = card.getByRole('img', { name: alt });
  await expect.poll(() => image.isVisible()).toBe(true);
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  const facts = await card.locator('dl').first().boundingBox();
  const picture = await image.boundingBox();
  expect(picture && facts && picture.x >= facts.x + facts.width - 1).toBe(true);
}

describe('staff validation in the browser', () => {
  it('the demo person: words, no codes, the ID card; confirm, validate, reject — in the DB', async () => {
    const userId = await userIdOf('applicant@lumbung.test');
    await logIn(page, 'admin@lumbung.test');
    await openReview(page, 'Andi Wijaya');

    expect(await sectionTitles(page)).toEqual([
      'Data pribadi',
      'Alamat KTP',
      'Alamat surat',
      'Data pekerjaan',
      'Data pasangan',
      'Referensi keluarga tidak serumah',
      'Data bank',
      'Dokumen',
      'Tanda tangan',
    ]);
    const text = await page.locator('main').innerText();
    expect(codesIn(text)).toEqual([]);
    const personal = page.getByTestId('review-section-personal');
    for (const words of ['Laki-laki', 'Kawin', 'Islam', 'Sarjana (S1/D4)', '02-03-1987']) {
      expect(await personal.innerText()).toContain(words);
    }
    expect(await page.getByTestId('review-section-addressKtp').innerText()).toContain('Gambir');
    expect(await page.getByTestId('review-section-jobs').innerText()).toContain('Wiraswasta');
    expect(await page.getByTestId('review-section-bank').innerText()).toContain(
      'Bank Central Asia (BCA)',
    );
    expect(await page.getByTestId('review-status-personal').textContent()).toBe(
      'Menunggu validasi',
    );
    await expectIdCardBeside(page, 'personal', 'Foto KTP Andi Wijaya');

    // Validating asks first; cancelling changes nothing.
    await page.getByRole('button', { name: 'Validasi data pribadi' }).click();
    const confirm = page.getByRole('dialog', { name: 'Validasi data pribadi?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Batal' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect((await statusOf(userId, 'personal'))?.status).toBe('SUBMITTED');

    await page.getByRole('button', { name: 'Validasi data pribadi' }).click();
    await confirm.getByRole('button', { name: 'Validasi' }).click();
    await expect
      .poll(() => page.getByText('Data pribadi Andi Wijaya divalidasi').isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('review-status-personal').textContent())
      .toBe('Tervalidasi');
    expect((await statusOf(userId, 'personal'))?.status).toBe('VALIDATED');
    expect(await page.getByRole('button', { name: 'Validasi data pribadi' }).count()).toBe(0);
    // Its buttons gone, the keyboard goes on from the section's heading, not the page's top.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.matches('h2') ? (active.textContent ?? '') : (active?.tagName ?? '');
        }),
      )
      .toBe('Data pribadi');

    // Rejecting needs a reason, which the person sees.
    await page.getByRole('button', { name: 'Tolak data pekerjaan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tolak data pekerjaan' });
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await expect.poll(() => dialog.getByText('Alasan wajib diisi').isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await statusOf(userId, 'jobs'))?.status).toBe('SUBMITTED');
    await dialog.getByLabel('Alasan').fill('Jabatan tidak sesuai dengan slip gaji');
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await expect.poll(() => page.getByTestId('review-status-jobs').textContent()).toBe('Ditolak');
    expect(await page.getByText('Data pekerjaan Andi Wijaya ditolak').isVisible()).toBe(true);
    expect(await statusOf(userId, 'jobs')).toEqual({
      status: 'REJECTED',
      reason: 'Jabatan tidak sesuai dengan slip gaji',
    });
    expect(await page.getByTestId('review-section-jobs').innerText()).toContain(
      'Alasan penolakan: Jabatan tidak sesuai dengan slip gaji',
    );

    // The person sees both outcomes on their profile.
    await logIn(page, 'applicant@lumbung.test');
    await page.getByRole('link', { name: 'Profil', exact: true }).click();
    await expect.poll(() => page.getByTestId('status-personal').textContent()).toBe('Tervalidasi');
    await page.getByRole('tab', { name: 'Pekerjaan' }).click();
    await expect.poll(() => page.getByTestId('status-jobs').textContent()).toBe('Ditolak');
    expect(await page.getByTestId('reason-jobs').textContent()).toContain(
      'Jabatan tidak sesuai dengan slip gaji',
    );
  }, 90_000);

  it("the demo company: words, no codes, the representative's ID card; confirm and validate", async () => {
    const userId = await userIdOf('applicant.company@lumbung.test');
    await logIn(page, 'admin@lumbung.test');
    await openReview(page, 'PT Karya Mandiri Sejahtera');

    expect(await sectionTitles(page)).toEqual([
      'Data perusahaan',
      'Alamat perusahaan',
      'Data bank',
      'Dokumen',
      'Tanda tangan',
    ]);
    expect(codesIn(await page.locator('main').innerText())).toEqual([]);
    expect(await page.getByTestId('review-section-company').innerText()).toContain(
      'Perseroan Terbatas (PT)',
    );
    expect(await page.getByTestId('review-section-bank').innerText()).toContain('Bank Mandiri');
    await expectIdCardBeside(page, 'company', 'Foto KTP PT Karya Mandiri Sejahtera');

    await page.getByRole('button', { name: 'Validasi data perusahaan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Validasi data perusahaan?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect((await statusOf(userId, 'company'))?.status).toBe('SUBMITTED');
    await confirm.getByRole('button', { name: 'Validasi' }).click();
    await expect
      .poll(() => page.getByTestId('review-status-company').textContent())
      .toBe('Tervalidasi');
    expect((await statusOf(userId, 'company'))?.status).toBe('VALIDATED');

    // In English too, no codes.
    await page.getByLabel('Bahasa').selectOption('en');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Company data' }).isVisible())
      .toBe(true);
    expect(codesIn(await page.locator('main').innerText())).toEqual([]);
    expect(await page.getByTestId('review-section-company').innerText()).toContain(
      'Limited liability company (PT)',
    );
  }, 90_000);
});
