// Notifications in the browser: after staff approve the collateral the borrower's bell counts
// the unread notifications; the list reads in Indonesian and, after choosing English, in English
// (and the e-mails follow the choice); marking all read empties the count.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeApplication } from '../support/application.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { completeBorrowerData, makeUser } from '../support/profiles.ts';
import {
  DEMO_PASSWORD,
  loginAs,
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

describe('notifications in the browser', () => {
  it('the borrower sees the count, reads the list in both languages and marks it read', async () => {
    const user = await makeUser(product, { fullName: 'Nadia Rahmawati' });
    await completeBorrowerData(product, user);
    const [pf] = await product.db.query<{ id: number }>(
      "SELECT id FROM products WHERE code = 'PF'",
    );
    const requiredDate = new Date(product.clock.now.getTime() + 20 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const created = await rest(product, 'POST', '/loan', {
      token: user.token,
      body: {
        productid: pf?.id,
        genapplicationvalue: '200000000',
        genrequireddate: requiredDate,
        genpurpose: 'Modal kerja',
      },
    });
    const loanId = (created.body.data as { id: number }).id;
    await completeApplication(product, user.token, loanId);
    expect(
      (await rest(product, 'PUT', `/loan/${loanId}/submit`, { token: user.token })).status,
    ).toBe(200);
    const admin = await loginAs(product, 'admin@lumbung.test');
    expect(
      (await rest(product, 'PUT', `/loan/submission/${loanId}/approve-bail`, { token: admin }))
        .status,
    ).toBe(200);

    const page = await browser.newPage();
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill(user.email);
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();

    const bell = page.getByRole('link', { name: 'Notifikasi, 2 belum dibaca' });
    await expect.poll(() => bell.isVisible(), { timeout: 15_000 }).toBe(true);
    // A drawn bell beside the count, not a character that needs a colour emoji font (without
    // one, as in this browser, the 🔔 showed as an empty box).
    expect(await bell.locator('svg').count()).toBe(1);
    expect(((await bell.textContent()) ?? '').trim()).toBe('2');
    await bell.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/notifications$/);

    const texts = page.getByTestId('notification-text');
    await expect.poll(() => texts.count()).toBe(2);
    expect(await texts.allInnerTexts()).toEqual([
      expect.stringMatching(
        new RegExp(`^Jaminan untuk pinjaman #${loanId} \\(.+\\) disetujui\\.$`),
      ),
      expect.stringMatching(
        new RegExp(`^Pengajuan pinjaman #${loanId} \\(.+\\) telah diterima\\.$`),
      ),
    ]);
    expect(
      await page
        .getByTestId('notification')
        .first()
        .getByRole('link', { name: 'Lihat pinjaman' })
        .getAttribute('href'),
    ).toBe(`/borrower/loans/${loanId}`);

    await page.getByLabel('Bahasa').selectOption('en');
    await expect
      .poll(() => texts.first().innerText())
      .toMatch(new RegExp(`^The collateral of loan #${loanId} \\(.+\\) was approved\\.$`));
    expect(await page.getByRole('link', { name: 'Notifications, 2 unread' }).isVisible()).toBe(
      true,
    );
    // The choice is also the language of the e-mails.
    await expect
      .poll(
        async () =>
          (
            await product.db.query<{ locale: string }>('SELECT locale FROM users WHERE id = $1', [
              user.userId,
            ])
          )[0]?.locale,
      )
      .toBe('en');

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Notifications, 0 unread' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('Unread', { exact: true }).count()).toBe(0);
    const [unread] = await product.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL',
      [user.userId],
    );
    expect(unread?.n).toBe(0);
    await page.close();
  });
});
