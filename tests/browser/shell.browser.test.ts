// The responsive signed-in frame (issue 14): each role has its sections in the menu, the logo
// and '/' go home, on a phone the menu works by keyboard, a login after an expiry returns to the
// page, and two minutes before the 1800 s inactivity limit the user is warned and may stay; before
// the script arrives, the page itself shows the product's name and a loader (web/index.html). By
// keyboard: the first Tab stop skips to the page, and Escape closes the phone menu.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdBack, launchBrowser, layoutSettled, watchNetwork } from '../support/browser.ts';
import { routeVisitor, USER_OF_ROLE } from '../support/route-visits.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let context: BrowserContext;
let visitor: ReturnType<typeof routeVisitor>;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  visitor = routeVisitor(product);
  // One context for the file, kept open: the packaged Chromium runs as a single process, which
  // closing a context can end. (Every route at 390 px and on a desktop: tests/support/route-walk.ts.)
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Each role's sections in the menu, in order, with where they lead; the home first. */
const SECTIONS: Record<string, Array<[string, string]>> = {
  BORROWER: [
    ['Beranda', '/borrower'],
    ['Pinjaman Saya', '/borrower/proposal'],
    ['Tagihan', '/borrower/bills'],
    ['Profil', '/profile'],
    ['Tanda Tangan Digital', '/signature'],
    ['Akun Saya', '/account'],
  ],
  LENDER: [
    ['Beranda', '/lender'],
    ['Marketplace', '/lender/marketplace'],
    ['Portofolio', '/lender/portfolio'],
    ['Pendanaan Otomatis', '/lender/auto-lend'],
    ['Dompet Saya', '/lender/wallet'],
    ['Mutasi Rekening', '/lender/mutations'],
    ['Status Pajak', '/lender/tax-status'],
    ['Batas Pendanaan', '/lender/funding-limits'],
    ['Profil', '/profile'],
    ['Tanda Tangan Digital', '/signature'],
    ['Akun Saya', '/account'],
  ],
  ADMIN: [
    ['Beranda', '/staff'],
    ['Pinjaman', '/staff/loans'],
    ['Pencairan', '/staff/disbursements'],
    ['Pembayaran', '/staff/payments'],
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

/** The page on an address of the product's, holding `role`'s session and nothing else. */
async function holdingSession(page: Page, role: string): Promise<void> {
  await page.goto(`${product.url}/api/health`);
  const session = await visitor.sessionOf(role);
  await page.evaluate((session) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    if (session) window.localStorage.setItem('lumbung.session', session);
  }, session);
}

async function signedInPage(role: string, path: string, viewport = DESKTOP): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  await holdingSession(page, role);
  await page.goto(`${product.url}${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

const pathname = (page: Page) => new URL(page.url()).pathname;

describe('before the script arrives', () => {
  it('each page shows the name and a loader at once, which the screen replaces once its script runs', async () => {
    const page = await context.newPage();
    try {
      // The entry script held back, as on a slow connection: what the HTML alone paints.
      const release = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
      for (const path of ['/', '/staff/loans/1']) {
        // Not 'domcontentloaded': a page's module script runs before that event.
        await page.goto(`${product.url}${path}`, { waitUntil: 'commit' });
        const loader = page.getByRole('status', { name: 'Memuat · Loading' });
        await expect.poll(() => loader.isVisible()).toBe(true);
        expect((await loader.innerText()).trim()).toBe('Lumbung');
      }
      release();
      await page.goto(`${product.url}/`);
      await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
      expect(await page.getByRole('status', { name: 'Memuat · Loading' }).count()).toBe(0);
    } finally {
      await page.close();
    }
  });
});

type FirstScreen = { heading: string; loader: boolean };

/**
 * Records, in every document `page` opens, what #root holds when the app first puts something
 * there (the page's own loader replaced): the level-one heading's text, and whether a loader of
 * the app's (role status) is among it. `firstScreen` waits for it in the current document.
 */
async function recordFirstScreens(page: Page): Promise<() => Promise<FirstScreen>> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.childElementCount === 0 || root.querySelector('.boot')) return;
      observer.disconnect();
      Object.assign(window, {
        lumbungFirstScreen: {
          heading: root.querySelector('h1')?.textContent?.trim() ?? '',
          loader: root.querySelector('[role="status"]') !== null,
        },
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  return async () =>
    (await page.waitForFunction(() => Reflect.get(window, 'lumbungFirstScreen'))).jsonValue();
}

describe('the first screen', () => {
  // React shows a Suspense boundary's content no sooner than 300 ms after its fallback: a screen
  // that suspended on its chunk, under a frame that did, held the login form back some 600 ms
  // after its code had arrived. The first render waits for the opened route's chunks instead.
  it('comes in one piece, without a loader of the app before the form or the page', async () => {
    const page = await context.newPage();
    try {
      const firstScreen = await recordFirstScreens(page);
      // The screen's chunk held back a while, as on a slow connection.
      const release = await holdBack(page, /\/assets\/LoginPage-[\w-]+\.js$/);
      await page.goto(`${product.url}/`, { waitUntil: 'commit' });
      await page.waitForTimeout(300);
      release();
      expect(await firstScreen()).toEqual({ heading: 'Masuk', loader: false });
      await page.unrouteAll();

      const session = await visitor.sessionOf('ADMIN');
      await page.evaluate((session) => {
        if (session) window.localStorage.setItem('lumbung.session', session);
      }, session);
      const releaseStaff = await holdBack(page, /\/assets\/StaffLoanPage-[\w-]+\.js$/);
      await page.goto(`${product.url}/staff/loans/1`, { waitUntil: 'commit' });
      await page.waitForTimeout(300);
      releaseStaff();
      // The frame and the page's heading at once; the loan's own data may still be on its way.
      expect((await firstScreen()).heading).toBe('Pinjaman #1');
      await page.getByRole('navigation', { name: 'Navigasi staf' }).waitFor();
    } finally {
      await page.close();
    }
  });

  it("signed in, '/' is the home at once, without the login page's code", async () => {
    const page = await context.newPage();
    try {
      const firstScreen = await recordFirstScreens(page);
      await holdingSession(page, 'ADMIN');
      const loginChunks: string[] = [];
      page.on('request', (request) => {
        if (/\/assets\/LoginPage-[\w-]+\.js$/.test(request.url())) loginChunks.push(request.url());
      });
      await page.goto(`${product.url}/`);
      await page.waitForURL(`${product.url}/staff`);
      const home = page.getByRole('main').getByRole('heading', { level: 1 });
      await home.waitFor();
      // The home's heading in the first thing the app shows (its figures may still be loading).
      expect((await firstScreen()).heading).toBe((await home.textContent())?.trim());
      expect(loginChunks).toEqual([]);
    } finally {
      await page.close();
    }
  });
  // Sent by the frame once it had rendered, its reads were a round trip of their own after its
  // code; they now go out with the screen's (components/frame-prefetch.ts), and the frame takes
  // their answers instead of asking again. The demo clock only where the staff's sections show.
  for (const [width, viewport, frameReads] of [
    ['a desktop', DESKTOP, ['DemoClock', 'PasswordAge', 'UnreadNotificationCount']],
    ['a phone', PHONE, ['PasswordAge', 'UnreadNotificationCount']],
  ] as const) {
    it(`signed in on ${width}, the frame's own reads go out beside the screen's, before its code is in, and once`, async () => {
      const page = await context.newPage();
      try {
        await page.setViewportSize(viewport);
        await holdingSession(page, 'ADMIN');
        const sent: string[] = [];
        page.on('request', (request) => {
          if (!request.url().endsWith('/graphql')) return;
          const body = request.postDataJSON() as { operationName?: string } | null;
          if (body?.operationName) sent.push(body.operationName);
        });
        const network = watchNetwork(page);
        // The frame's code held back, as on a slow connection.
        const release = await holdBack(page, /\/assets\/AppShell-[\w-]+\.js$/);
        await page.goto(`${product.url}/staff/loans/1`, { waitUntil: 'commit' });
        await expect
          .poll(() => ['StaffLoan', ...frameReads].filter((name) => sent.includes(name)))
          .toEqual(['StaffLoan', ...frameReads]);
        release();
        await page.getByRole('heading', { level: 1, name: 'Pinjaman #1' }).waitFor();
        await network.quiet();
        const counts = Object.fromEntries(
          ['DemoClock', 'PasswordAge', 'UnreadNotificationCount'].map((name) => [
            name,
            sent.filter((one) => one === name).length,
          ]),
        );
        // On a phone the frame does not ask the demo clock; the loan's form does, once, for the
        // product's day its required date counts from (components/product-day.ts). On a desktop
        // the two share the frame's one read.
        expect(counts).toEqual({
          DemoClock: 1,
          PasswordAge: 1,
          UnreadNotificationCount: 1,
        });
      } finally {
        await page.close();
      }
    });
  }
});

describe('a screen whose code cannot be fetched', () => {
  // After an update the chunks an open page names are gone; the router showed its own English
  // screen with a stack trace ("Unexpected Application Error! Failed to fetch dynamically
  // imported module"). Now the page says so in its language and offers a reload and the way home.
  it("says so, in the page's language, with a reload, on opening and on navigating", async () => {
    const page = await signedInPage('LENDER', '/lender');
    try {
      await page.route(/\/assets\/MarketplacePage-[\w-]+\.js$/, (route) => route.abort());
      await page.getByRole('navigation').getByRole('link', { name: 'Marketplace' }).click();
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.textContent())
        .toBe(
          'Halaman ini tidak dapat dimuat: Lumbung mungkin baru diperbarui, atau koneksi terputus. Muat ulang halaman.',
        );
      expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
      await page.getByRole('link', { name: 'Ke halaman awal' }).waitFor();

      // Opened directly, in English, the same; once the code is back, Reload shows the screen.
      await page.evaluate(() => window.localStorage.setItem('lumbung.lang', 'en'));
      await page.goto(`${product.url}/lender/marketplace`);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toContain('This page could not be loaded');
      await page.unrouteAll();
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { level: 1, name: 'Loan marketplace' }).waitFor();
    } finally {
      await page.close();
    }
  });
});

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

describe('the keyboard', () => {
  /** What has focus: its tag, id and words (or 'body'). */
  const focusedElement = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'body';
      const words = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
      return `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''} ${words.slice(0, 30)}`;
    });

  it('the first Tab stop skips past the header and the menu to the page, in both languages', async () => {
    const page = await signedInPage('LENDER', '/account');
    try {
      for (const [language, words] of [
        ['id', 'Langsung ke konten'],
        ['en', 'Skip to content'],
      ] as const) {
        if (language === 'en') {
          await page.evaluate(() => window.localStorage.setItem('lumbung.lang', 'en'));
          await page.reload();
          await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
        }
        const skip = page.getByRole('link', { name: words });
        // Out of sight until focused: the page starts with the header.
        expect(
          await skip.evaluate((link) => link.getBoundingClientRect().bottom),
        ).toBeLessThanOrEqual(0);
        await page.keyboard.press('Tab');
        expect(await focusedElement(page)).toBe(`a ${words}`);
        // Shown once focused, above the header.
        const box = await skip.boundingBox();
        expect(box && box.y >= 0 && box.height > 0).toBe(true);
        await page.keyboard.press('Enter');
        expect(await focusedElement(page)).toMatch(/^main#main-content /);
        expect(new URL(page.url()).hash).toBe('');
        // The next stop is the page's own, not the header's or the menu's.
        await page.keyboard.press('Tab');
        expect(
          await page.evaluate(
            () =>
              document.getElementById('main-content')?.contains(document.activeElement) ?? false,
          ),
        ).toBe(true);
      }
    } finally {
      await page.evaluate(() => window.localStorage.removeItem('lumbung.lang'));
      await page.close();
    }
  });

  it('on a phone Escape closes the open menu and puts focus back on the burger', async () => {
    const page = await signedInPage('BORROWER', '/account', PHONE);
    try {
      const burger = page.locator('button[aria-controls="main-navigation"]');
      await burger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
      // Into the menu's sections, then Escape.
      const inMenu = () =>
        page.evaluate(
          () =>
            document.getElementById('main-navigation')?.contains(document.activeElement) ?? false,
        );
      for (let step = 0; step < 10 && !(await inMenu()); step++) await page.keyboard.press('Tab');
      expect(await inMenu()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
      expect(await focusedElement(page)).toBe('button Buka menu');
      await expect
        .poll(() => page.getByRole('button', { name: 'Keluar', exact: true }).isVisible())
        .toBe(false);
      // Escape with the menu closed changes nothing.
      await page.keyboard.press('Escape');
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
    } finally {
      await page.close();
    }
  });
});

describe('the keyboard after a change of page', () => {
  /** The focused element's tag and words: 'H1 Profil', or 'BODY'. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return 'BODY';
      return `${active.tagName} ${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}`;
    });
  const focusedH1 = async (page: Page) => (await focused(page)).startsWith('H1 ');

  it("a new page starts at its main heading, on a desktop and from the phone menu; the app's first load leaves focus alone", async () => {
    const page = await signedInPage('LENDER', '/account');
    try {
      // The first load (and its redirects) takes no focus.
      expect(await focused(page)).toBe('BODY');
      const section = page
        .getByRole('navigation')
        .getByRole('link', { name: 'Profil', exact: true });
      await section.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${product.url}/profile`);
      await expect.poll(() => focusedH1(page)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('tabindex'))).toBe(
        '-1',
      );
      // A page's own link (the account's password page) too.
      await page.goto(`${product.url}/account`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('main a[href="/account/password"]').first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${product.url}/account/password`);
      await expect.poll(() => focusedH1(page)).toBe(true);
    } finally {
      await page.close();
    }
    const phone = await signedInPage('BORROWER', '/account', PHONE);
    try {
      await phone.locator('button[aria-controls="main-navigation"]').focus();
      await phone.keyboard.press('Enter');
      await phone.getByRole('link', { name: 'Tagihan', exact: true }).focus();
      await phone.keyboard.press('Enter');
      await phone.waitForURL(`${product.url}/borrower/bills`);
      await expect.poll(() => focused(phone)).toMatch(/^H1 /);
    } finally {
      await phone.close();
    }
  });

  it('signed out, the register link leads to the registration form, focus on its heading', async () => {
    const page = await context.newPage();
    try {
      await page.goto(`${product.url}/api/health`);
      await page.evaluate(() => window.localStorage.clear());
      await page.goto(`${product.url}/`);
      await page.getByRole('heading', { level: 1, name: 'Masuk' }).waitFor();
      await page.locator('a[href="/register"]').first().focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${product.url}/register`);
      await expect.poll(() => focusedH1(page)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('on a phone the open menu keeps Tab and Shift+Tab between its button and its sections', async () => {
    const page = await signedInPage('BORROWER', '/account', PHONE);
    try {
      const burger = page.locator('button[aria-controls="main-navigation"]');
      await burger.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('true');
      const inMenu = () =>
        page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-controls') === 'main-navigation' ||
            (document.getElementById('main-navigation')?.contains(document.activeElement) ?? false),
        );
      // Round the menu more than once: never the page behind it.
      const seen = new Set<string>();
      for (let step = 0; step < 25; step++) {
        await page.keyboard.press('Tab');
        expect(await inMenu()).toBe(true);
        seen.add(await focused(page));
      }
      expect(seen).toContain('BUTTON Keluar');
      expect(seen).toContain('BUTTON Tutup menu');
      // Backwards from the button: the menu's last stop, log out.
      await burger.focus();
      await page.keyboard.press('Shift+Tab');
      expect(await focused(page)).toBe('BUTTON Keluar');
      // The page behind is out of reach while the menu covers it.
      expect(await page.locator('#main-content').getAttribute('inert')).not.toBeNull();
      // Escape closes it, back to its button, and the page is reachable again.
      await page.keyboard.press('Escape');
      await expect.poll(() => burger.getAttribute('aria-expanded')).toBe('false');
      expect(await focused(page)).toBe('BUTTON Buka menu');
      expect(await page.locator('#main-content').getAttribute('inert')).toBeNull();
    } finally {
      await page.close();
    }
  });
});

