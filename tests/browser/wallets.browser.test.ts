// Lender wallets in the browser: a lender reads how a VA and an RDL differ and agrees to the terms
// (the moment is stored with the request), asks for a virtual account from the lender home, staff
// check it against the lender's own data (identity, bank account, each validated, in words) and
// approve it after a confirmation, with a toast, and the lender then sees the account number;
// customer care records a company lender's RDL through the staff form (checked field by field),
// staff approve it, and the company lender — told how to reach customer care for its RDL — sees
// the account number and the CIF. A request whose answer from the bank never came is told as not
// answered yet (staff will ask again), not as failed: the bank may have opened the account.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { CUSTOMER_CARE } from '../../machines/shared/customer-care.ts';
import { seriousViolations } from '../support/axe.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { codesIn } from '../support/codes.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  // One page for the file: closing a context ends this single-process Chromium.
  const context = await browser.newContext();
  // A missing element fails within seconds, naming itself, rather than at the test's timeout.
  context.setDefaultTimeout(8000);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

/**
 * Signs in on the one page, as whoever is named. The Chromium used here shares localStorage
 * between browser contexts, so two people take turns on one page instead of a context each.
 */
async function logIn(page: Page, email: string, home: RegExp): Promise<void> {
  await page.goto(`${product.url}/`);
  await page.evaluate(() => localStorage.clear());
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(home);
}

async function storedNumbers(email: string) {
  const [row] = await product.db.query<{
    machine_state: string;
    machine_context: {
      accountNumber: string | null;
      cifNumber: string | null;
      consentedAt: string | null;
    };
  }>(
    `SELECT w.machine_state, w.machine_context FROM lender_wallets w
       JOIN users u ON u.id = w.lender_id WHERE u.email = $1`,
    [email],
  );
  return row ?? null;
}

const walletsTable = (page: Page) => page.getByRole('table', { name: 'Dompet pemberi dana' });

