// The walk over every route of the web client's router (read from web/src/app.tsx): each route
// visited once per language (Indonesian, then English) by a user of a role it admits, and on that
// one visit checked for everything a screen owes every user:
// - its chunk loads and it shows its main heading, with no error text and no failed asset;
// - the content security policy reports no violation;
// - at 390 px and on a desktop nothing is wider than the screen, no words are cut off in a box
//   that clips them (a button's label), and log out is reachable (behind the burger on a phone)
//   — issue 14's responsive frame;
// - axe-core finds no serious or critical violation (contrast, names, landmarks).
// One visit serves all four: each used to be its own walk, four times the page loads.
// The walk is cut by the role that visits (WALK_PARTS), one test file per part
// (tests/browser/every-route-*.browser.test.ts): as one file it was the suite's longest by far
// (over four minutes), and the file that ran last kept one of CI's two workers busy alone.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebRoute } from '../../web/app-routes.ts';
import { coreId } from '../../web/src/locales/core.id.ts';
import { id } from '../../web/src/locales/id.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser, layoutSettled } from './browser.ts';
import { routeVisitor, screenRoutes } from './route-visits.ts';
import { startTestProduct, type TestProduct } from './test-product.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * The main heading (h1) each route shows, in Indonesian; `:id` is a loan of the demo borrower,
 * or on the lender's loan page a loan open for funding.
 */
const HEADING: Record<string, string | RegExp> = {
  '/': 'Masuk',
  '/register': 'Daftar',
  '/activate': 'Aktivasi Akun',
  '/forgot-password': 'Lupa Kata Sandi',
  '/reset-password': 'Atur Ulang Kata Sandi',
  '/unsubscribe': 'Berhenti Berlangganan Email',
  '/demo/outbox': 'Kotak Keluar Demo',
  '/statistik': 'Statistik Penyaluran Pendanaan',
  '/sign/local/activate': 'Aktivasi Tanda Tangan Digital',
  '/sign/local/:token': 'Tanda Tangan Dokumen',
  '/borrower': 'Beranda Peminjam',
  '/borrower/proposal': 'Pinjaman Saya',
  '/borrower/loans/:id': /^Pinjaman #\d+$/,
  '/borrower/bills': 'Tagihan',
  '/borrower/bills/:id': /^Pembayaran pinjaman #\d+$/,
  '/staff': 'Beranda Staf',
  '/staff/loans': 'Daftar Pinjaman',
  '/staff/loans/:id': /^Pinjaman #\d+$/,
  '/staff/disbursements': 'Pencairan Dana',
  '/staff/payments': 'Pembayaran untuk ditinjau',
  '/staff/wallets': 'Dompet Pemberi Dana',
  '/staff/withdrawals': 'Penarikan tertunda',
  '/staff/machines': 'Diagram Statechart',
  '/staff/machines/:name': 'Diagram Statechart',
  '/staff/validations': 'Validasi Data Pengguna',
  '/staff/validations/:userId': 'Andi Wijaya',
  '/staff/borrowers/:userId': 'Profil Peminjam',
  '/lender': 'Beranda Pemberi Dana',
  '/lender/marketplace': 'Marketplace Pendanaan',
  // A loan open for funding: its product and the borrower's alias.
  '/lender/loans/:id': /^.+ · .+$/,
  '/lender/portfolio': 'Portofolio Saya',
  '/lender/wallet': 'Dompet Saya',
  '/lender/mutations': 'Mutasi Rekening',
  '/lender/tax-status': 'Status pajak',
  '/lender/auto-lend': 'Pendanaan Otomatis',
  '/lender/funding-limits': 'Batas pendanaan OJK',
  '/survey': 'Survei psikometri',
  '/profile': 'Profil Saya',
  '/signature': 'Tanda Tangan Digital',
  '/account': 'Akun Saya',
  '/account/password': 'Ubah Kata Sandi',
  '/account/verify-phone': 'Verifikasi nomor ponsel',
  '/notifications': 'Notifikasi',
};

