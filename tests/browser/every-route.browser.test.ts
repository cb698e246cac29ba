// Every route of the web client's router (read from web/src/app.tsx), visited by a user of a role
// it admits: each screen is a lazily loaded chunk, so this checks that each one loads and shows
// its main heading — no chunk load failure, no blank page, no error message. A route added to the
// router without a heading below fails here until one is given.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import {
  DEMO_PASSWORD,
  graphql,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';
import { readWebRoutes } from '../support/web-routes.ts';

let product: TestProduct;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const USER_OF_ROLE: Record<string, string> = {
  BORROWER: 'borrower@lumbung.test',
  LENDER: 'lender@lumbung.test',
  ADMIN: 'admin@lumbung.test',
};

/**
 * The main heading (h1) each route shows, in Indonesian; `:id` is a loan of the demo borrower,
 * `:userId` the demo borrower.
 */
const HEADING: Record<string, string | RegExp> = {
  '/': 'Masuk',
  '/register': 'Daftar',
  '/activate': 'Aktivasi Akun',
  '/forgot-password': 'Lupa Kata Sandi',
  '/reset-password': 'Atur Ulang Kata Sandi',
  '/unsubscribe': 'Berhenti Berlangganan Email',
  '/demo/outbox': 'Kotak Keluar Demo',
  '/borrower/proposal': 'Pinjaman Saya',
  '/borrower/loans/:id': /^Pinjaman #\d+$/,
  '/staff/loans': 'Daftar Pinjaman',
  '/staff/loans/:id': /^Pinjaman #\d+$/,
  '/staff/wallets': 'Dompet Pemberi Dana',
  '/staff/withdrawals': 'Penarikan tertunda',
  '/staff/machines': 'Diagram Statechart',
  '/staff/machines/:name': 'Diagram Statechart',
  '/staff/validations': 'Validasi Data Pengguna',
  '/staff/borrowers/:userId': 'Profil Peminjam',
  '/lender': 'Beranda Pemberi Dana',
  '/lender/wallet': 'Dompet Saya',
  '/lender/mutations': 'Mutasi Rekening',
  '/survey': 'Survei psikometri',
  '/profile': 'Profil Saya',
  '/account': 'Akun Saya',
  '/account/password': 'Ubah Kata Sandi',
  '/account/verify-phone': 'Verifikasi nomor ponsel',
  '/notifications': 'Notifikasi',
};

const ERROR_TEXTS = ['Terjadi kesalahan', 'Unexpected Application Error', 'Gagal memuat'];

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token expiresAt user { id email fullName role isPersonal }
  }
}`;

/** The stored session a login through the form leaves for `role` (web/src/session.ts). */
async function sessionOf(role: string | undefined): Promise<string | null> {
  if (!role) return null;
  const email = USER_OF_ROLE[role];
  if (!email) throw new Error(`no demo user for role ${role}`);
  const { data } = await graphql<{ login: unknown }>(product, LOGIN, {
    email,
    password: DEMO_PASSWORD,
  });
  return JSON.stringify(data?.login);
}

async function borrowerId(): Promise<string> {
  const [row] = await product.db.query<{ id: string }>(
    "SELECT id::text AS id FROM users WHERE email = 'borrower@lumbung.test'",
  );
  if (!row) throw new Error('the demo has no borrower');
  return row.id;
}

async function borrowerLoanId(): Promise<string> {
  const [row] = await product.db.query<{ id: string }>(
    "SELECT l.id::text AS id FROM loans l JOIN users u ON u.id = l.borrower_id WHERE u.email = 'borrower@lumbung.test' ORDER BY l.id LIMIT 1",
  );
  if (!row) throw new Error('the demo borrower has no loan');
  return row.id;
}

describe('every route of the router', () => {
  const routes = readWebRoutes().filter((route) => route.screen !== null);

  it('has a heading to look for on each route', () => {
    expect(routes.map((route) => route.path).filter((path) => !(path in HEADING))).toEqual([]);
  });

  for (const route of routes) {
    it(`${route.path} shows its heading${route.roles[0] ? ` to ${route.roles[0]}` : ''}`, async () => {
      // One context for all, kept open: the packaged Chromium runs as a single process, which
      // closing a context can end. Its storage is set for this route's role on the login page.
      context ??= await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${product.url}/`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.evaluate(
          (session) => {
            window.localStorage.clear();
            if (session) window.localStorage.setItem('lumbung.session', session);
          },
          await sessionOf(route.roles[0]),
        );
        const failedChunks: string[] = [];
        page.on('requestfailed', (request) => failedChunks.push(request.url()));
        const path = route.path
          .replace(':userId', await borrowerId())
          .replace(':id', await borrowerLoanId())
          .replace(':name', 'loan');
        await page.goto(`${product.url}${path}`);
        const heading = page.getByRole('heading', { level: 1 });
        await heading.first().waitFor({ timeout: 15_000 });
        const expected = HEADING[route.path] ?? '';
        const text = (await heading.first().textContent())?.trim() ?? '';
        if (typeof expected === 'string') expect(text).toBe(expected);
        else expect(text).toMatch(expected);
        expect(new URL(page.url()).pathname).toBe(path);
        for (const error of ERROR_TEXTS) expect(await page.getByText(error).count()).toBe(0);
        expect(failedChunks.filter((url) => url.includes('/assets/'))).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
