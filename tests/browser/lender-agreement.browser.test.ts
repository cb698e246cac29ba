// A lender signs the lender agreement (perjanjian pemberi dana: her agreement with the platform,
// POJK 10/2022) on the digital-signature screen: /signature shows it unsigned with 'Tanda
// tangani perjanjian'; pressed from the keyboard, it sends her to the built-in provider's signing
// page, where she asks for the one-time code by e-mail and signs; the provider sends her back to
// /signature, which says the agreement was signed, shows it signed with its date and lists it
// among her documents, while the database holds her LENDER_AGREEMENT completed. In English the
// panel reads 'Lender agreement' / 'Signed on …'. A borrower's /signature has no such panel.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { type TestLender, validatedLenders } from '../support/funding.ts';
import { codeIn, lastMessageTo } from '../support/outbox.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

const BORROWER = 'borrower@lumbung.test';

let product: TestProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let lender: TestLender;

beforeAll(async () => {
  // The provider's pages and the return to /signature on the origin the browser signs in on.
  [product, browser] = await Promise.all([
    startTestProduct({ ownPublicUrl: true }),
    launchBrowser(),
  ]);
  const [made] = await validatedLenders(product, 1, 1_000_000_00n, { agreementSigned: false });
  if (!made) throw new Error('no lender');
  lender = made;
  // One context and page for the file: the packaged Chromium runs as a single process, which
  // closing a context can end (tests/support/route-walk.ts).
  context = await browser.newContext();
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** Signed in as `email`, in Indonesian, whoever was signed in before. */
async function logIn(email: string): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

async function lenderAgreements() {
  return product.db.query<{ id: string; machine_state: string; signed_at: Date | null }>(
    `SELECT id, machine_state, signed_at FROM signing_documents
      WHERE signer_id = $1 AND kind = 'LENDER_AGREEMENT' ORDER BY created_at`,
    [lender.userId],
  );
}

/** An instant as the page's formatDateTime shows it: DD-MM-YYYY HH:mm in WIB, named. */
function shownAt(instant: Date): Promise<string> {
  const wib = new Date(instant.getTime() + 7 * 3_600_000).toISOString();
  return Promise.resolve(
    `${wib.slice(8, 10)}-${wib.slice(5, 7)}-${wib.slice(0, 4)} ${wib.slice(11, 16)} WIB`,
  );
}

describe('the lender agreement on /signature', () => {
  it('a lender sent from a loan signs it at the built-in provider and comes back to it signed, with its date; then she may fund', async () => {
    await logIn(lender.email);
    // A loan in the marketplace: no form yet, but why (POJK 10/2022) and where to sign.
    const [open] = await product.db.query<{ id: string }>(
      "SELECT id::text AS id FROM loans WHERE machine_state ->> 'stage' = 'PROCESS' ORDER BY id LIMIT 1",
    );
    const loanPage = `${product.url}/lender/loans/${open?.id}`;
    await page.goto(loanPage);
    const closed = page.getByTestId('fund-closed');
    await expect
      .poll(() => closed.textContent())
      .toContain('Tanda tangani perjanjian pemberi dana dahulu');
    expect(await page.getByRole('textbox', { name: 'Jumlah pendanaan' }).count()).toBe(0);
    await closed.getByRole('link', { name: 'Tanda tangani perjanjian pemberi dana' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/signature' && url.search === `?loan=${open?.id}`,
    );
    const panel = page.getByRole('region', { name: 'Perjanjian pemberi dana' });
    const state = panel.getByTestId('lender-agreement-state');
    await expect.poll(() => state.textContent()).toBe('Belum ditandatangani');
    expect(await lenderAgreements()).toEqual([]);
    const sign = panel.getByRole('button', { name: 'Tanda tangani perjanjian' });
    // The registration's panel has loaded too before the page is checked whole.
    await page.getByTestId('signature-state').waitFor();
    expect({ where: 'unsigned', axe: await seriousViolations(page) }).toEqual({
      where: 'unsigned',
      axe: [],
    });

    // From the keyboard: to the provider's signing page.
    await sign.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign\/local\/[\w-]+$/);
    await page.getByRole('heading', { level: 1, name: 'Tanda Tangan Dokumen' }).waitFor();
    const [pending] = await lenderAgreements();
    expect(pending?.machine_state).toBe('urlIssued');

    await page.getByRole('button', { name: /^Kirim kode ke email / }).click();
    await page.getByText(/^Kode dikirim ke email /).waitFor();
    const code = codeIn((await lastMessageTo(product.db, lender.email)).body);
    await page.getByLabel('Kode 6 digit').fill(code);
    await page.getByRole('button', { name: 'Tanda tangani', exact: true }).click();

    // Back on /signature: the return reported and taken out of the address, the agreement signed.
    await page.waitForURL(
      (url) => url.pathname === '/signature' && url.search === `?loan=${open?.id}`,
      { timeout: 30_000 },
    );
    await expect
      .poll(() => page.getByTestId('signing-outcome').textContent())
      .toContain('Perjanjian berhasil ditandatangani.');
    const rows = await lenderAgreements();
    expect(rows.map((row) => [row.id, row.machine_state])).toEqual([[pending?.id, 'completed']]);
    const signedAt = rows[0]?.signed_at;
    if (!signedAt) throw new Error('no signed_at');
    await expect
      .poll(() => state.textContent())
      .toBe(`Sudah ditandatangani pada ${await shownAt(signedAt)}`);
    expect(await panel.getByRole('button').count()).toBe(0);
    const listed = page
      .getByTestId('signing-documents')
      .getByRole('row')
      .filter({ hasText: 'Perjanjian pemberi dana' });
    await expect.poll(() => listed.textContent()).toContain('Sudah Ditandatangani');
    await page.mouse.move(1, 400);
    expect({ where: 'signed', axe: await seriousViolations(page) }).toEqual({
      where: 'signed',
      axe: [],
    });

    // The same panel in English.
    await page.getByLabel('Bahasa').selectOption('en');
    const english = page.getByRole('region', { name: 'Lender agreement' });
    await expect
      .poll(() => english.getByTestId('lender-agreement-state').textContent())
      .toBe(`Signed on ${await shownAt(signedAt)}`);

    // The way back to the loan she came from, kept through the provider: the fund form.
    await page.getByLabel('Language').selectOption('id');
    await panel.getByRole('link', { name: `Kembali ke pinjaman #${open?.id}` }).click();
    await page.waitForURL(loanPage);
    await page.getByRole('textbox', { name: 'Jumlah pendanaan' }).waitFor();
    expect(await page.getByTestId('fund-closed').count()).toBe(0);
  }, 120_000);

  it('a borrower has no lender agreement to sign', async () => {
    await logIn(BORROWER);
    await page.goto(`${product.url}/signature`);
    await page.getByRole('heading', { level: 1, name: 'Tanda Tangan Digital' }).waitFor();
    await page.getByTestId('signature-state').waitFor();
    await page.getByRole('region', { name: 'Daftar penandatanganan dokumen' }).waitFor();
    expect(await page.getByRole('region', { name: 'Perjanjian pemberi dana' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tanda tangani perjanjian' }).count()).toBe(0);
  }, 60_000);
});