const ERROR_TEXTS = {
  id: ['Terjadi kesalahan', 'Gagal memuat', 'Unexpected Application Error'],
  en: ['Something wrong', 'Failed to load', 'Unexpected Application Error'],
} as const;

/**
 * A key i18next could not find shows as itself ("section.word"): a screen whose words did not
 * arrive with it (the catalogues are split: web/src/i18n.ts). Any catalogue section name followed
 * by a dot and a word is such a key on the screen.
 */
const SECTIONS = [...Object.keys(coreId), ...Object.keys(id), 'analysts'];
const UNTRANSLATED = new RegExp(
  `(?:^|[^\\w.@/])((?:${SECTIONS.join('|')})\\.[a-zA-Z][\\w.]*)(?![\\w.]*@)`,
  'g',
);

async function untranslatedKeys(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return [...text.matchAll(UNTRANSLATED)].map((match) => match[1] ?? '');
}

const WORDS = {
  id: { menu: 'Buka menu', close: 'Tutup menu', logout: 'Keluar' },
  en: { menu: 'Open menu', close: 'Close menu', logout: 'Log out' },
} as const;

/**
 * What sticks out past the right edge of the viewport: the document's scroll width, and each
 * visible element whose right edge is past it, unless an ancestor that scrolls or clips sideways
 * (a table's scroll container) holds it within the screen.
 */
async function overflow(
  page: Page,
): Promise<{ scrollWidth: number; wide: string[]; cut: string[] }> {
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
    // Words cut off: an element that clips (a button: "+30 hari" shown as "+30 ha"; a label
    // wrapped onto two lines in a one-line button; a badge ending in "…": the product never
    // shortens words on purpose) holding text wider or taller than it shows. Not a visually
    // hidden text for screen readers (a 1 px box, clipped on purpose).
    const clips = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const cut: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const wider = element.scrollWidth > element.clientWidth + 1;
      const taller = element.scrollHeight > element.clientHeight + 1;
      if (!wider && !taller) continue;
      if ((element.textContent ?? '').trim() === '') continue;
      const style = getComputedStyle(element);
      if (!(wider && clips(style.overflowX)) && !(taller && clips(style.overflowY))) continue;
      if (style.visibility === 'hidden') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      cut.push(describe(element));
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      wide: wide.slice(0, 5),
      cut: cut.slice(0, 5),
    };
  });
}

/**
 * Nothing wider than the viewport once the layout has settled: after a change of viewport the
 * navbar slides in and the charts measure their box again (a ResizeObserver's callback, then a
 * render), later on a busy machine than a fixed wait allows. What stays wide fails.
 */
async function expectNothingWider(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(
      async () => {
        const { scrollWidth, wide, cut } = await overflow(page);
        return { where, scrollWidth: scrollWidth <= width, wide, cut };
      },
      { timeout: 5_000, interval: 200 },
    )
    .toEqual({ where, scrollWidth: true, wide: [], cut: [] });
}

/** The log-out button is on the screen (behind the burger on a phone) and takes a click. */
async function expectLogOutReachable(page: Page, language: 'id' | 'en'): Promise<void> {
  const words = WORDS[language];
  const burger = page.getByRole('button', { name: words.menu });
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (phone) {
    await burger.click();
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
    await page.getByRole('button', { name: words.close }).click();
    await expect.poll(() => logOut.isVisible()).toBe(false);
  }
}

const reportedViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []);

/** The parts of the walk: a route is visited in the part of its first role, or signed out. */
export const WALK_PARTS = ['signed out', 'BORROWER', 'LENDER', 'ADMIN'] as const;

const partOf = (route: WebRoute): string => route.roles[0] ?? 'signed out';

