// The borrower signs the loan agreement in the browser (issue 18): a loan brought to
// DISBURSEMENT_READY through the product (funded by two lenders who sign their investment
// agreements with the built-in provider); the borrower presses 'Tanda tangani perjanjian
// pinjaman', lands on the provider's signing page, reads the document (downloaded from the page
// and read back: the loan agreement and the power of attorney, with the borrower's name and the
// amounts), asks for the one-time code, types a wrong one (told so), then the right one, and
// comes back with event=signing_complete: the completion dialog approves, the loan reads signed.
// Staff approve the disbursement and the borrower's loan shows 'Masa Pinjaman'. A second loan's
// agreement is declined: the page says so and the loan stays DISBURSEMENT_READY. The provider's
// activation link (its PSrE imitation) opens a page that activates the digital signature and
// says so.
import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_BYTES, uploadFile } from '../support/application.ts';
import { seriousViolations } from '../support/axe.ts';
import { holdBack, launchBrowser, openLoginForm } from '../support/browser.ts';
import {
  fund,
  loanOpenForFunding,
  type Staff,
  staffTokens,
  stageOf,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { codeIn, lastMessageTo } from '../support/outbox.ts';
import { uploadScan } from '../support/profiles.ts';
import { signWithLocalProvider } from '../support/signing.ts';
import {
  DEMO_PASSWORD,
  rest,
  startTestProduct,
  type TestProduct,
} from '../support/test-product.ts';

const BORROWER = 'borrower@lumbung.test';

let product: TestProduct;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let tokens: Staff;

beforeAll(async () => {
  // The provider's links and the return to the loan page on the origin the browser signs in on.
  [product, browser] = await Promise.all([
    startTestProduct({ ownPublicUrl: true }),
    launchBrowser(),
  ]);
  tokens = await staffTokens(product);
  context = await browser.newContext();
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/** A loan funded half by each of two lenders, who sign their agreements: DISBURSEMENT_READY. */
async function readyLoan(value: string): Promise<number> {
  const lenders = await validatedLenders(product, 2, 10_000_000_000n);
  const loanId = await loanOpenForFunding(product, tokens, { value });
  const half = (Number(value) / 2).toFixed(0);
  for (const lender of lenders)
    expect((await fund(product, lender.token, loanId, half)).status).toBe(201);
  for (const lender of lenders as TestLender[])
    await signWithLocalProvider(product, lender, { loanid: loanId, amount: half });
  expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
  return loanId;
}

/** A PDF's text as a reader sees it (wrapped lines read as spaces). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function logInAsBorrower(): Promise<void> {
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(BORROWER);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/');
}

const status = () => page.getByTestId('borrower-loan-status');

/** From the loan page to the provider's signing page, by the borrower's button. */
async function goToSign(loanId: number): Promise<void> {
  await page.goto(`${product.url}/borrower/loans/${loanId}`);
  await expect.poll(() => status().textContent()).toContain('Dana siap dicairkan');
  await page.getByRole('button', { name: 'Tanda tangani perjanjian pinjaman' }).click();
  await page.waitForURL(/\/sign\/local\/[\w-]+$/);
  await page.getByRole('heading', { level: 1, name: 'Tanda Tangan Dokumen' }).waitFor();
  // The session saved before leaving (spec §3): the loan and where to come back to.
  const stored = await page.evaluate(() => localStorage.getItem('lumbung.disbursementSigning'));
  expect(JSON.parse(stored ?? 'null')).toEqual({
    loanId,
    returnAddress: `${product.url}/borrower/loans/${loanId}`,
  });
}

async function signingDocument(loanId: number) {
  const [row] = await product.db.query<{ machine_state: string }>(
    `SELECT machine_state FROM signing_documents WHERE kind = 'LOAN_AGREEMENT' AND loan_id = $1
      ORDER BY created_at DESC LIMIT 1`,
    [loanId],
  );
  return row?.machine_state ?? null;
}

describe("the borrower's disbursement signing in the browser", () => {
  it('signs with the one-time code, comes back approved, and after staff approve reads Masa Pinjaman', async () => {
    const loanId = await readyLoan('4000000');
    await logInAsBorrower();
    await goToSign(loanId);

    // The document: embedded, and to download — the one the borrower signs, read back: the loan
    // agreement and the power of attorney, naming the borrower and the amounts.
    await page.getByTitle(/^Dokumen: /).waitFor();
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Unduh dokumen (PDF)' }).click();
    const shown = await pdfText(await readFile((await (await downloading).path()) ?? ''));
    for (const seen of [
      'Perjanjian Pinjaman',
      `No. PP-${String(loanId).padStart(6, '0')}`,
      'Budi Santoso',
      'Rp 4.000.000',
      'Rp 3.960.000',
      'Surat Kuasa',
      `Pinjaman #${loanId} sebesar Rp 4.000.000`,
      'Penerima Dana dan Pemberi Kuasa',
      'Belum ditandatangani',
    ]) {
      expect(shown).toContain(seen);
    }
    await page.mouse.move(1, 1);
    expect({ where: 'signing page', axe: await seriousViolations(page) }).toEqual({
      where: 'signing page',
      axe: [],
    });

    await page.getByRole('button', { name: /^Kirim kode ke email / }).click();
    await page.getByText(/^Kode dikirim ke email /).waitFor();
    const code = codeIn((await lastMessageTo(product.db, BORROWER)).body);
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code is told, with the attempts left; the session goes on.
    const codeField = page.getByLabel('Kode 6 digit');
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await codeField.press('Enter');
    await page.getByText('Kode salah. Sisa 4 kali percobaan.').waitFor();
    expect(await signingDocument(loanId)).not.toBe('completed');

    await codeField.fill(code);
    await page.getByRole('button', { name: 'Tanda tangani', exact: true }).click();

    // Back on the loan page: the completion dialog approved, the event is gone from the address.
    await page.waitForURL(new RegExp(`/borrower/loans/${loanId}$`), { timeout: 30_000 });
    await page.getByText('Sukses menyetujui disbursement').waitFor();
    await expect
      .poll(() => status().textContent())
      .toContain('Anda sudah menandatangani perjanjian');
    // The loan's actions arrive with their own read: the sign button goes once they do.
    await expect
      .poll(() => page.getByRole('button', { name: 'Tanda tangani perjanjian pinjaman' }).count())
      .toBe(0);
    expect(new URL(page.url()).search).toBe('');
    expect(
      await page.evaluate(() => localStorage.getItem('lumbung.disbursementSigning')),
    ).toBeNull();
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY_BORROWER');
    expect(await signingDocument(loanId)).toBe('completed');

    // A reload does not approve again (nothing to repeat), the loan reads the same.
    await page.reload();
    await expect
      .poll(() => status().textContent())
      .toContain('Anda sudah menandatangani perjanjian');
    expect(await page.getByText('Menyetujui disbursement...').count()).toBe(0);

    // Staff approve the disbursement; the built-in bank pays at once: the loan period begins.
    const approved = await rest(product, 'PUT', `/loan/disbursement/${loanId}/approve`, {
      token: tokens.admin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    await page.reload();
    await expect.poll(() => status().textContent()).toContain('Masa Pinjaman');
    expect(await status().textContent()).toContain('Masa pinjaman berjalan');
    expect((await stageOf(product, loanId))?.stage).toBe('LOAN_PERIOD');
  }, 120_000);

  it('declines: the page says so and the loan stays ready for disbursement', async () => {
    const loanId = await readyLoan('3000000');
    await logInAsBorrower();
    // The document held back, as on a slow connection: the page's buttons are where they will
    // stay when it arrives (its place is kept), so a press made at once lands where it was aimed.
    const releaseDocument = await holdBack(page, /\/api\/signing\/local\/[^/]+\/pdf$/);
    await goToSign(loanId);
    const decline = page.getByRole('button', { name: 'Tolak menandatangani' });
    const before = await decline.boundingBox();
    expect(before).not.toBeNull();
    releaseDocument();
    await page.getByTitle(/^Dokumen: /).waitFor();
    await page.getByRole('link', { name: 'Unduh dokumen (PDF)' }).waitFor();
    expect(await decline.boundingBox()).toEqual(before);
    await page.unroute(/\/api\/signing\/local\/[^/]+\/pdf$/);

    await decline.click();
    const dialog = page.getByRole('dialog', { name: 'Tolak menandatangani dokumen?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();

    await page.waitForURL(new RegExp(`/borrower/loans/${loanId}$`), { timeout: 30_000 });
    const notice = page.getByTestId('signing-return');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Anda menolak menandatangani dokumen');
    expect(await notice.textContent()).toContain('Status pinjaman tidak berubah');
    expect(await page.getByText('Menyetujui disbursement...').count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    // The document records the decline; the loan is as it was, and may be signed again.
    await expect.poll(() => signingDocument(loanId)).toBe('declined');
    expect((await stageOf(product, loanId))?.stage).toBe('DISBURSEMENT_READY');
    await expect.poll(() => status().textContent()).toContain('Dana siap dicairkan');
    await page.getByRole('button', { name: 'Tanda tangani perjanjian pinjaman' }).waitFor();

    // In English the same return reads in English.
    await page.evaluate(() => localStorage.setItem('lumbung.lang', 'en'));
    await page.goto(`${product.url}/borrower/loans/${loanId}?signingDocument=x&event=decline`);
    await page.getByTestId('signing-return').waitFor();
    expect(await page.getByTestId('signing-return').textContent()).toContain(
      'You declined to sign',
    );
    await page.evaluate(() => localStorage.setItem('lumbung.lang', 'id'));
  }, 120_000);

  it("activates a digital signature from the provider's e-mailed link", async () => {
    const [lender] = await validatedLenders(product, 1, 1_000_000n);
    if (!lender) throw new Error('no lender');
    // NIK 317101 150890 0002: born 15-08-1990, a man.
    const registered = await rest(product, 'POST', '/signing/registration', {
      token: lender.token,
      body: {
        nik: '3171011508900002',
        birthplace: 'Jakarta',
        birthdate: '15-08-1990',
        gender: 'MALE',
        address: 'Jl. Merdeka 2, Jakarta',
        ktpfile: await uploadFile(product, lender.token, PNG_BYTES, 'ktp.png'),
        selfiefile: await uploadScan(product, lender.token),
      },
    });
    expect(registered.body.data).toMatchObject({ state: 'awaitingActivation' });
    const mail = (await lastMessageTo(product.db, lender.email)).body;
    const link = /(http\S+\/sign\/local\/activate\?token=[\w-]+)/.exec(mail)?.[1] ?? '';
    expect(link.startsWith(`${product.url}/sign/local/activate?token=`)).toBe(true);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Aktivasi Tanda Tangan Digital' }).waitFor();
    await page.getByText('Tanda tangan digital Anda sudah aktif.', { exact: false }).waitFor();
    const state = await rest(product, 'GET', '/signing/registration', { token: lender.token });
    expect(state.body.data).toMatchObject({ state: 'active' });

    // The link is used once: opened again, it says so.
    await page.reload();
    await page.getByText('Tautan aktivasi ini tidak dikenal atau sudah dipakai.').waitFor();
  }, 90_000);
});
