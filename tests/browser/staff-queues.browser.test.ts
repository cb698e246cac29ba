// The staff work queues in the browser (issue 15): at 1366 px every queue — the last one too —
// is on screen with its count, and at 390 px still every one, with no page wider than the
// phone; the list shows when each loan was sent and how long it has waited in its stage, in
// words and DD-MM-YYYY, and sorts by either from the column header (the server sorts: the list
// comes in pages); the stage filter names every stage differently.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOAN_QUEUE_NAMES, queueLabels } from '../../machines/loan/loan.queues.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill('admin@lumbung.test');
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(/\/staff$/);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const QUEUE_NAMES = ['Semua', ...LOAN_QUEUE_NAMES.map((name) => queueLabels[name].id)];

const queueNav = () => page.getByRole('navigation', { name: 'Antrian kerja' });

/** Each queue's link is shown whole inside the viewport, with its count beside it. */
async function expectEveryQueueOnScreen(width: number): Promise<void> {
  const links = queueNav().getByRole('link');
  await expect.poll(() => links.count()).toBe(QUEUE_NAMES.length);
  for (const [index, name] of QUEUE_NAMES.entries()) {
    const link = links.nth(index);
    expect(await link.isVisible(), name).toBe(true);
    // The counts come with their own query, after the links: wait for each.
    await expect.poll(() => link.innerText(), { message: `${name}: its count` }).toMatch(/\d+/);
    expect(await link.innerText(), name).toContain(name);
    const box = await link.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `${name} within ${width}px`).toBe(true);
  }
  // Nothing scrolls sideways to hide a queue, and the page is no wider than the screen.
  expect(await queueNav().evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

const rowIds = () =>
  page
    .getByRole('table', { name: 'Daftar pinjaman' })
    .locator('tbody tr td:first-child')
    .allInnerTexts();

describe('staff work queues in the browser', () => {
  it('shows every queue at 1366 px, the last one too, and opens it', async () => {
    await page.goto(`${product.url}/staff/loans`);
    await expectEveryQueueOnScreen(1366);
    await queueNav()
      .getByRole('link', { name: /Dibatalkan \/ Ditolak/ })
      .click();
    await page.waitForURL(/queue=cancelledRejected/);
    await expect
      .poll(() =>
        queueNav()
          .getByRole('link', { name: /Dibatalkan/ })
          .getAttribute('aria-current'),
      )
      .toBe('page');
    await expect.poll(() => rowIds()).toHaveLength(1);
  });

  it('shows every queue at 390 px too', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${product.url}/staff/loans`);
      await expectEveryQueueOnScreen(390);
    } finally {
      await page.setViewportSize({ width: 1366, height: 768 });
    }
  });

  it("shows the list's every column without a sideways scroll on a laptop, 1280 px and 1366 px", async () => {
    // Beside the frame's menu and the queues, the table had 768 px at 1280 and its last column
    // ("Lama di tahap ini") behind a sideways scroll; the queues now sit above it there.
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${product.url}/staff/loans`);
      const table = page.getByRole('table', { name: 'Daftar pinjaman' });
      await expect.poll(() => rowIds()).not.toHaveLength(0);
      const headers = table.locator('thead th');
      expect(await headers.count()).toBeGreaterThanOrEqual(8);
      for (const header of await headers.all()) {
        const box = await header.boundingBox();
        const name = await header.innerText();
        expect(box && box.x >= 0 && box.x + box.width <= width, `${name} within ${width}px`).toBe(
          true,
        );
      }
      expect(
        await table.evaluate((element) => {
          const scroller = element.closest('.lumbung-table-scroll') ?? element.parentElement;
          return scroller ? scroller.scrollWidth <= scroller.clientWidth : false;
        }),
        `no sideways scroll at ${width}px`,
      ).toBe(true);
      await expectEveryQueueOnScreen(width);
    }
    await page.setViewportSize({ width: 1366, height: 768 });
  });

  it('lists every stage under its own name in the stage filter', async () => {
    await page.goto(`${product.url}/staff/loans`);
    const choices = page.getByLabel('Tahap').locator('option');
    await expect.poll(() => choices.count()).toBeGreaterThan(20);
    const options = await choices.allInnerTexts();
    expect(options.filter((o, i) => options.indexOf(o) !== i)).toEqual([]);
    expect(options).toContain('Disetujui Peminjam');
    expect(options).toContain('Menunggu Persetujuan Peminjam');
  });

  it('shows when each loan was sent and how long it has waited, and sorts by both', async () => {
    // The reviewed loan entered its stage three days ago; the collateral-approved one later.
    await product.db.query(
      `UPDATE loans SET stage_entered_at = now() - interval '3 days 5 hours',
         submitted_at = now() - interval '3 days 5 hours'
        WHERE machine_state ->> 'stage' = 'REVIEW'`,
    );
    const byTime = async (column: string, direction: 'ASC' | 'DESC') =>
      (
        await product.db.query<{ id: string }>(
          `SELECT id::text FROM loans
            ORDER BY ${column} ${direction} NULLS LAST, id ${direction}`,
        )
      ).map((row) => row.id);

    await page.goto(`${product.url}/staff/loans`);
    const table = page.getByRole('table', { name: 'Daftar pinjaman' });
    await expect.poll(() => table.innerText()).toContain('3 hari 5 jam');
    expect(await table.innerText()).toMatch(/\b\d{2}-\d{2}-\d{4}\b/);

    const sent = table.getByRole('columnheader', { name: /Dikirim/ });
    await sent.getByRole('button').click();
    await page.waitForURL(/sort=SUBMITTED_OLDEST/);
    await expect.poll(() => sent.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => rowIds()).toEqual(await byTime('submitted_at', 'ASC'));
    await sent.getByRole('button').click();
    await page.waitForURL(/sort=SUBMITTED_NEWEST/);
    await expect.poll(() => sent.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => rowIds()).toEqual(await byTime('submitted_at', 'DESC'));

    const waiting = table.getByRole('columnheader', { name: /Lama di tahap ini/ });
    await waiting.getByRole('button').click();
    await page.waitForURL(/sort=WAITING_LONGEST/);
    await expect.poll(() => rowIds()).toEqual(await byTime('stage_entered_at', 'ASC'));
    expect((await rowIds())[0]).toBe(
      (
        await product.db.query<{ id: string }>(
          "SELECT id::text FROM loans WHERE machine_state ->> 'stage' = 'REVIEW'",
        )
      )[0]?.id,
    );
  });
});