describe('less motion, when asked for', () => {
  /**
   * What started to slide, fade or turn in the page (CSS transitions) while `act` ran. A loader's
   * spin is not among them: it says that something is on its way, and goes on turning.
   */
  async function movesDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { moved: string[] }).moved = seen;
      document.addEventListener(
        'transitionrun',
        (event) => {
          const target = event.target as Element;
          seen.push(`${target.tagName.toLowerCase()}.${target.className}: ${event.propertyName}`);
        },
        true,
      );
    });
    await act();
    await layoutSettled(page);
    return page.evaluate(() => (window as unknown as { moved: string[] }).moved);
  }

  it('with reduced motion asked for, the phone menu and a dialog open without sliding, turning or fading', async () => {
    const moved: Record<string, { menu: string[]; dialog: string[] }> = {};
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await signedInPage('BORROWER', '/borrower/proposal', PHONE);
      try {
        await page.emulateMedia({ reducedMotion });
        // Mantine's frame holds its transitions back for its first moments and after each
        // change of size or timing (data-resizing): the menu is opened once they are allowed.
        await expect
          .poll(() =>
            page.evaluate(() =>
              document.querySelector('.mantine-AppShell-root')?.hasAttribute('data-resizing'),
            ),
          )
          .toBe(false);
        const menu = await movesDuring(page, async () => {
          await page.getByRole('button', { name: 'Buka menu' }).click();
          await expect
            .poll(() =>
              page.getByRole('button', { name: 'Tutup menu' }).getAttribute('aria-expanded'),
            )
            .toBe('true');
        });
        await page.getByRole('button', { name: 'Tutup menu' }).click();
        await expect
          .poll(() => page.getByRole('button', { name: 'Buka menu' }).getAttribute('aria-expanded'))
          .toBe('false');
        await layoutSettled(page);
        const dialog = await movesDuring(page, async () => {
          await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
          await page.getByRole('dialog').waitFor();
        });
        moved[reducedMotion] = { menu, dialog };
      } finally {
        await page.close();
      }
    }
    // Without the wish the menu slides in, the burger turns into a cross and the dialog fades
    // in; with it nothing moves.
    expect(moved['no-preference']?.menu).toContainEqual(expect.stringContaining('AppShell-navbar'));
    expect(moved['no-preference']?.menu).toContainEqual(expect.stringContaining('Burger'));
    expect(moved['no-preference']?.dialog).toContainEqual(expect.stringContaining('opacity'));
    expect(moved.reduce).toEqual({ menu: [], dialog: [] });
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
    await page.waitForURL(/\/borrower$/);
    const loanPath = await visitor.pathOf({
      path: '/borrower/loans/:id',
      roles: [],
      screen: null,
      layout: null,
      coreWords: false,
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
    // Its close button (×) has a name.
    expect(await dialog.getByRole('button', { name: 'Tutup', exact: true }).count()).toBe(1);

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
