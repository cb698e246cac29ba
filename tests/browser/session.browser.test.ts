// Session expiry in the browser (spec §4, §8, §9), driven by machines/session with the browser's
// clock under the test's control: inactivity of 1800 s, a token with 5 minutes or less left, and
// activity that keeps the session alive. And sessions the server ends: the log-out button ends
// it there too, and a session revoked elsewhere lands the user on the login page, told why.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import {
  DEMO_PASSWORD,
  graphql,
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

const EXPIRED_TEXT = 'Sesi Anda telah berakhir, silakan masuk kembali';

/** A fresh context with the browser clock installed at `time`, on the login page. */
async function openAt(time: Date): Promise<Page> {
  const context = await browser.newContext();
  await context.clock.install({ time });
  const page = await context.newPage();
  // Signed in, '/' goes home; the packaged Chromium runs as one process, where a new context may
  // still see the session an earlier test left: start from nothing stored.
  await page.goto(`${product.url}/demo/outbox`);
  // Let that page's app settle first: it writes back what it started with once loaded.
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  await page.goto(`${product.url}/`);
  return page;
}

async function logIn(page: Page, email = 'borrower@lumbung.test'): Promise<void> {
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(/\/borrower$/);
  // Let the page's own requests (some scheduled on timers) go out before the clock jumps.
  await page.getByTestId('user-full-name').waitFor();
  await page.clock.runFor(2000);
  await page.waitForLoadState('networkidle');
}

const storedSession = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('lumbung.session'));

const lastCallAt = (page: Page) =>
  page.evaluate(() => Number(window.localStorage.getItem('lumbung.lastCallAt')));

async function expectSignedOutSilently(page: Page): Promise<void> {
  await page.waitForURL(`${product.url}/`);
  await expect.poll(() => storedSession(page)).toBeNull();
  await expect
    .poll(() => page.getByRole('button', { name: 'Masuk', exact: true }).isVisible())
    .toBe(true);
  expect(await page.getByText(EXPIRED_TEXT).count()).toBe(0);
}

// Each case logs in and runs the page's clock through half an hour: on a loaded 2-core machine
// that takes longer than the 30 s default.
describe('session expiry in the browser', { timeout: 90_000 }, () => {
  // Contexts are left to browser.close(): the packaged Chromium may run as a single process.
  it('ends the session silently after 1800 s without any call', async () => {
    const page = await openAt(new Date());
    await logIn(page);
    expect(await storedSession(page)).not.toBeNull();

    // Just short of the limit nothing happens.
    await page.clock.fastForward(1790_000);
    await page.clock.runFor(1000);
    expect(page.url()).toMatch(/\/borrower$/);
    expect(await storedSession(page)).not.toBeNull();

    // Past it, the next tick sends the user to the root page with the storage cleared.
    await page.clock.fastForward(31_000);
    await expectSignedOutSilently(page);
  });

  it('ends the session when the token has 5 minutes or less left', async () => {
    // The server issues a token (1 h) that ends 6 minutes after the browser's now.
    const browserNow = new Date();
    const serverNow = product.clock.now;
    product.clock.now = new Date(browserNow.getTime() - 3600_000 + 6 * 60_000);
    let page: Page;
    try {
      page = await openAt(browserNow);
      await logIn(page);
    } finally {
      product.clock.now = serverNow;
    }
    const session = JSON.parse((await storedSession(page)) ?? '{}') as { expiresAt: string };
    const expiresAtMs = Date.parse(session.expiresAt);
    expect(expiresAtMs - browserNow.getTime()).toBeGreaterThan(5 * 60_000);

    // Move the browser clock to 5 minutes before the token's expiry: far inside the 1800 s
    // window, yet the session ends at the next tick.
    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward(expiresAtMs - 5 * 60_000 - now + 30_000);
    await expectSignedOutSilently(page);
  });

  it('keeps the session while calls come within 1800 s of each other', async () => {
    const page = await openAt(new Date());
    await logIn(page);

    // Three times 900 s, then 200 s more (2900 s in all, while the 1 h token keeps more than
    // 5 minutes), each step ending with a reload whose page asks the API again.
    for (let round = 0; round < 3; round++) {
      await page.clock.fastForward(900_000);
      await page.clock.runFor(1000);
      expect(page.url()).toMatch(/\/borrower$/);
      expect(await storedSession(page)).not.toBeNull();
      const before = await lastCallAt(page);
      await page.reload();
      await page.getByTestId('user-full-name').waitFor();
      await page.clock.runFor(1000);
      await expect.poll(() => lastCallAt(page)).toBeGreaterThan(before + 899_000);
    }
    await page.clock.fastForward(200_000);
    await page.clock.runFor(1000);
    expect(page.url()).toMatch(/\/borrower$/);
    expect(await storedSession(page)).not.toBeNull();
  });
});

describe('sessions the server ends', () => {
  const tokenOf = async (page: Page) =>
    (JSON.parse((await storedSession(page)) ?? '{}') as { token?: string }).token ?? '';

  it('the log-out button ends the session on the server: the old token reads nothing', async () => {
    const page = await openAt(new Date());
    await logIn(page);
    const token = await tokenOf(page);
    expect((await rest(product, 'GET', '/loan/borrower', { token })).status).toBe(200);

    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await expectSignedOutSilently(page);
    await expect
      .poll(async () => (await rest(product, 'GET', '/loan/borrower', { token })).status)
      .toBe(401);
    const viaGateway = await graphql(product, '{ myLoans { id } }', {}, token);
    expect(viaGateway.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('a session ended by a password change elsewhere lands on the login page, told so', async () => {
    const email = 'borrower.company@lumbung.test';
    const page = await openAt(new Date());
    await logIn(page, email);

    // The same person, on another device, changes the password.
    const elsewhere = await loginAs(product, email);
    const changed = await rest(product, 'POST', '/account/password/change', {
      token: elsewhere,
      body: { old_password: DEMO_PASSWORD, new_password: 'Jeruk#Nipis9' },
    });
    expect(changed.status).toBe(200);

    // The next page this browser opens asks the API, which refuses the ended session.
    await page.getByRole('link', { name: 'Akun Saya' }).click();
    await page.waitForURL(`${product.url}/`);
    await page.getByText(EXPIRED_TEXT).waitFor();
    await expect.poll(() => storedSession(page)).toBeNull();
    expect(await page.getByRole('button', { name: 'Masuk', exact: true }).isVisible()).toBe(true);
  });
});
