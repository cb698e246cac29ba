// A lender signs the investment agreement of a loan she funded to completion (issue 18): from
// her portfolio she clicks 'Tanda tangani perjanjian' and is sent to the signature provider's
// URL; the provider's steps are taken through its REST calls (tests/support/signing.ts); she comes
// back to the page she left with the provider's event, reads that the agreement is signed, and
// finds it in the digital-signature screen's document list with its signed copy to download,
// beside her registration's six states and its next step.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import {
  fund,
  loanOpenForFunding,
  staffTokens,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { signAtLocalProvider } from '../support/signing.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

/** The product's public address (test-product.ts): where the provider's pages and returns point. */
const PUBLIC_ORIGIN = 'http://localhost:4000';

let product: TestProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let lender: TestLender;
let loanId: number;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  const tokens = await staffTokens(product);
  loanId = await loanOpenForFunding(product, tokens, { value: '10000000' });
  const [made] = await validatedLenders(product, 1, 20_000_000_00n);
  if (!made) throw new Error('no lender');
  lender = made;
  const funded = await fund(product, lender.token, loanId, '10000000');
  expect(funded.status, JSON.stringify(funded.body)).toBe(201);
  expect((await stageOf(product, loanId))?.stage).toBe('FUNDING_COMPLETED');
  context = await browser.newContext({ acceptDownloads: true });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
  // The provider's signing page is another site: the browser's arrival there is answered here.
  await page.route(`${PUBLIC_ORIGIN}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="id"><title>Penyedia</title><h1>Penyedia</h1></html>',
    }),
  );
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

async function logIn(email: string): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

describe('the lender signs her investment agreement', () => {
  it('from the portfolio to the provider and back, signed and listed with its copy', async () => {
    await logIn(lender.email);
    await page.goto(`${product.url}/lender/portfolio`);
    const row = page
      .getByTestId('portfolio-loans')
      .getByRole('row')
      .filter({
        has: page.locator(`a[href="/lender/loans/${loanId}"]`),
      });
    await expect.poll(() => row.count()).toBe(1);
    const sign = row.getByRole('button', { name: 'Tanda tangani perjanjian' });
    await sign.waitFor();
    expect({ axe: await seriousViolations(page) }).toEqual({ axe: [] });

    // Sent to the provider's signing page.
    await sign.click();
    await page.waitForURL((url) => url.origin === PUBLIC_ORIGIN);
    const providerUrl = new URL(page.url());
    expect(providerUrl.pathname).toMatch(/^\/sign\/local\/[\w-]{20,}$/);
    const [pending] = await product.db.query<{ id: string; machine_state: string }>(
      `SELECT id, machine_state FROM signing_documents
        WHERE signer_id = $1 AND kind = 'INVESTMENT_AGREEMENT' AND loan_id = $2`,
      [lender.userId, loanId],
    );
    expect(pending?.machine_state).toBe('urlIssued');

    // The provider's steps, then back to the page she left with the provider's event.
    const back = await signAtLocalProvider(product, lender, providerUrl.toString());
    expect(back.redirect.pathname).toBe('/lender/portfolio');
    expect(back.event).toBe('signing_complete');
    expect(back.documentId).toBe(pending?.id);
    await page.goto(`${product.url}${back.redirect.pathname}${back.redirect.search}`);

    await expect
      .poll(() => page.getByTestId('signing-outcome').textContent())
      .toContain('Perjanjian berhasil ditandatangani.');
    await page.waitForURL((url) => !url.search.includes('signingDocument'));
    expect(new URL(page.url()).search).toBe('');
    await row.getByText('Sudah ditandatangani').waitFor();
    expect(await row.getByRole('button', { name: 'Tanda tangani perjanjian' }).count()).toBe(0);
    const [signed] = await product.db.query<{
      machine_state: string;
      signed_file: string | null;
    }>('SELECT machine_state, signed_file FROM signing_documents WHERE id = $1', [pending?.id]);
    expect(signed?.machine_state).toBe('completed');
    expect(signed?.signed_file).not.toBeNull();

    // The loan page says so too, with nothing left to sign.
    await page.goto(`${product.url}/lender/loans/${loanId}`);
    const agreements = page.getByTestId('investment-agreements');
    await agreements.getByText('Sudah ditandatangani').waitFor();
    expect(await agreements.getByRole('button').count()).toBe(0);

    // The digital-signature screen, from the menu: the registration and the document list.
    await page.getByRole('link', { name: 'Tanda Tangan Digital', exact: true }).first().click();
    await page.waitForURL(`${product.url}/signature`);
    await page.getByRole('heading', { level: 1, name: 'Tanda Tangan Digital' }).waitFor();
    await expect
      .poll(() => page.getByTestId('signature-state').textContent())
      .toBe('Belum Terdaftar');
    const stages = page.getByTestId('signature-stages').getByRole('listitem');
    expect(await stages.allTextContents()).toEqual([
      '1Pendaftaran Diajukan',
      '2Menunggu Aktivasi Email',
      '3Terdaftar',
      '4Terverifikasi',
      '5Aktif',
      '6Sertifikat Kedaluwarsa',
    ]);
    expect(await page.getByTestId('signature-next-step').textContent()).toContain(
      'Daftarkan tanda tangan digital Anda',
    );
    await page.getByRole('form', { name: 'Pendaftaran tanda tangan digital' }).waitFor();

    const documents = page.getByTestId('signing-documents');
    const document = documents.getByRole('row').filter({ hasText: 'Perjanjian pendanaan' });
    await document.waitFor();
    expect(await document.getByRole('link', { name: `Pinjaman #${loanId}` }).count()).toBe(1);
    expect(await document.textContent()).toContain('Sudah Ditandatangani');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      document
        .getByRole('button', { name: 'Unduh Perjanjian pendanaan yang ditandatangani' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`lumbung-${pending?.id}-signed.pdf`);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    await page.mouse.move(1, 400);
    expect({ axe: await seriousViolations(page) }).toEqual({ axe: [] });
  }, 90_000);
});
