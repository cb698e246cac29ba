// The responsive signed-in frame (issue 14): on every route, at 390 px and on a desktop, in
// Indonesian and English, nothing is wider than the screen and log out is reachable; each role
// has its sections in the menu, the logo and '/' go home, a login after an expiry returns to the
// page, and two minutes before the 1800 s inactivity limit the user is warned and may stay.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { routeVisitor, screenRoutes, USER_OF_ROLE } from '../support/route-visits.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let context: BrowserContext;
let visitor: ReturnType<typeof routeVisitor>;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  visitor = routeVisitor(product);
  // One context for the route walks, kept open: the packaged Chromium runs as a single process,
  // which closing a context can end.
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const WORDS = {
  id: { menu: 'Buka menu', logout: 'Keluar' },
  en: { menu: 'Open menu', logout: 'Log out' },
} as const;

/**
 * What sticks out past the right edge of the viewport: the document's scroll width, and each
 * visible element whose right edge is past it, unless an ancestor that scrolls or clips sideways
 * (a table's scroll container) holds it within the screen.
 */
async function overflow(page: Page): Promise<{ scrollWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('class') ? `.${element.getAttribute('class')?.split(' ')[0]}` : ''
      } "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    const clippedWithin = (element: Element): boolean => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' && up.getBoundingClientRect().right <= width + 0.5)
          return true;
      }
      return false;
    };
    const wide: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || rect.right <= width + 0.5) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (clippedWithin(element)) continue;
      wide.push(describe(element));
    }
    return { scrollWidth: document.documentElement.scrollWidth, wide: wide.slice(0, 5) };
  });
}

async function expectNothingWider(page: Page, where: string): Promise<void> {
  const { scrollWidth, wide } = await overflow(page);
  const width = page.viewportSize()?.width ?? 0;
  expect({ where, scrollWidth: scrollWidth <= width, wide }).toEqual({
    where,
    scrollWidth: true,
    wide: [],
  });
}

