// The psychometric survey in the browser: a signed-in lender finds it from the account page,
// answers the 11 FATCA and 6 risk-profile questions (the last one by keyboard), can submit only
// once every question is answered, confirms, sees the risk rating and the lock, and after a
// reload the survey is still shown locked. A borrower gets the questions of borrowing, keeps
// their answers across a reload, and nothing is sent until they confirm.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  borrowerRiskQuestions,
  fatcaQuestions,
  riskQuestions,
} from '../../machines/psychometric/psychometric.questions.ts';
import { launchBrowser, openLoginForm } from '../support/browser.ts';
import { makeUser } from '../support/profiles.ts';
import { DEMO_PASSWORD, startTestProduct, type TestProduct } from '../support/test-product.ts';

let product: TestProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startTestProduct(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await product?.close();
});

const LOCKED = 'Survei sudah dikirim dan tidak dapat diubah';

/**
 * Polls what the user sees. The full suite runs browser files side by side on a shared 2-core
 * machine, where a screen's first query can take longer than vitest's 1 s poll default.
 */
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });
const question = (page: Page, legend: string) =>
  page.getByRole('group', { name: legend, exact: true });

describe('psychometric survey in the browser', () => {
  it('a lender answers all 17 questions, submits once, and sees the locked survey', async () => {
    // A fresh lender: the demo users come with a submitted survey.
    const lender = await makeUser(product, { role: 'lender' });
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill(lender.email);
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/lender$/);

    // The account page reminds of the survey and links to it.
    await page.getByRole('link', { name: 'Akun Saya' }).click();
    await page.waitForURL(/\/account$/);
    await eventually(() => page.getByTestId('survey-reminder').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Isi survei' }).click();
    await page.waitForURL(/\/survey$/);

    const submit = page.getByRole('button', { name: 'Kirim Survei' });
    await eventually(() => submit.isVisible()).toBe(true);
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByTestId('survey-remaining').innerText()).toBe(
      'Pertanyaan belum dijawab: 17',
    );

    for (const fatca of fatcaQuestions) {
      await question(page, fatca.id).getByRole('radio', { name: 'Tidak' }).check();
    }
    // Options 2, 2, 2, 2, 2 and (below) 1 score 3 × 5 + 2 = 17: a medium risk profile.
    for (const risk of riskQuestions.slice(0, 5)) {
      const option = risk.options[2]?.id ?? '';
      await question(page, risk.question.id).getByRole('radio', { name: option }).check();
      expect(await submit.isDisabled()).toBe(true);
    }
    expect(await page.getByTestId('survey-remaining').innerText()).toBe(
      'Pertanyaan belum dijawab: 1',
    );

    // The last question by keyboard: Space picks the focused option, an arrow moves the choice.
    const last = riskQuestions[5];
    if (!last) throw new Error('six risk questions expected');
    const lastGroup = question(page, last.question.id);
    await lastGroup.getByRole('radio', { name: last.options[0]?.id ?? '' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await eventually(() =>
      lastGroup.getByRole('radio', { name: last.options[1]?.id ?? '' }).isChecked(),
    ).toBe(true);
    await eventually(() => submit.isDisabled()).toBe(false);

    await submit.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ya, kirim survei' }).click();
    await eventually(() => page.getByTestId('survey-locked').isVisible()).toBe(true);
    expect(await page.getByTestId('survey-locked').innerText()).toBe(LOCKED);
    expect(await page.getByTestId('survey-rating').innerText()).toBe('Menengah');
    expect(await page.getByRole('button', { name: 'Kirim Survei' }).count()).toBe(0);
    // The answers stay on screen, read-only.
    const firstRisk = question(page, riskQuestions[0]?.question.id ?? '');
    const chosen = firstRisk.getByRole('radio', { name: riskQuestions[0]?.options[2]?.id ?? '' });
    expect(await chosen.isChecked()).toBe(true);
    expect(await chosen.isDisabled()).toBe(true);

    // After a reload the survey is still locked, with its rating.
    await page.reload();
    await eventually(() => page.getByTestId('survey-locked').isVisible()).toBe(true);
    expect(await page.getByTestId('survey-rating').innerText()).toBe('Menengah');
    expect(
      await question(page, fatcaQuestions[0]?.id ?? '')
        .getByRole('radio', { name: 'Tidak' })
        .isChecked(),
    ).toBe(true);

    // And the account page no longer reminds of it.
    await page.getByRole('link', { name: 'Kembali ke akun' }).click();
    await page.waitForURL(/\/account$/);
    await eventually(() => page.getByTestId('survey-status').textContent()).toBe(
      'Survei sudah dikirim',
    );
    expect(await page.getByTestId('survey-reminder').count()).toBe(0);
    // The context stays open: with the packaged single-process Chromium, closing it can end
    // the browser for the next test (afterAll closes the browser).
  });

  it('a borrower answers borrowing questions, keeps them across a reload, confirms to submit', async () => {
    const borrower = await makeUser(product, { role: 'borrower' });
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLoginForm(page, product.url);
    await page.getByLabel(/^Email( \*)?$/).fill(borrower.email);
    await page.getByLabel(/^Kata sandi( \*)?$/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await page.waitForURL(/\/borrower$/);
    await page.goto(`${product.url}/survey`);

    // The questions of borrowing, never the lender's.
    const purpose = borrowerRiskQuestions[0];
    if (!purpose) throw new Error('six risk questions expected');
    await eventually(() => question(page, purpose.question.id).isVisible()).toBe(true);
    expect(await page.getByText('Apa tujuan utama Anda memberi dana?').count()).toBe(0);
    expect(await page.getByText('Sebagai peminjam', { exact: false }).count()).toBe(1);

    // Half the answers, then a reload: they are still there.
    for (const fatca of fatcaQuestions) {
      await question(page, fatca.id).getByRole('radio', { name: 'Tidak' }).check();
    }
    const chosen = (risk: (typeof borrowerRiskQuestions)[number]) =>
      question(page, risk.question.id).getByRole('radio', { name: risk.options[0]?.id ?? '' });
    await chosen(purpose).check();
    await eventually(() => page.getByTestId('survey-remaining').innerText()).toBe(
      'Pertanyaan belum dijawab: 5',
    );
    await page.reload();
    await eventually(() => page.getByTestId('survey-draft-restored').isVisible()).toBe(true);
    expect(await chosen(purpose).isChecked()).toBe(true);
    expect(
      await question(page, fatcaQuestions[10]?.id ?? '')
        .getByRole('radio', { name: 'Tidak' })
        .isChecked(),
    ).toBe(true);
    expect(await page.getByTestId('survey-remaining').innerText()).toBe(
      'Pertanyaan belum dijawab: 5',
    );

    for (const risk of borrowerRiskQuestions.slice(1)) await chosen(risk).check();

    // The submit asks first; going back sends nothing.
    await page.getByRole('button', { name: 'Kirim Survei' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kirim survei sekarang?' });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await dialog.innerText()).toContain('tidak dapat diubah lagi');
    await dialog.getByRole('button', { name: 'Periksa lagi' }).click();
    await eventually(() => dialog.count()).toBe(0);
    const submitted = () =>
      product.db.query(
        'SELECT 1 FROM psychometric_surveys WHERE user_id = $1 AND submitted_at IS NOT NULL',
        [borrower.userId],
      );
    expect(await submitted()).toEqual([]);

    await page.getByRole('button', { name: 'Kirim Survei' }).click();
    await dialog.getByRole('button', { name: 'Ya, kirim survei' }).click();
    // The result where the borrower is looking: in view, with the focus on it.
    const result = page.getByTestId('survey-result');
    await eventually(() => result.isVisible()).toBe(true);
    expect(await result.innerText()).toContain('Survei terkirim — hasil Anda');
    expect(await page.getByTestId('survey-rating').innerText()).toBe('Rendah');
    await eventually(() => result.evaluate((element) => element === document.activeElement)).toBe(
      true,
    );
    expect(await submitted()).toHaveLength(1);
    // The draft is gone with the submission.
    expect(
      await page.evaluate(
        (id) => localStorage.getItem(`lumbung.survey-draft.${id}`),
        borrower.userId,
      ),
    ).toBeNull();
  }, 90_000);
});