describe('lender wallets in the browser', () => {
  it('a lender asks for a VA, staff approve, the lender sees the account number', async () => {
    await logIn(page, 'lender@lumbung.test', /\/lender$/);
    await page.getByRole('link', { name: 'Dompet dan rekening' }).click();
    await page.waitForURL(/\/lender\/wallet$/);
    await expect
      .poll(() => page.getByTestId('wallet-state').textContent())
      .toBe('Belum ada pengajuan rekening');
    // VA and RDL explained before the request; a request asks for consent first.
    expect(await page.getByRole('heading', { name: 'VA atau RDL?' }).isVisible()).toBe(true);
    expect(await page.getByTestId('wallet-explain-VA').innerText()).toContain(
      'rekening penampungan Lumbung',
    );
    expect(await page.getByTestId('wallet-explain-RDL').innerText()).toContain(
      'verifikasi wajah (KYC)',
    );
    expect(await page.getByTestId('customer-care').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ajukan Virtual Account' }).click();
    await expect
      .poll(() => page.getByText('Centang persetujuan ini sebelum mengajukan rekening').isVisible())
      .toBe(true);
    expect(await storedNumbers('lender@lumbung.test')).toBeNull();
    await page.getByLabel(/Saya telah membaca perbedaan VA dan RDL/).check();
    const asked = new Date();
    await page.getByRole('button', { name: 'Ajukan Virtual Account' }).click();
    await expect
      .poll(() => page.getByTestId('wallet-state').textContent())
      .toBe('Menunggu Persetujuan Admin');
    // The bank opened it, but the number is not shown before approval.
    expect(await page.getByText('Muncul setelah disetujui admin').count()).toBe(1);
    expect(await page.getByTestId('wallet-account-number').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ajukan Virtual Account' }).count()).toBe(0);
    const stored = await storedNumbers('lender@lumbung.test');
    const vaNumber = stored?.machine_context.accountNumber ?? '';
    expect(vaNumber).toMatch(/^\d{16}$/);
    // The consent is stored with the request, timed by the product's clock.
    const consentedAt = new Date(stored?.machine_context.consentedAt ?? 0).getTime();
    expect(Math.abs(consentedAt - asked.getTime())).toBeLessThan(60_000);
    expect(await page.getByTestId('wallet-consented').textContent()).toMatch(
      /^Anda menyetujui ketentuan rekening pada \d{2}-\d{2}-\d{4} \d{2}:\d{2} WIB$/,
    );

    await logIn(page, 'admin@lumbung.test', /\/staff$/);
    await page
      .getByRole('navigation', { name: 'Navigasi staf' })
      .getByRole('link', { name: 'Dompet Pemberi Dana' })
      .click();
    await page.waitForURL(/\/staff\/wallets$/);
    const row = page.getByTestId('wallet-row-lender@lumbung.test');
    await expect
      .poll(() => row.getByTestId('wallet-row-state').textContent())
      .toBe('Menunggu Persetujuan Admin');
    expect(await row.getByText(`${vaNumber} (periksa)`).count()).toBe(1);
    // By keyboard: focus the check button and press Enter.
    await row.getByRole('button', { name: 'Periksa dan setujui dompet Siti Rahmawati' }).focus();
    await page.keyboard.press('Enter');
    const review = page.getByRole('dialog', { name: 'Periksa dompet Siti Rahmawati' });
    const lenderData = review.getByTestId('wallet-lender-data');
    await expect.poll(() => lenderData.getByText('3171015204880002').isVisible()).toBe(true);
    // The lender's identity and bank data, validated, in words, beside the bank's numbers.
    const lenderText = (await lenderData.textContent()) ?? '';
    for (const words of ['Siti Rahmawati', 'Perempuan', 'Kawin', 'Gambir', 'Tervalidasi']) {
      expect(lenderText).toContain(words);
    }
    expect(lenderText).toContain('Bank Negara Indonesia (BNI)');
    expect(lenderText).toContain('0123456789');
    // The tax withheld from her interest (she set nothing: resident).
    expect(await lenderData.getByTestId('wallet-tax-status').textContent()).toBe('PPh 23 15%');
    const idCard = lenderData.getByRole('img', { name: 'Foto KTP Siti Rahmawati' });
    await expect.poll(() => idCard.isVisible()).toBe(true);
    const bankData = review.getByTestId('wallet-bank-data');
    expect(await bankData.innerText()).toContain(vaNumber);
    expect(await bankData.innerText()).toContain('Bank Negara Indonesia (BNI)');
    expect(await bankData.innerText()).toContain('Virtual Account (VA)');
    expect(await bankData.innerText()).toMatch(/Persetujuan pemberi dana\s+\d{2}-\d{2}-\d{4}/);
    expect(codesIn(await review.innerText())).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);

    // Approving asks first.
    await review.getByRole('button', { name: 'Setujui' }).click();
    const confirm = page.getByRole('dialog', { name: 'Setujui dompet Siti Rahmawati?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    expect(await confirm.innerText()).toContain(vaNumber);
    expect((await storedNumbers('lender@lumbung.test'))?.machine_state).toBe('awaitingApproval');
    await confirm.getByRole('button', { name: 'Setujui' }).click();
    await expect
      .poll(() => page.getByText('Dompet Siti Rahmawati disetujui').isVisible())
      .toBe(true);
    await expect.poll(() => review.count()).toBe(0);
    await expect.poll(() => row.getByTestId('wallet-row-state').textContent()).toBe('Disetujui');
    expect((await storedNumbers('lender@lumbung.test'))?.machine_state).toBe('approved');

    await logIn(page, 'lender@lumbung.test', /\/lender$/);
    await page.goto(`${product.url}/lender/wallet`);
    await expect.poll(() => page.getByTestId('wallet-state').textContent()).toBe('Disetujui');
    expect(await page.getByTestId('wallet-account-number').textContent()).toBe(vaNumber);
  });

  it("customer care records a company's RDL; after approval the lender sees it and the CIF", async () => {
    await logIn(page, 'lender.company@lumbung.test', /\/lender$/);
    await page.goto(`${product.url}/lender/wallet`);
    await expect
      .poll(() => page.getByTestId('wallet-state').textContent())
      .toBe('Belum ada pengajuan rekening');
    // A company asks for its RDL through customer care: the button is not offered, and why,
    // with the contact.
    const care = page.getByTestId('customer-care');
    await expect.poll(() => care.isVisible()).toBe(true);
    expect(await care.innerText()).toContain(CUSTOMER_CARE.email);
    expect(await care.innerText()).toContain(CUSTOMER_CARE.phone);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await care.getByRole('link', { name: CUSTOMER_CARE.email }).getAttribute('href')).toBe(
      `mailto:${CUSTOMER_CARE.email}`,
    );
    expect(await page.getByRole('button', { name: 'Ajukan Rekening RDL' }).count()).toBe(0);
    expect(
      await page
        .getByText('RDL perusahaan hanya dapat dibuat melalui layanan pelanggan', { exact: false })
        .count(),
    ).toBe(1);

    await logIn(page, 'admin@lumbung.test', /\/staff$/);
    await page.goto(`${product.url}/staff/wallets`);
    const row = page.getByTestId('wallet-row-lender.company@lumbung.test');
    await row
      .getByRole('button', { name: 'Catat RDL perusahaan untuk CV Modal Nusantara' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'RDL perusahaan: CV Modal Nusantara' });
    const account = dialog.getByLabel(/^Nomor rekening RDL/);
    const cif = dialog.getByLabel(/^Nomor CIF/);
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog.getByText('wajib diisi').count()).toBe(2);
    await account.fill('0115476117');
    await cif.fill('91A0234');
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect.poll(() => dialog.getByText('Hanya angka').count()).toBe(1);
    // Digits, but too short for a CIF: the machine's rule, answered beside the field.
    await cif.fill('91');
    await cif.press('Enter');
    await expect.poll(() => dialog.getByText('Nomor CIF tidak valid').count()).toBe(1);
    expect(await storedNumbers('lender.company@lumbung.test')).toBeNull();
    await cif.fill('9100234');
    await cif.press('Enter');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect
      .poll(() => row.getByTestId('wallet-row-state').textContent())
      .toBe('Menunggu Persetujuan Admin');
    expect(await row.getByText('9100234 (periksa)').count()).toBe(1);
    expect((await storedNumbers('lender.company@lumbung.test'))?.machine_context).toMatchObject({
      accountNumber: '0115476117',
      cifNumber: '9100234',
    });

    // Not yet visible to the lender.
    await logIn(page, 'lender.company@lumbung.test', /\/lender$/);
    await page.goto(`${product.url}/lender/wallet`);
    await expect
      .poll(() => page.getByTestId('wallet-state').textContent())
      .toBe('Menunggu Persetujuan Admin');
    expect(await page.getByTestId('wallet-cif-number').count()).toBe(0);

    await logIn(page, 'admin@lumbung.test', /\/staff$/);
    await page.goto(`${product.url}/staff/wallets`);
    await row
      .getByRole('button', { name: 'Periksa dan setujui dompet CV Modal Nusantara' })
      .click();
    const review = page.getByRole('dialog', { name: 'Periksa dompet CV Modal Nusantara' });
    await expect
      .poll(() => review.getByTestId('wallet-bank-data').innerText())
      .toContain('9100234');
    expect(await review.getByTestId('wallet-lender-data').innerText()).toContain('Data perusahaan');
    await review.getByRole('button', { name: 'Setujui' }).click();
    await page
      .getByRole('dialog', { name: 'Setujui dompet CV Modal Nusantara?' })
      .getByRole('button', { name: 'Setujui' })
      .click();
    await expect.poll(() => row.getByTestId('wallet-row-state').textContent()).toBe('Disetujui');
    expect(await walletsTable(page).count()).toBe(1);

    await logIn(page, 'lender.company@lumbung.test', /\/lender$/);
    await page.goto(`${product.url}/lender/wallet`);
    await expect.poll(() => page.getByTestId('wallet-state').textContent()).toBe('Disetujui');
    expect(await page.getByTestId('wallet-account-number').textContent()).toBe('0115476117');
    expect(await page.getByTestId('wallet-cif-number').textContent()).toBe('9100234');
    expect(await page.getByText('Rekening Dana Lender (RDL)').count()).toBe(1);
  });
});

describe('a wallet request whose answer from the bank never came', () => {
  let lossy: TestProduct;
  beforeAll(async () => {
    // The bank opens the first VA asked for, and its answer is lost on the way back (a 504).
    let lost = false;
    lossy = await startTestProduct({
      bank: localPartnerBank({
        loseAnswer: (sent) => {
          if (sent.call !== 'createVirtualAccount' || lost) return null;
          lost = true;
          return 'HTTP_504';
        },
      }),
    });
  });
  afterAll(async () => {
    await lossy?.close();
  });

  it('is told as not answered yet, staff to ask again, not as failed', async () => {
    await page.goto(`${lossy.url}/`);
    await page.evaluate(() => localStorage.clear());
    await openLoginForm(page, lossy.url);
    await page.getByLabel(/^Email( \*)?$/).fill('lender@lumbung.test');
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/lender$/);
    await page.goto(`${lossy.url}/lender/wallet`);
    await page.getByLabel(/Saya telah membaca perbedaan VA dan RDL/).check();
    await page.getByRole('button', { name: 'Ajukan Virtual Account' }).click();
    const unanswered = page.getByTestId('wallet-bank-unanswered');
    await expect
      .poll(() => unanswered.textContent())
      .toBe(
        'Bank belum menjawab pembuatan virtual account Anda; petugas kami akan menanyakannya lagi',
      );
    expect(await unanswered.getAttribute('role')).toBe('status');
    expect(await page.getByTestId('wallet-bank-failed').count()).toBe(0);
    expect(await page.getByText(/gagal/).count()).toBe(0);
    // What the product holds: the request waits at the failed step with the gateway's code.
    const [wallet] = await lossy.db.query<{ state: string; code: string }>(
      `SELECT w.machine_state AS state, w.machine_context ->> 'bankResponseCode' AS code
         FROM lender_wallets w JOIN users u ON u.id = w.lender_id WHERE u.email = $1`,
      ['lender@lumbung.test'],
    );
    expect(wallet).toEqual({ state: 'bankFailed', code: 'HTTP_504' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