/** The log-out button is on the screen (behind the burger on a phone) and takes a click. */
async function expectLogOutReachable(page: Page, language: 'id' | 'en'): Promise<void> {
  const words = WORDS[language];
  const burger = page.getByRole('button', { name: words.menu });
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (phone) {
    // The menu opens from the burger; on a loaded machine the frame may still be settling, so wait
    // for the burger (or the menu already open) rather than a fixed time.
    const close = page.getByRole('button', {
      name: language === 'id' ? 'Tutup menu' : 'Close menu',
    });
    try {
      await expect
        .poll(async () => (await burger.isVisible()) || (await close.isVisible()), {
          timeout: 20_000,
        })
        .toBe(true);
    } catch (error) {
      await page.screenshot({ path: `/tmp/shell-fail-${Date.now()}.png` });
      const state = await page.evaluate(() => ({
        url: location.href,
        session: localStorage.getItem('lumbung.session')?.slice(0, 40),
        buttons: [...document.querySelectorAll('header button')].map((b) => [
          b.getAttribute('aria-label'),
          b.getAttribute('aria-expanded'),
          getComputedStyle(b).display,
          getComputedStyle(b).visibility,
          b.getBoundingClientRect().width,
        ]),
        lang: document.documentElement.lang,
        body: document.body.innerText.slice(0, 400),
        width: window.innerWidth,
        chain: (() => {
          const out: string[] = [];
          for (let e: Element | null = document.querySelector('header button'); e; e = e.parentElement)
            out.push(`${e.tagName} ah=${e.getAttribute('aria-hidden')} inert=${e.hasAttribute('inert')} vis=${(e as HTMLElement).checkVisibility?.({ visibilityProperty: true, opacityProperty: true } as never)} op=${getComputedStyle(e).opacity} cv=${getComputedStyle(e).contentVisibility}`);
          return out;
        })(),
      }));
      const extra = {
        hiddenCount: await page.getByRole('button', { name: words.menu, includeHidden: true }).count(),
        count: await burger.count(),
        cssVisible: await page.locator('header button').first().isVisible(),
        anyButtons: await page.getByRole('button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? e.textContent)),
      };
      Object.assign(state, { extra });
      throw new Error(`no burger: ${JSON.stringify(state, null, 1)}`, { cause: error });
    }
    if (await burger.isVisible()) await burger.click();
  } else {
    expect(await burger.isVisible()).toBe(false);
  }
  const logOut = page.getByRole('button', { name: words.logout, exact: true });
  await logOut.waitFor({ state: 'visible' });
  // Wholly on the screen once the menu has slid in.
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  await expect
    .poll(async () => {
      const box = await logOut.boundingBox();
      return (
        box !== null &&
        box.x >= 0 &&
        box.x + box.width <= viewport.width &&
        box.y >= 0 &&
        box.y + box.height <= viewport.height
      );
    })
    .toBe(true);
  await logOut.click({ trial: true });
  if (phone) {
    await page
      .getByRole('button', { name: language === 'id' ? 'Tutup menu' : 'Close menu' })
      .click();
    await expect.poll(() => logOut.isVisible()).toBe(false);
  }
}

describe('every route at 390 px and on a desktop, in both languages', () => {
  for (const route of screenRoutes()) {
    const who = route.roles[0] ? ` to ${route.roles[0]}` : '';
    it(`${route.path}${who}: nothing wider than the screen, log out reachable`, async () => {
      const page = await context.newPage();
      try {
        for (const language of ['id', 'en'] as const) {
          await page.setViewportSize(language === 'id' ? PHONE : DESKTOP);
          await visitor.visit(page, route, language);
          for (const viewport of language === 'id' ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
            await page.setViewportSize(viewport);
            // Let the layout settle (media queries, the navbar's transition).
            await page.waitForTimeout(250);
            await expectNothingWider(page, `${language} ${viewport.width}px`);
            if (route.roles.length > 0) await expectLogOutReachable(page, language);
          }
        }
      } finally {
        await page.close();
      }
    }, 90_000);
  }
});

/** Each role's sections in the menu, in order, with where they lead; the home first. */
const SECTIONS: Record<string, Array<[string, string]>> = {
  BORROWER: [
    ['Pinjaman Saya', '/borrower/proposal'],
    ['Profil', '/profile'],
    ['Akun Saya', '/account'],
  ],
  LENDER: [
    ['Beranda', '/lender'],
    ['Dompet Saya', '/lender/wallet'],
    ['Mutasi Rekening', '/lender/mutations'],
    ['Profil', '/profile'],
    ['Akun Saya', '/account'],
  ],
  ADMIN: [
    ['Pinjaman', '/staff/loans'],
    ['Dompet Pemberi Dana', '/staff/wallets'],
    ['Penarikan dana', '/staff/withdrawals'],
    ['Diagram Statechart', '/staff/machines'],
    ['Validasi Data', '/staff/validations'],
    ['Akun Saya', '/account'],
  ],
};

const NAVIGATION_NAME: Record<string, string> = {
  BORROWER: 'Navigasi',
  LENDER: 'Navigasi',
  ADMIN: 'Navigasi staf',
};

async function signedInPage(role: string, path: string, viewport = DESKTOP): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await page.goto(`${product.url}/demo/outbox`);
  const session = await visitor.sessionOf(role);
  await page.evaluate((session) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    if (session) window.localStorage.setItem('lumbung.session', session);
  }, session);
  await page.goto(`${product.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('navigation by role', () => {
  for (const role of ['BORROWER', 'LENDER', 'ADMIN']) {
    it(`${role}: the menu holds the role's sections, the logo and '/' go home`, async () => {
      const sections = SECTIONS[role] ?? [];
      const home = sections[0]?.[1] ?? '';
      const page = await signedInPage(role, '/account');
      try {
        const navigation = page.getByRole('navigation', { name: NAVIGATION_NAME[role] });
        const links = navigation.getByRole('link');
        await expect
          .poll(async () =>
            Promise.all(
              (await links.all()).map(async (link) => [
                (await link.textContent())?.trim(),
                await link.getAttribute('href'),
              ]),
            ),
          )
          .toEqual(sections);
        // The page's own section is marked current.
        expect(
          await navigation.getByRole('link', { name: 'Akun Saya' }).getAttribute('aria-current'),
        ).toBe('page');

        // Each section opens from the menu.
        for (const [name, path] of sections.slice(0, -1)) {
          await navigation.getByRole('link', { name, exact: true }).click();
          await page.waitForURL(`${product.url}${path}`);
          await expect
            .poll(() =>
              navigation.getByRole('link', { name, exact: true }).getAttribute('aria-current'),
            )
            .toBe('page');
        }

        // The logo goes home, from anywhere.
        await page.goto(`${product.url}/account`);
        await page.getByRole('link', { name: 'Lumbung, ke beranda' }).click();
        await page.waitForURL(`${product.url}${home}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();

        // Signed in, '/' is home rather than the login form.
        await page.goto(`${product.url}/`);
        await page.waitForURL(`${product.url}${home}`);
        expect(pathname(page)).toBe(home);
        expect(await page.getByLabel(/^Kata sandi/).count()).toBe(0);
      } finally {
        await page.close();
      }
    });
  }

  it('on a phone the menu opens by keyboard, reaches log out, and closes on navigation', async () => {
    const page = await signedInPage('BORROWER', '/account', PHONE);
    try {
      const burger = page.getByRole('button', { name: 'Buka menu' });
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      // Folded away, the sections are out of the keyboard's and screen reader's reach.
      expect(await page.getByRole('button', { name: 'Keluar', exact: true }).isVisible()).toBe(
        false,
      );
      await burger.focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('button', { name: 'Tutup menu' }).getAttribute('aria-expanded'))
        .toBe('true');
      // Tab through the menu to log out.
      let focused = '';
      for (let step = 0; step < 30 && focused !== 'Keluar'; step++) {
        await page.keyboard.press('Tab');
        focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
      }
      expect(focused).toBe('Keluar');
      // A section chosen from the menu opens and folds the menu.
      await page.getByRole('link', { name: 'Profil', exact: true }).click();
      await page.waitForURL(`${product.url}/profile`);
      await expect
        .poll(() => page.getByRole('button', { name: 'Buka menu' }).getAttribute('aria-expanded'))
        .toBe('false');
      await expect
        .poll(() => page.getByRole('button', { name: 'Keluar', exact: true }).isVisible())
        .toBe(false);
    } finally {
      await page.close();
    }
  });
});

describe('idle warning and the way back', () => {
  const WARNING = 'Sesi Anda akan segera berakhir';

  /** A fresh context on the browser's own clock (installed), logged in through the form. */
  async function logInAt(page: Page, email: string): Promise<void> {
    await page.getByLabel(/^Email( \*)?$/).fill(email);
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.getByTestId('user-full-name').waitFor();
  }

  /**
   * The login page with nothing stored: the packaged Chromium runs as one process, where a new
   * context may still see the storage an earlier one left.
   */
  async function signedOutPage(clocked: BrowserContext): Promise<Page> {
    const page = await clocked.newPage();
    await page.goto(`${product.url}/demo/outbox`);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
    await page.goto(`${product.url}/`);
    return page;
  }

  /** A context on an installed browser clock, logged in as the borrower, on one of their loans. */
  async function onLoanPage(): Promise<{ page: Page; loanPath: string }> {
    const clocked = await browser.newContext();
    await clocked.clock.install({ time: new Date() });
    const page = await signedOutPage(clocked);
    await logInAt(page, USER_OF_ROLE.BORROWER ?? '');
    await page.waitForURL(/\/borrower\/proposal$/);
    const loanPath = await visitor.pathOf({
      path: '/borrower/loans/:id',
      roles: [],
      screen: null,
      layout: null,
    });
    await page.goto(`${product.url}${loanPath}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.clock.runFor(2000);
    await page.waitForLoadState('networkidle');
    return { page, loanPath };
  }

  const lastCallAt = (page: Page) =>
    page.evaluate(() => Number(localStorage.getItem('lumbung.lastCallAt')));

  it('warns 2 minutes before 1800 s without a call, and staying signed in starts the count again', async () => {
    const { page, loanPath } = await onLoanPage();
    const dialog = page.getByRole('dialog', { name: WARNING });

    // At 27.5 minutes nothing shows; from 28 minutes (the next 30 s tick) the warning does.
    await page.clock.fastForward(1650_000);
    await page.clock.runFor(1000);
    expect(await dialog.isVisible()).toBe(false);
    await page.clock.fastForward(60_000);
    await page.clock.runFor(1000);
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toMatch(/keluar otomatis dalam [01]:\d\d/);

    // Staying signed in is a call to the API: the warning goes, the count starts again.
    const before = await lastCallAt(page);
    await dialog.getByRole('button', { name: 'Tetap masuk' }).click();
    await page.clock.runFor(1000);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => lastCallAt(page)).toBeGreaterThan(before + 1_600_000);
    // Past the old limit the user is still there, signed in.
    await page.clock.fastForward(150_000);
    await page.clock.runFor(1000);
    expect(pathname(page)).toBe(loanPath);
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('lumbung.session'))).not.toBeNull();
    await page.close();
  }, 120_000);

  it('an ignored warning ends in the silent redirect, and the same user logging in returns to the page', async () => {
    const { page, loanPath } = await onLoanPage();
    const dialog = page.getByRole('dialog', { name: WARNING });
    await page.clock.fastForward(1710_000);
    await page.clock.runFor(1000);
    await dialog.waitFor();
    await page.clock.fastForward(100_000);
    await page.waitForURL(`${product.url}/`);
    await page.getByRole('button', { name: 'Masuk', exact: true }).waitFor();
    expect(await page.getByText('Sesi Anda telah berakhir').count()).toBe(0);
    expect(await dialog.count()).toBe(0);

    await logInAt(page, USER_OF_ROLE.BORROWER ?? '');
    await page.waitForURL(`${product.url}${loanPath}`);
    await page.getByRole('heading', { level: 1, name: /^Pinjaman #\d+$/ }).waitFor();
    await page.close();
  }, 120_000);

  it('after an expiry another user logging in goes to their own home', async () => {
    const clocked = await browser.newContext();
    await clocked.clock.install({ time: new Date() });
    const page = await signedOutPage(clocked);
    await logInAt(page, USER_OF_ROLE.BORROWER ?? '');
    await page.goto(`${product.url}/profile`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.clock.runFor(2000);
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward(1831_000);
    await page.waitForURL(`${product.url}/`);
    await logInAt(page, USER_OF_ROLE.LENDER ?? '');
    await page.waitForURL(`${product.url}/lender`);
    // And a log out remembers nothing: the lender logging in again goes home too.
    await page.goto(`${product.url}/lender/wallet`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Keluar', exact: true }).click();
    await page.waitForURL(`${product.url}/`);
    await logInAt(page, USER_OF_ROLE.LENDER ?? '');
    await page.waitForURL(`${product.url}/lender`);
    await page.close();
  }, 120_000);
});
