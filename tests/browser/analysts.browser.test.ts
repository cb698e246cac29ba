// The analysts' view in the browser, read by what a person sees: staff open it from the staff
// navigation and open the loan machine for a loan id by keyboard; the diagram, laid out in the
// browser from the machine definition, opens with the loan's current state on screen; the zoom
// buttons and keys move it; a state or move, clicked or chosen with Enter, says what it means in
// the page's language; "what if" gives the loan machine's answer in the very words the API's own
// call answers; a phone gets the states and moves as a list; the link a loan screen gives
// (/staff/machines/loan?loan=) opens it straight, in English too.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import {
  DEMO_PASSWORD,
  loginAs,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15000);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function loanIn(stage: string): Promise<number> {
  const [row] = await product.db.query<{ id: number }>(
    "SELECT id FROM loans WHERE machine_state ->> 'stage' = $1 ORDER BY id LIMIT 1",
    [stage],
  );
  if (!row) throw new Error(`the demo has no loan in ${stage}`);
  return row.id;
}

const possibleMoves = async () =>
  (await page.getByTestId('possible-events').getByRole('listitem').allTextContents()).sort();

type Rect = { x: number; y: number; width: number; height: number };

async function rectOf(locator: Locator): Promise<Rect> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

const within = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

/** The diagram's box and the drawn state named so (its box in the SVG). */
const canvas = () => page.getByRole('region', { name: 'Diagram Siklus pinjaman' });
const stateBox = (name: RegExp) => canvas().getByRole('button', { name });

