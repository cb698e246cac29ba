// Auto-lend in the browser (issue 21), in Indonesian then English: from the lender menu she opens
// "Pendanaan Otomatis", sets a rule by keyboard, is told to accept the standing authorisation
// first, accepts it and enables the rule (the database holds the rule and the accepted text);
// pauses and resumes it; edits it (a refused term shows under its field, then a product chosen
// from the list by keyboard and a new balance to keep are saved); on a new loan in its preview
// window she reads when auto-lend allocates, opts her rule out, back in and out again; when the
// window ends she reads that auto-lend skipped the loan and why, and that it funded another, whose
// loan page says her piece is covered by her auto-lend authorisation instead of offering a
// signature — then the same pages in English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutoLend } from '../../api/auto-lend/run-auto-lend.ts';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import {
  loanOpenForFunding,
  staffTokens,
  type TestLender,
  validatedLenders,
} from '../support/funding.ts';
import { startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
  const context = await browser.newContext();
  context.setDefaultTimeout(8000);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const pass = (previewMinutes = 180) =>
  runAutoLend({
    db: product.db,
    now: () => product.clock.now,
    autoLend: { previewMinutes, reservePercent: 20 },
  });

async function logIn(email: string) {
  await openLoginForm(page, product.url);
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL(/\/lender$/);
}

describe('auto-lend in the browser', () => {
  it('a lender enables a rule with the authorisation, pauses it, opts a loan out and reads what it did', async () => {
    // The demo's open loans are auto-lent (to no rule) before she starts.
    await pass();
    product.clock.now = new Date(product.clock.now.getTime() + 180 * 60_000);
    await pass();
    const [lender] = (await validatedLenders(product, 1, 20_000_000_00n)) as TestLender[];
    if (!lender) throw new Error('no lender');
    await logIn(lender.email);

    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Pendanaan Otomatis' })
      .first()
      .click();
    await page.waitForURL(/\/lender\/auto-lend$/);
    await eventually(() => page.getByText('Belum ada aturan.').isVisible()).toBe(true);

    // Grade C added with the keyboard (A and B are ticked already), the amount typed.
    await page.getByRole('checkbox', { name: 'C', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Jumlah per pinjaman (Rp)').fill('1500000');
    await page.getByRole('button', { name: 'Aktifkan pendanaan otomatis' }).click();
    await eventually(() =>
      page.getByText('Setujui kuasa pendanaan otomatis untuk mengaktifkan').isVisible(),
    ).toBe(true);
    // The refused submit takes the keyboard to its first invalid field, the unticked consent.
    await eventually(() =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement | null;
        return `${active?.type} ${active?.labels?.[0]?.textContent}`;
      }),
    ).toMatch(/^checkbox .*menyetujui kuasa pendanaan otomatis/);
    expect(
      (
        await product.db.query('SELECT 1 FROM auto_lend_rules WHERE lender_id = $1', [
          lender.userId,
        ])
      ).length,
    ).toBe(0);
    await expect(page.getByText(/saya memberi kuasa kepada Lumbung/).isVisible()).resolves.toBe(
      true,
    );
    await page.getByRole('checkbox', { name: /menyetujui kuasa pendanaan otomatis/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Aktifkan pendanaan otomatis' }).focus();
    await page.keyboard.press('Enter');
    const [rule] = await (async () => {
      await eventually(
        async () =>
          (
            await product.db.query('SELECT 1 FROM auto_lend_rules WHERE lender_id = $1', [
              lender.userId,
            ])
          ).length,
      ).toBe(1);
      return product.db.query<{ id: string; state: string }>(
        'SELECT id::text AS id, machine_state AS state FROM auto_lend_rules WHERE lender_id = $1',
        [lender.userId],
      );
    })();
    expect(rule?.state).toBe('enabled');
    const [accepted] = await product.db.query<{ text_id: string }>(
      'SELECT text_id FROM auto_lend_authorisations WHERE lender_id = $1',
      [lender.userId],
    );
    expect(accepted?.text_id).toContain('memberi kuasa kepada Lumbung');
    const card = page.getByTestId(`auto-lend-rule-${rule?.id}`);
    await eventually(() => card.getByText('Aktif').isVisible()).toBe(true);
    await expect(card.textContent()).resolves.toContain('Grade A, B, C');

    await card.getByRole('button', { name: 'Jeda' }).click();
    await eventually(() => card.getByText('Dijeda').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Lanjutkan' }).click();
    await eventually(() => card.getByText('Aktif').isVisible()).toBe(true);

    // Edit: the same form, prefilled; a maximum term under the minimum is refused by field.
    await card.getByRole('button', { name: 'Ubah' }).focus();
    await page.keyboard.press('Enter');
    const form = card.getByRole('form', { name: `Ubah aturan #${rule?.id}` });
    await eventually(() => form.getByLabel('Jumlah per pinjaman (Rp)').inputValue()).toBe(
      '1500000',
    );
    await form.getByLabel('Tenor maksimum (hari)').fill('10');
    await form.getByRole('button', { name: 'Simpan perubahan' }).click();
    await eventually(() => form.getByText('Antara tenor minimum dan 3600 hari').isVisible()).toBe(
      true,
    );
    const settingsOf = async () =>
      (
        await product.db.query<{
          s: { maxTermDays: number; productCodes: string[]; keepBalance: string };
        }>("SELECT machine_context -> 'settings' AS s FROM auto_lend_rules WHERE id = $1", [
          rule?.id,
        ])
      )[0]?.s;
    expect((await settingsOf())?.maxTermDays).toBe(360);
    await form.getByLabel('Tenor maksimum (hari)').fill('360');
    // The product from the list, by keyboard: typed, then chosen with Enter.
    await form.getByLabel('Kode produk').focus();
    await page.keyboard.type('Proyek');
    await page
      .getByRole('option', { name: /Proyek/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await form.getByLabel('Saldo yang disisihkan (Rp)').fill('1000000');
    await form.getByRole('button', { name: 'Simpan perubahan' }).focus();
    await page.keyboard.press('Enter');
    await eventually(async () => (await settingsOf())?.productCodes).toEqual(['PF']);
    expect(await settingsOf()).toMatchObject({ maxTermDays: 360, keepBalance: '1000000' });
    await eventually(() => card.getByRole('form').count()).toBe(0);
    await expect(
      card.getByTestId(`auto-lend-rule-${rule?.id}-summary`).textContent(),
    ).resolves.toContain('produk: PF');
    await expect(
      card.getByTestId(`auto-lend-rule-${rule?.id}-summary`).textContent(),
    ).resolves.toContain('saldo disisihkan Rp 1.000.000');

    // A new loan in its preview window: when auto-lend allocates, and opting the rule out.
    const tokens = await staffTokens(product);
    const skippedLoan = await loanOpenForFunding(product, tokens);
    await pass();
    await page.goto(`${product.url}/lender/loans/${skippedLoan}`);
    await eventually(() => page.getByTestId('auto-lend-at').textContent()).toContain(
      'Pendanaan otomatis akan dilakukan pada',
    );
    // The share set aside as the app writes percentages (the API's "20.00" read as "20").
    expect(await page.getByTestId('auto-lend-at').textContent()).toMatch(
      /; \d+(,\d+)?% pinjaman ini disisihkan/,
    );
    await page.getByRole('button', { name: `Kecualikan dari aturan #${rule?.id}` }).click();
    await eventually(() => page.getByText('Dikecualikan', { exact: true }).isVisible()).toBe(true);
    const optOuts = async () =>
      (await product.db.query('SELECT 1 FROM auto_lend_opt_outs WHERE loan_id = $1', [skippedLoan]))
        .length;
    expect(await optOuts()).toBe(1);
    // Changed her mind, by keyboard: back in, then out again.
    await page.getByRole('button', { name: `Ikutkan kembali aturan #${rule?.id}` }).focus();
    await page.keyboard.press('Enter');
    await eventually(() =>
      page.getByRole('button', { name: `Kecualikan dari aturan #${rule?.id}` }).isVisible(),
    ).toBe(true);
    expect(await optOuts()).toBe(0);
    await page.getByRole('button', { name: `Kecualikan dari aturan #${rule?.id}` }).click();
    await eventually(optOuts).toBe(1);

    // The window ends; another loan is allocated at once (no preview) and funded by the rule.
    product.clock.now = new Date(product.clock.now.getTime() + 180 * 60_000);
    await pass();
    const fundedLoan = await loanOpenForFunding(product, await staffTokens(product));
    await pass(0);
    await logIn(lender.email);
    await page.goto(`${product.url}/lender/auto-lend`);
    const activity = page.getByRole('region', { name: 'Yang dilakukan pendanaan otomatis' });
    await eventually(() => activity.getByText('Anda mengecualikan pinjaman ini').isVisible()).toBe(
      true,
    );
    await expect(activity.getByText('Dilewati').isVisible()).resolves.toBe(true);
    await expect(activity.getByText('Didanai').isVisible()).resolves.toBe(true);
    await expect(activity.getByText('Rp 1.500.000').isVisible()).resolves.toBe(true);
    await expect(activity.textContent()).resolves.toContain(`#${fundedLoan}`);

    // Her auto-funded piece needs no signature: the loan page says it is covered instead.
    await page.goto(`${product.url}/lender/loans/${fundedLoan}`);
    const agreements = page.getByTestId('investment-agreements');
    await eventually(() =>
      agreements.getByText('Dicakup oleh kuasa pendanaan otomatis Anda').isVisible(),
    ).toBe(true);
    await expect(
      agreements.getByRole('button', { name: 'Tanda tangani perjanjian' }).count(),
    ).resolves.toBe(0);
    await page.getByLabel('Bahasa').selectOption('en');
    await eventually(() =>
      agreements.getByText('Covered by your auto-lend authorisation').isVisible(),
    ).toBe(true);
    await page.getByLabel('Language').selectOption('id');
    await page.goto(`${product.url}/lender/auto-lend`);

    // In English.
    await page.getByLabel('Bahasa').selectOption('en');
    await eventually(() =>
      page.getByRole('heading', { name: 'Auto-lend', level: 1 }).isVisible(),
    ).toBe(true);
    const english = page.getByRole('region', { name: 'What auto-lend did' });
    await eventually(() => english.getByText('You opted this loan out').isVisible()).toBe(true);
    await expect(english.getByText('Skipped').isVisible()).resolves.toBe(true);
    await expect(english.getByText('Funded').isVisible()).resolves.toBe(true);
    await expect(page.getByText(/I authorise Lumbung/).isVisible()).resolves.toBe(true);
    await expect(card.getByText('Enabled').isVisible()).resolves.toBe(true);
    await card.getByRole('button', { name: 'Edit' }).click();
    const englishForm = card.getByRole('form', { name: `Edit rule #${rule?.id}` });
    await eventually(() => englishForm.getByLabel('Balance to keep (Rp)').inputValue()).toBe(
      '1000000',
    );
    await expect(englishForm.getByText('Project financing (PF)').isVisible()).resolves.toBe(true);
    await englishForm.getByLabel('Maximum term (days)').fill('10');
    await englishForm.getByRole('button', { name: 'Save changes' }).click();
    await eventually(() =>
      englishForm.getByText('From the minimum term up to 3600 days').isVisible(),
    ).toBe(true);
    await englishForm.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => card.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
  });
});
