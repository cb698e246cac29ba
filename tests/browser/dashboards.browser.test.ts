// The dashboards in the browser (issue 21), on the embedded demo's data (the two loans of
// api/db/seed-demo-repayment.ts in their repayment period, borrower@lumbung.test funded by
// investor@lumbung.test): each role logs in on a 390 px phone, lands on its dashboard, sees its
// figures — the same as the API's, as rupiah and DD-MM-YYYY — and a drawn chart (no Tab stop of
// its own), in Indonesian, then in English after choosing the language; nothing is wider than the
// phone.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatBorrowerRupiah, formatDate, formatRupiah } from '../../web/src/components/format.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import {
  DEMO_PASSWORD,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

const PHONE = { width: 390, height: 844 };
let product: TestProduct;
let browser: Browser;
let shared: Page | undefined;

beforeAll(async () => {
  [product, browser] = await Promise.all([
    startTestProduct({ demoRepayment: true }),
    launchBrowser(),
  ]);
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * Logs in on the one phone-sized page and waits for the landing page. This Chromium shares
 * localStorage between contexts, so the three people take turns on one page (the login form
 * clears the last one's session and language).
 */
async function landOn(email: string, path: string): Promise<Page> {
  if (!shared) {
    shared = await browser.newPage({ viewport: PHONE });
    shared.setDefaultTimeout(15_000);
  }
  const page = shared;
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(`${product.url}${path}`);
  return page;
}

/** Chooses English in the phone's menu, and closes the menu again. */
async function toEnglish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Buka menu' }).click();
  await page.getByLabel('Bahasa').first().selectOption('en');
  await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
  await page.getByRole('button', { name: 'Close menu' }).click();
}

/**
 * A chart really drawn (the lazily loaded library's SVG), no stop of the keyboard's (its figures
 * are in words beside it: the chart library's own focusable surface and slices added unnamed
 * Tab stops), and nothing wider than the phone.
 */
async function expectChartAndFit(page: Page, region: string): Promise<void> {
  const shown = page.getByRole('region', { name: region });
  const chart = shown.locator('svg.recharts-surface').first();
  await chart.waitFor();
  expect(await chart.isVisible()).toBe(true);
  const tabStops = await shown
    .locator('.recharts-wrapper')
    .evaluateAll(
      (wrappers) =>
        wrappers.flatMap((wrapper) =>
          [wrapper, ...wrapper.querySelectorAll('*')].filter(
            (element) =>
              (element instanceof HTMLElement || element instanceof SVGElement) &&
              element.tabIndex >= 0,
          ),
        ).length,
    );
  expect(tabStops).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
}

const text = async (page: Page, testId: string) =>
  ((await page.getByTestId(testId).first().textContent()) ?? '').trim();

describe('the dashboards on the demo data', () => {
  it('the lender lands on balances, received parts, 30-day payouts, return and portfolio charts', async () => {
    const token = await loginAs(product, 'investor@lumbung.test');
    const summary = (await rest(product, 'GET', '/loan/my-portofolio/summary', { token })).body
      .data as Record<string, string> & { upcoming: { duedate: string; amount: string }[] };
    // The demo's history: the first loan's first installment paid, so principal and interest
    // came in, tax and fee were withheld, and the second falls due within 30 days.
    expect(BigInt(summary.receivedprincipal?.replace('.', '') ?? '0')).toBeGreaterThan(0n);
    expect(BigInt(summary.taxwithheld?.replace('.', '') ?? '0')).toBeGreaterThan(0n);
    expect(summary.upcoming.length).toBeGreaterThan(0);

    const page = await landOn('investor@lumbung.test', '/lender');
    await page.getByRole('heading', { level: 1, name: 'Beranda Pemberi Dana' }).waitFor();
    await eventually(() => text(page, 'lender-received-principal')).toBe(
      formatRupiah(summary.receivedprincipal ?? ''),
    );
    for (const [testId, field] of [
      ['lender-active', 'active'],
      ['lender-on-hold', 'onhold'],
      ['lender-invested', 'invested'],
      ['lender-outstanding', 'outstanding'],
      ['lender-received-interest', 'receivedinterest'],
      ['lender-tax-withheld', 'taxwithheld'],
      ['lender-fee-paid', 'feepaid'],
      ['lender-expected-30', 'expected30days'],
    ] as const) {
      expect(await text(page, testId), testId).toBe(formatRupiah(summary[field] ?? ''));
    }
    expect(await text(page, 'lender-annual-return')).toBe(
      `${(summary.annualreturn ?? '').replace('.', ',').replace(/,?0+$/, '')}%`,
    );
    const payouts = page.getByRole('table', { name: 'Perkiraan penerimaan 30 hari ke depan' });
    const first = summary.upcoming[0];
    expect(await payouts.textContent()).toContain(formatDate(first?.duedate));
    expect(await payouts.textContent()).toContain(formatRupiah(first?.amount ?? ''));
    await expectChartAndFit(page, 'Portofolio');
    expect(await page.getByRole('link', { name: 'Dompet dan rekening' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Cari pinjaman di marketplace' }).count()).toBe(1);

    await toEnglish(page);
    await page
      .getByRole('heading', { level: 2, name: 'Expected payouts in the coming 30 days' })
      .waitFor();
    expect(await page.getByText('Tax withheld (PPh 23/26)').count()).toBe(1);
    expect(await text(page, 'lender-received-principal')).toBe(
      formatRupiah(summary.receivedprincipal ?? ''),
    );
    await expectChartAndFit(page, 'Portfolio');
  }, 120_000);

  it('staff land on the queues, pipeline, money waiting, arrears and the TKB90 trend', async () => {
    const token = await loginAs(product, 'admin@lumbung.test');
    const figures = (await rest(product, 'GET', '/dashboard/staff', { token })).body.data as {
      queues: { queue: string; count: number }[];
      arrears: { bucket: string; loans: number; outstanding: string }[];
      tkb90: string;
      funding: { count: number };
      payments: { count: number; amount: string };
    };
    // The demo's second loan is 15 days past due: its whole Rp 15.000.000 is in 1–30 days.
    expect(figures.arrears[0]).toEqual({
      bucket: 'days1to30',
      loans: 1,
      outstanding: '15000000.00',
    });

    const page = await landOn('admin@lumbung.test', '/staff');
    await page.getByRole('heading', { level: 1, name: 'Beranda Staf' }).waitFor();
    const inPeriod = figures.queues.find((q) => q.queue === 'inPeriod')?.count;
    await eventually(() => text(page, 'queue-inPeriod')).toBe(`Masa Pinjaman: ${inPeriod}`);
    expect(await text(page, 'staff-funding-open')).toBe(
      `${figures.funding.count} pinjaman dibuka untuk pendanaan`,
    );
    expect(await text(page, 'staff-payments-to-review')).toBe(
      `${figures.payments.count} · ${formatRupiah(figures.payments.amount)}`,
    );
    expect(await text(page, 'arrears-days1to30')).toBe('1–30 hari1Rp 15.000.000');
    expect(await text(page, 'staff-tkb90')).toBe(
      `TKB90 saat ini: ${figures.tkb90.replace('.', ',')}%`,
    );
    await expectChartAndFit(page, 'TKB90 per akhir bulan');
    await expectChartAndFit(page, 'Tunggakan menurut lama keterlambatan');
    // A queue's link opens its list.
    await page.getByTestId('queue-inPeriod').click();
    await page.waitForURL(/\/staff\/loans\?queue=inPeriod$/);
    await page.goBack();

    await toEnglish(page);
    await page.getByRole('heading', { level: 1, name: 'Staff home' }).waitFor();
    await eventually(() => text(page, 'arrears-days1to30')).toBe('1–30 days1Rp 15.000.000');
    await expectChartAndFit(page, 'TKB90 at each month end');
  }, 120_000);

  it('the borrower lands on the next bill, alerts and the loans by stage with next steps', async () => {
    const token = await loginAs(product, 'borrower@lumbung.test');
    const bills = (await rest(product, 'GET', '/loan/installment', { token })).body.data as {
      loanid: number;
      next: { duedate: string; payamount: string; number: number } | null;
    }[];
    const next = bills
      .flatMap((b) => (b.next ? [{ loanId: b.loanid, ...b.next }] : []))
      .sort((a, b) => (a.duedate < b.duedate ? -1 : 1))[0];
    if (!next) throw new Error('the demo borrower has bills');

    const page = await landOn('borrower@lumbung.test', '/borrower');
    await page.getByRole('heading', { level: 1, name: 'Beranda Peminjam' }).waitFor();
    await eventually(() => text(page, 'borrower-next-bill')).toBe(
      `${formatBorrowerRupiah(next.payamount)}, jatuh tempo ${formatDate(next.duedate)}`,
    );
    // The demo's second loan: its first installment is 15 days late.
    await eventually(() => text(page, 'borrower-alerts')).toContain('terlambat 15 hari');
    const loan = page.getByTestId(`borrower-loan-${next.loanId}`);
    expect(await loan.textContent()).toContain(
      `Tagihan berikutnya ${formatBorrowerRupiah(next.payamount)}, jatuh tempo ${formatDate(next.duedate)}`,
    );
    // A draft of the demo's asks for its data.
    expect(await page.getByText('Lengkapi data pengajuan Anda').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await toEnglish(page);
    await page.getByRole('heading', { level: 1, name: 'Borrower home' }).waitFor();
    await eventually(() => text(page, 'borrower-next-bill')).toBe(
      `${formatBorrowerRupiah(next.payamount)}, due ${formatDate(next.duedate)}`,
    );
    await eventually(() => text(page, 'borrower-alerts')).toContain('is 15 days late');
  }, 120_000);
});