describe("the analysts' view in the browser", () => {
  it('opens the loan machine from a loan id, on the loan’s current state, in words', async () => {
    const reviewId = await loanIn('REVIEW');
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill('admin@lumbung.test');
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/staff$/);

    await page
      .getByRole('navigation', { name: 'Navigasi staf' })
      .getByRole('link', { name: 'Diagram Statechart' })
      .click();
    await page.waitForURL(/\/staff\/machines$/);
    const machines = page.getByRole('navigation', { name: 'Mesin' });
    await expect.poll(() => machines.getByRole('link', { name: 'Lender account' }).count()).toBe(1);
    expect(await machines.getByRole('link', { name: 'Siklus pinjaman', exact: true }).count()).toBe(
      1,
    );

    // By keyboard: type the loan id and press Enter.
    const loanId = page.getByLabel('ID pinjaman');
    await loanId.focus();
    await page.keyboard.type(String(reviewId));
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/staff/machines/loan\\?loan=${reviewId}$`));

    const highlight = page.getByTestId('loan-highlight');
    await expect.poll(() => highlight.getByText(`Pinjaman #${reviewId}`).count()).toBe(1);
    expect(await page.getByTestId('current-states').textContent()).toBe('Ditinjau, Lancar');
    // Staff may also correct the application while they review it (an edit is an event too).
    expect(await possibleMoves()).toEqual([
      'Data pengajuan diubah staf: Ditinjau → tetap di status ini',
      'Jaminan disetujui: Ditinjau → Jaminan Disetujui',
      'Pengajuan dibatalkan: Ditinjau → Dibatalkan',
      'Pengajuan ditolak: Ditinjau → Ditolak',
    ]);

    // The drawing opens with the current state inside the diagram's box, not off-screen.
    const current = stateBox(/^Ditinjau, Status sekarang$/);
    await current.waitFor();
    const box = await rectOf(canvas());
    const opened = await rectOf(current);
    expect(within(opened, box)).toBe(true);
    // Four moves possible now are drawn as such, none with a code name or "[g]".
    const moves = canvas().locator('.statechart-transition.possible');
    expect(await moves.count()).toBe(4);
    const drawnText = (await canvas().locator('svg').textContent()) ?? '';
    expect(drawnText).not.toContain('[g]');
    expect(drawnText).not.toMatch(/\b(?:loan|bail|offer)\.[a-z]+/i);
    expect(drawnText).not.toContain('REVIEW');
    // The legend says what the marks mean.
    const legend = page.getByRole('list', { name: 'Arti tanda pada diagram' });
    for (const mark of [
      'Status sekarang',
      'Langkah yang mungkin sekarang',
      'Langkah bersyarat',
      'Status akhir',
    ]) {
      expect(await legend.getByText(mark, { exact: true }).count(), mark).toBe(1);
    }

    // Zoom by the buttons: each step is 125 %, and "0" is the first view again.
    await page.getByRole('button', { name: 'Perbesar' }).click();
    await expect
      .poll(async () => (await rectOf(current)).width)
      .toBeCloseTo(opened.width * 1.25, 0);
    await page.getByRole('button', { name: 'Perkecil' }).click();
    await page.getByRole('button', { name: 'Perkecil' }).click();
    await expect
      .poll(async () => (await rectOf(current)).width)
      .toBeCloseTo(opened.width / 1.25, 0);
    await page.getByRole('button', { name: 'Kembali ke tampilan awal' }).click();
    await expect.poll(async () => (await rectOf(current)).width).toBeCloseTo(opened.width, 0);
    // And by keys on the focused diagram: +, an arrow, 0.
    await canvas().focus();
    await page.keyboard.press('+');
    await expect
      .poll(async () => (await rectOf(current)).width)
      .toBeCloseTo(opened.width * 1.25, 0);
    const zoomed = await rectOf(current);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await rectOf(current)).x).toBeCloseTo(zoomed.x - 80, 0);
    await page.keyboard.press('0');
    await expect.poll(async () => (await rectOf(current)).x).toBeCloseTo(opened.x, 0);

    // Clicking a state says what it means, in Indonesian.
    await current.click();
    const detail = page.getByTestId('machine-detail');
    await expect
      .poll(() =>
        detail.getByText('Sudah dikirim; staf memeriksa pengajuan dan jaminannya.').count(),
      )
      .toBe(1);
    // A move chosen by keyboard: its meaning, who may do it and its guard in words.
    const cancel = canvas().getByRole('button', {
      name: 'Pengajuan dibatalkan: Ditinjau → Dibatalkan',
    });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => detail.getByRole('heading', { name: 'Pengajuan dibatalkan' }).count())
      .toBe(1);
    expect(await detail.getByText('Staf, atau peminjam pemilik pinjaman').count()).toBe(1);
    expect(await detail.getByText('belum ada pemberi dana yang berkomitmen').count()).toBe(1);

    // The path, in words: created, filled in (borrower data, collateral, then its photos), then
    // submitted.
    const path = page.getByTestId('loan-path');
    const events = await path.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(events).toEqual([
      'Draf dibuat',
      'Data pengajuan diubah peminjam',
      'Data pengajuan diubah peminjam',
      'Data pengajuan diubah peminjam',
      'Pengajuan dikirim',
    ]);
  });

  it('answers "what if" with the machine’s answer, in the words the API’s call gives', async () => {
    const reviewId = await loanIn('REVIEW');
    const whatIf = page.getByRole('form', { name: 'Bagaimana jika…' });
    const answer = page.getByTestId('what-if-answer');

    // Allowed: where the loan would go, marked in the drawing too; nothing changes.
    await whatIf.getByLabel('Peristiwa').selectOption({ label: 'Jaminan disetujui' });
    await whatIf.getByRole('button', { name: 'Tanyakan ke mesin' }).click();
    await expect
      .poll(() => answer.getByText('Pinjaman pindah dari Ditinjau ke Jaminan Disetujui').count())
      .toBe(1);
    expect(
      await canvas()
        .locator('[data-state="loan.stage.APPROVAL_BAIL"] rect[stroke-dasharray]')
        .count(),
    ).toBe(1);

    // Refused: staff approving credit before the collateral. The same words as the call's 409.
    await whatIf.getByLabel('Peristiwa').selectOption({ label: 'Kredit disetujui' });
    await whatIf.getByRole('button', { name: 'Tanyakan ke mesin' }).click();
    await expect.poll(() => answer.getByText(/ditolak$/).count()).toBe(1);
    const shown = await page.getByTestId('what-if-reason').textContent();
    const token = await loginAs(product, 'admin@lumbung.test');
    const call = await rest(product, 'PUT', `/loan/submission/${reviewId}/approve-credit`, {
      token,
    });
    expect(call.status).toBe(409);
    expect(shown).toBe(call.body.message);
    expect(shown).toBe('Menunggu staf memeriksa dan menyetujui jaminan');
    expect(
      await answer.getByText('Tahap pinjaman sekarang tidak menerima peristiwa ini').count(),
    ).toBe(1);

    // Sent as the borrower: the role check refuses, as the call answers the borrower.
    await whatIf.getByLabel('Dikirim oleh').selectOption({ label: 'Peminjam pemilik pinjaman' });
    await whatIf.getByLabel('Peristiwa').selectOption({ label: 'Jaminan disetujui' });
    await whatIf.getByRole('button', { name: 'Tanyakan ke mesin' }).click();
    await expect
      .poll(() => page.getByTestId('what-if-reason').textContent())
      .toBe('Hanya staf yang dapat melakukan ini');
    expect(await answer.getByText('Pemeriksaan yang menolak: Siapa yang boleh: Staf').count()).toBe(
      1,
    );

    const [row] = await product.db.query<{ stage: string }>(
      "SELECT machine_state ->> 'stage' AS stage FROM loans WHERE id = $1",
      [reviewId],
    );
    expect(row?.stage).toBe('REVIEW');

    // The whole view, drawing, details and answer included, passes axe.
    // (The pointer is moved off the last button clicked: the theme's hover shade is not checked.)
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('lists the states and moves on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      const list = page.getByTestId('machine-list');
      await expect.poll(() => list.count()).toBe(1);
      expect(await page.getByTestId('machine-svg').count()).toBe(0);
      const review = list.locator('[data-state="loan.stage.REVIEW"]');
      expect(await review.getByText('Status sekarang').count()).toBe(1);
      expect(await review.getByText('Jaminan disetujui → Jaminan Disetujui').count()).toBe(1);
      expect(
        await review.getByText('Sudah dikirim; staf memeriksa pengajuan dan jaminannya.').count(),
      ).toBe(1);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('opens straight from the link a loan screen gives, in English too', async () => {
    const rejectedId = await loanIn('REJECT_BAIL');
    await page.goto(`${product.url}/staff/machines/loan?loan=${rejectedId}`);
    await expect
      .poll(() => page.getByTestId('current-states').textContent())
      .toBe('Ditolak, Lancar');
    // The owner may edit a loan rejected for its collateral, then submit it again.
    expect(await possibleMoves()).toEqual([
      'Data pengajuan diubah peminjam: Ditolak → tetap di status ini',
      'Pengajuan dibatalkan: Ditolak → Dibatalkan',
      'Pengajuan dikirim: Ditolak → Ditinjau',
    ]);
    expect(
      await page.getByTestId('loan-path').getByText('Sertifikat jaminan tidak terbaca').count(),
    ).toBe(1);
    const current = stateBox(/^Ditolak, Status sekarang$/);
    await current.waitFor();
    expect(within(await rectOf(current), await rectOf(canvas()))).toBe(true);

    await page.getByLabel('Bahasa').selectOption('en');
    await expect.poll(() => page.getByText('Moves possible now').count()).toBe(1);
    expect(await page.getByText(`Loan #${rejectedId}`).count()).toBe(1);
    const english = page.getByRole('region', { name: 'Diagram of Loan lifecycle' });
    const rejected = english.getByRole('button', { name: /^Rejected, Current state$/ });
    await rejected.click();
    await expect
      .poll(() =>
        page
          .getByTestId('machine-detail')
          .getByText('Rejected (Ditolak); the borrower may edit and submit again.')
          .count(),
      )
      .toBe(1);

    // An unknown loan says so.
    await page.goto(`${product.url}/staff/machines/loan?loan=999999`);
    await expect.poll(() => page.getByText('Loan not found').count()).toBe(1);
  });
});
