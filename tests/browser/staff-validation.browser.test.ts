// Staff validation in the browser: staff open the queue from the shell, reject a borrower's
// documents with a reason (a reason is required) and validate the personal data; the borrower
// then sees the rejection and its reason on their profile.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { fillProfile, makeUser } from '../support/profiles.ts';
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

async function logIn(page: Page, email: string): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
}

const statusOf = async (userId: string, section: string) =>
  (
    await product.db.query<{ status: string; reason: string | null }>(
      'SELECT status, reason FROM profile_sections WHERE user_id = $1 AND section = $2',
      [userId, section],
    )
  )[0];

describe('staff validation in the browser', () => {
  it('staff reject documents with a reason and validate personal data; the borrower sees it', async () => {
    const user = await makeUser(product, { fullName: 'Yanti Susanti' });
    await fillProfile(product, user);
    const page = await browser.newPage();

    await logIn(page, 'admin@lumbung.test');
    await page.waitForURL(/\/staff\/loans$/);
    await page.getByRole('link', { name: 'Validasi Data' }).click();
    await page.waitForURL(/\/staff\/validations$/);

    const documents = page.getByTestId(`validation-${user.email}-document`);
    await expect.poll(() => documents.isVisible()).toBe(true);
    expect(await documents.getByRole('button', { name: 'Lihat file' }).count()).toBe(1);
    await documents.getByRole('button', { name: 'Tolak' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await expect.poll(() => dialog.getByText('Alasan wajib diisi').isVisible()).toBe(true);
    expect((await statusOf(user.userId, 'document'))?.status).toBe('SUBMITTED');
    await dialog.getByLabel('Alasan').fill('Foto KTP buram');
    await dialog.getByRole('button', { name: 'Tolak' }).click();
    await expect.poll(() => documents.count()).toBe(0);
    expect(await statusOf(user.userId, 'document')).toEqual({
      status: 'REJECTED',
      reason: 'Foto KTP buram',
    });

    const personal = page.getByTestId(`validation-${user.email}-personal`);
    await personal.getByRole('button', { name: 'Validasi' }).click();
    await expect.poll(() => personal.count()).toBe(0);
    expect((await statusOf(user.userId, 'personal'))?.status).toBe('VALIDATED');
    await page.getByRole('button', { name: 'Keluar' }).click();

    // The borrower sees both outcomes on their profile.
    await logIn(page, user.email);
    await page.waitForURL(/\/borrower\/proposal$/);
    await page.getByRole('link', { name: 'Profil', exact: true }).click();
    await expect.poll(() => page.getByTestId('status-personal').textContent()).toBe('Tervalidasi');
    await page.getByRole('tab', { name: 'Dokumen' }).click();
    await expect.poll(() => page.getByTestId('status-document').textContent()).toBe('Ditolak');
    expect(await page.getByTestId('reason-document').textContent()).toContain('Foto KTP buram');
    await page.close();
  }, 60_000);
});
