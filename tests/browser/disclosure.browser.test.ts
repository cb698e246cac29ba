// The public disclosure in the browser (issue 21), signed out: the home page carries OJK's risk
// warning and a footer link to the statistics; the statistics page shows TKB90 large, the day of
// the figures, rupiah amounts, the quality buckets and the TKB90 line by month (with its table),
// in Indonesian and English, for the history of tests/support/disclosure-history.ts.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { seedDisclosureHistory } from '../support/disclosure-history.ts';
import { startTestProduct, type TestProduct } from '../support/test-product.ts';

const bank = localPartnerBank();
let product: TestProduct;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct({ bank }), launchBrowser()]);
  await seedDisclosureHistory(product, bank);
  context = await browser.newContext();
}, 180_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await product?.close();
});

describe('the public disclosure, signed out', () => {
  it('the home page warns of the risks and leads to the statistics, which show TKB90 and its chart', async () => {
    const page = await context.newPage();
    await openLoginForm(page, product.url);

    const warning = page.getByRole('region', { name: 'Peringatan risiko' });
    await warning.waitFor();
    const said = (await warning.textContent()) ?? '';
    expect(said).toContain('kesepakatan perdata antara pemberi dana dan penerima dana');
    expect(said).toContain('Risiko gagal bayar ditanggung sepenuhnya oleh pemberi dana');
    expect(said).toContain('kehilangan sebagian atau seluruh dana');
    expect(said).toContain('Otoritas Jasa Keuangan (OJK)');

    await page.getByRole('link', { name: 'Statistik TKB90' }).click();
    await page.waitForURL(`${product.url}/statistik`);
    await page.getByRole('heading', { level: 1, name: 'Statistik Penyaluran Pendanaan' }).waitFor();
    await expect.poll(() => page.getByTestId('tkb90').textContent()).toBe('42,86%');
    expect(await page.getByTestId('disclosure-as-of').textContent()).toBe('Data per 09-05-2027');
    const main = (await page.getByRole('main').textContent()) ?? '';
    expect(main).toContain('Rp 3.500.000'); // outstanding
    expect(main).toContain('Rp 5.000.000'); // funding since the start and this year
    expect(main).toContain('57,14%'); // TWP90 and the Macet bucket

    // The buckets: a bar chart, and a table of each bucket's loans, amount and share.
    const buckets = page.getByRole('region', { name: 'Kualitas pendanaan' });
    // The chart library comes after the page (web/src/components/charts.tsx): wait for the bars.
    await expect.poll(() => buckets.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    const macet = buckets.getByRole('row', { name: /Macet/ });
    expect(await macet.textContent()).toBe('Macet (lebih dari 90 hari)1Rp 2.000.00057,14%');

    // TKB90 by month: a line, named for its twelve points, and a table of them.
    const history = page.getByRole('region', { name: 'TKB90 per akhir bulan (12 bulan terakhir)' });
    await history.locator('.recharts-line-curve').waitFor();
    const picture = history.getByRole('img', { name: /^Grafik TKB90/ });
    expect(await picture.getAttribute('aria-label')).toContain('04-2027 100,00%, 05-2027 42,86%');
    const table = history.getByRole('table');
    expect(await table.getByRole('row').count()).toBe(13);
    expect(await table.getByRole('row', { name: /^05-2027/ }).textContent()).toBe(
      '05-202709-05-202742,86%',
    );

    await page.getByLabel('Bahasa').selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Lending statistics' }).waitFor();
    expect(await page.getByTestId('disclosure-as-of').textContent()).toBe(
      'Figures as at 09-05-2027',
    );
    expect(
      await page
        .getByRole('region', { name: 'Funding quality' })
        .getByRole('row', { name: /Loss/ })
        .textContent(),
    ).toBe('Loss (over 90 days)1Rp 2.000.00057,14%');

    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.getByRole('region', { name: 'Risk warning' }).waitFor();
    await page.close();
  });
});