/** The walk over the routes of one part, with a product and a browser of the file's own. */
export function walkRoutes(part: (typeof WALK_PARTS)[number]): void {
  let product: TestProduct;
  let browser: Browser;
  let context: BrowserContext;
  let visitor: ReturnType<typeof routeVisitor>;

  beforeAll(async () => {
    [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
    visitor = routeVisitor(product);
    // One context for the walk, kept open: the packaged Chromium runs as a single process, which
    // closing a context can end. It asks for less motion (prefers-reduced-motion): the phone
    // menu then opens and closes at once instead of sliding, and the walk checks where things
    // end up without waiting out every slide (a third of a visit's checks). The motion itself,
    // both ways, is shell.browser.test.ts's.
    context = await browser.newContext({ reducedMotion: 'reduce' });
    // Runs before the page's own scripts (and is not itself subject to the page's policy): each
    // document keeps the violations the browser reports, read after the checks.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(
          `${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
  });
  afterAll(async () => {
    await browser?.close();
    await product?.close();
  });

  describe(`every route ${part === 'signed out' ? 'signed out' : `of ${part}`}, in both languages`, () => {
    const everyRoute = screenRoutes();
    const routes = everyRoute.filter((route) => partOf(route) === part);

    it('has each route of the router in a part of the walk and a heading to look for on each', () => {
      expect(everyRoute.map((route) => route.path).filter((path) => !(path in HEADING))).toEqual(
        [],
      );
      expect(
        everyRoute
          .filter((route) => !(WALK_PARTS as readonly string[]).includes(partOf(route)))
          .map((route) => route.path),
      ).toEqual([]);
    });

    for (const route of routes) {
      const who = route.roles[0] ? ` to ${route.roles[0]}` : '';
      it(`${route.path}${who}: loads, fits 390 px and a desktop, log out reachable, CSP and axe clean`, async () => {
        const page = await context.newPage();
        const failedAssets: string[] = [];
        // A chunk the server does not have, or that breaks on the way; not a preload the visit's
        // own navigation cancelled (net::ERR_ABORTED) when it left the page it started from.
        page.on('response', (response) => {
          if (response.url().includes('/assets/') && response.status() >= 400)
            failedAssets.push(`${response.status()} ${response.url()}`);
        });
        page.on('requestfailed', (request) => {
          const failure = request.failure()?.errorText ?? '';
          if (request.url().includes('/assets/') && !failure.includes('ERR_ABORTED'))
            failedAssets.push(`${failure} ${request.url()}`);
        });
        try {
          for (const language of ['id', 'en'] as const) {
            // The phone first: a user opening the product on a phone, then the same document
            // widened to a desktop (the frame's media queries follow without a reload).
            await page.setViewportSize(PHONE);
            const path = await visitor.visit(page, route, language);
            expect(new URL(page.url()).pathname).toBe(path);
            expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
            const heading = (
              (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? ''
            ).trim();
            const expected = HEADING[route.path] ?? '';
            if (language === 'en') expect(heading.length).toBeGreaterThan(0);
            else if (typeof expected === 'string') expect(heading).toBe(expected);
            else expect(heading).toMatch(expected);
            for (const error of ERROR_TEXTS[language])
              expect(await page.getByText(error).count(), error).toBe(0);
            expect({ language, untranslated: await untranslatedKeys(page) }).toEqual({
              language,
              untranslated: [],
            });

            for (const viewport of [PHONE, DESKTOP]) {
              await page.setViewportSize(viewport);
              // Let the layout settle (media queries, the navbar's transition).
              await layoutSettled(page);
              await expectNothingWider(page, `${language} ${viewport.width}px`);
              if (route.roles.length > 0) await expectLogOutReachable(page, language);
            }
            expect({ language, axe: await seriousViolations(page) }).toEqual({ language, axe: [] });
            expect({ language, csp: await reportedViolations(page) }).toEqual({
              language,
              csp: [],
            });
          }
          expect(failedAssets).toEqual([]);
        } finally {
          await page.close();
        }
      }, 120_000);
    }
  });
}
