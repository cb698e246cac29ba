// The browser tier: the real web client in the Chromium the browser tests use, each person signed
// in on a page of their own (Indonesian, the default). Staff's steps are the buttons of the staff
// loan screen's actions and their dialogs, and a reported payment's review on the payments screen;
// the borrower's steps the buttons of their loan screen (the agreement signed on the built-in
// provider's page it leads to, with the code e-mailed) and the report form of their bill's page;
// the lender's funding the form on the loan's marketplace page.
// What the product reports is read on the staff loan screen as the credit officer sees it: the
// stage label ("Tahap") and the action buttons offered. The steps no screen takes yet through
// qa:paths are named (cannot) and reported as missing at this tier.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../api/db/seed-demo.ts';
import { paymentRejectionTexts } from '../../machines/installment/installment.labels.ts';
import { stageLabels } from '../../machines/loan/loan.labels.ts';
import { stageOfSubmission } from '../../machines/loan/loan.status-labels.ts';
import type { LoanEvent } from '../../machines/loan/loan.types.ts';
import { PNG_BYTES } from '../../tests/support/application.ts';
import { launchBrowser, openLoginForm } from '../../tests/support/browser.ts';
import { borrower, creditOfficer } from '../../tests/support/loan-paths.ts';
import { codeIn, lastMessageTo } from '../../tests/support/outbox.ts';
import { id as words } from '../../web/src/locales/id.ts';
import { check, installments, paymentUnderReview, type Session } from '../session.ts';
import type { Observation, TierDriver } from './tier.ts';

/** The staff screen's action buttons (web/src/features/staff-loan/staff-actions.ts), in words. */
const STAFF_BUTTONS = words.actions as Record<string, string>;
const STAFF_SHOWN = new Set(Object.keys(STAFF_BUTTONS));

/** What each step is on screen: whose page, the button, the dialog and what it asks. */
const STAFF_STEPS: Partial<Record<LoanEvent['type'], string>> = {
  'bail.approve': 'approveBail',
  'loan.approveCredit': 'approveCredit',
  'loan.approveDirector': 'approveDirector',
  'offer.set': 'setOffer',
  'loan.approve': 'approve',
  'funding.open': 'openFunding',
  'loan.reject': 'reject',
  'loan.cancel': 'cancel',
  'loan.close': 'close',
  'disbursement.approve': 'approveDisbursement',
};
/** Staff's edit while reviewing: the borrower's data saved again on the loan tab. */
const STAFF_EDIT = 'application.staffEdit';
/** Staff's review of a reported payment: the payments screen's row buttons. */
const PAYMENT_REVIEW_STEPS: ReadonlySet<string> = new Set([
  'repayment.confirm',
  'repayment.reject',
]);
const BORROWER_STEPS: ReadonlySet<string> = new Set([
  'loan.submit',
  'offer.accept',
  'offer.decline',
  'loan.cancel',
  'disbursement.sign',
  'repayment.submit',
  'application.edit',
]);

const POLL_MS = 15_000;

async function eventually(what: string, read: () => Promise<boolean>) {
  const until = Date.now() + POLL_MS;
  while (Date.now() < until) {
    if (await read().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  check(false, `the screen never showed ${what}`);
}

function cannot(event: LoanEvent): string | null {
  const role = event.actor.role;
  if (
    role === 'admin' &&
    (STAFF_STEPS[event.type] || PAYMENT_REVIEW_STEPS.has(event.type) || event.type === STAFF_EDIT)
  )
    return null;
  if (role === 'lender' && event.type === 'loan.fund') return null;
  if (event.actor.userId === borrower.userId && BORROWER_STEPS.has(event.type)) return null;
  const who = role === 'admin' ? 'staff' : role === 'lender' ? 'the lender' : 'the borrower';
  return `the browser tier does not drive ${who}'s ${event.type} through the web client yet`;
}

/** The browser tier's abilities, without a browser (coverage planning). */
export const browserAbilities: Pick<TierDriver, 'tier' | 'cannot'> = { tier: 'browser', cannot };

export async function browserTier(session: Session, screenshots: string): Promise<TierDriver> {
  const browser: Browser = await launchBrowser();
  // One page: the packaged single-process Chromium shares a session between contexts, so a
  // person change is a log-out and a log-in on the same page.
  const page: Page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(POLL_MS);
  let signedIn: { actor: string; at: number } | null = null;
  let current: Page | null = null;

  /** The page, signed in as this person (again when the product's clock moved since). */
  async function pageOf(actor: string): Promise<Page> {
    const clock = session.product.clock.now.getTime();
    if (signedIn?.actor === actor && signedIn.at === clock) return page;
    await openLoginForm(page, session.product.url);
    await page.getByLabel('Email').fill(session.accounts[actor] ?? '');
    await page.getByLabel('Kata sandi').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL((url) => url.pathname !== '/');
    signedIn = { actor, at: clock };
    return page;
  }

  async function open(actor: string, path: string): Promise<Page> {
    const page = await pageOf(actor);
    current = page;
    await page.goto(`${session.product.url}${path}`);
    return page;
  }

  const actions = (page: Page) => page.getByRole('region', { name: words.staffLoan.actions });

  async function staffStep(event: LoanEvent, id: number) {
    const action = STAFF_STEPS[event.type] ?? '';
    const page = await open(event.actor.userId, `/staff/loans/${id}`);
    const button = actions(page).getByRole('button', { name: STAFF_BUTTONS[action], exact: true });
    await eventually(`the ${STAFF_BUTTONS[action]} button`, () => button.isVisible());
    await button.click();
    const dialogs = words.dialogs as unknown as Record<string, { title: string; confirm?: string }>;
    switch (event.type) {
      case 'loan.approveCredit': {
        const dialog = page.getByRole('dialog', { name: dialogs.approveCredit?.title });
        await dialog.getByRole('button', { name: dialogs.approveCredit?.confirm }).click();
        await dialog.getByRole('radio', { name: 'Grade D · Menengah ke Tinggi' }).check();
        await dialog.getByRole('button', { name: dialogs.approveCredit?.confirm }).click();
        await eventually('the dialog closing', async () => !(await dialog.isVisible()));
        return;
      }
      case 'offer.set': {
        const dialog = page.getByRole('dialog', { name: STAFF_BUTTONS.setOffer });
        const terms = event.terms;
        await dialog
          .getByLabel('Bunga (% per tahun)')
          .fill(terms.interestPercent.replace('.', ','));
        await dialog.getByLabel('Jangka waktu (hari)').fill(String(terms.periodDays));
        await dialog.getByLabel('Mulai pendanaan').fill(terms.fundingStart);
        await dialog.getByLabel('Akhir pendanaan').fill(terms.fundingEnd);
        await dialog.getByRole('button', { name: 'Simpan Penawaran' }).click();
        await eventually('the offer dialog closing', async () => !(await dialog.isVisible()));
        return;
      }
      case 'loan.reject':
      case 'loan.cancel': {
        const key = event.type === 'loan.reject' ? 'reject' : 'cancel';
        const dialog = page.getByRole('dialog', { name: dialogs[key]?.title });
        await dialog.getByLabel(words.dialogs.reason).fill(event.reason);
        await dialog.getByRole('button', { name: dialogs[key]?.confirm, exact: true }).click();
        await eventually('the dialog closing', async () => !(await dialog.isVisible()));
        return;
      }
      default: {
        const dialog = page.getByRole('dialog').last();
        const key = action as keyof typeof dialogs;
        await dialog.getByRole('button', { name: dialogs[key]?.confirm, exact: true }).click();
        await eventually('the dialog closing', async () => !(await dialog.isVisible()));
      }
    }
  }

  async function borrowerStep(event: LoanEvent, id: number) {
    const page = await open(borrower.userId, `/borrower/loans/${id}`);
    switch (event.type) {
      case 'loan.submit': {
        // The form's steps up to the collateral, a photo of it (the form asks for one), step 4.
        const send = page.getByRole('button', { name: 'Kirim Pengajuan' });
        for (let step = 0; step < 3 && !(await send.isVisible()); step += 1) {
          await page.getByRole('button', { name: 'Lanjut' }).click();
          await page.waitForTimeout(300);
        }
        await eventually('the Kirim Pengajuan button', () => send.isVisible());
        await page
          .locator('input[type="file"]')
          .and(page.getByLabel('Unggah foto jaminan'))
          .setInputFiles({
            name: 'depan.png',
            mimeType: 'image/png',
            buffer: Buffer.from(PNG_BYTES),
          });
        await eventually(
          'the photo stored',
          async () =>
            (await page.getByRole('table', { name: 'Foto jaminan' }).getByRole('row').count()) ===
            2,
        );
        await send.click();
        await page
          .getByRole('dialog', { name: 'Periksa Pengajuan Anda' })
          .getByRole('button', { name: 'Ya, kirim pengajuan' })
          .click();
        await eventually('the submission confirmed', () =>
          page.getByText('Pengajuan berhasil dikirim dan sedang ditinjau.').isVisible(),
        );
        return;
      }
      case 'offer.accept': {
        await page.getByRole('button', { name: 'Terima Penawaran' }).click();
        const dialog = page.getByRole('dialog', { name: 'Terima Penawaran' });
        await dialog.getByRole('checkbox', { name: /menyetujui syarat penawaran/ }).check();
        await dialog.getByRole('button', { name: 'Terima', exact: true }).click();
        await eventually('the offer accepted', () =>
          page.getByText('Berhasil menerima penawaran').isVisible(),
        );
        return;
      }
      case 'offer.decline': {
        await page.getByRole('button', { name: 'Tolak Penawaran' }).click();
        const dialog = page.getByRole('dialog', { name: 'Tolak Penawaran' });
        await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
        await eventually('the offer declined', () =>
          page.getByText('Berhasil menolak penawaran').isVisible(),
        );
        return;
      }
      case 'loan.cancel': {
        await page.getByRole('button', { name: 'Batalkan Pengajuan' }).click();
        const dialog = page.getByRole('dialog', { name: 'Batalkan Pengajuan' });
        await dialog.getByLabel('Alasan').fill(event.type === 'loan.cancel' ? event.reason : '');
        await dialog.getByRole('button', { name: 'Ya, batalkan pengajuan' }).click();
        await eventually('the cancellation confirmed', () =>
          page.getByText('Berhasil membatalkan pinjaman').isVisible(),
        );
        return;
      }
      case 'application.edit': {
        // The form's borrower step, its data saved again as it stands.
        const save = page.getByRole('button', { name: words.loanApplication.saveBorrower });
        // The form opens where the borrower left it: on before the borrower step, back after it.
        const collateral = page.getByRole('button', { name: words.loanApplication.saveBail });
        for (let step = 0; step < 3 && !(await save.isVisible()); step += 1) {
          const after = await collateral.isVisible();
          await page
            .getByRole('button', { name: after ? 'Kembali' : 'Lanjut', exact: true })
            .click();
          await page.waitForTimeout(300);
        }
        await eventually('the Simpan Data Peminjam button', () => save.isVisible());
        await save.click();
        await eventually('the borrower data saved', () =>
          page.getByText(words.application.borrowerSaved).first().isVisible(),
        );
        return;
      }
      case 'disbursement.sign':
        await signAgreement(page, event.agreementSigned, id);
        return;
      case 'repayment.submit': {
        // The bill's transfer reported on the bill's page: the next bill's amount, no proof needed.
        await page.goto(`${session.product.url}/borrower/bills/${id}`);
        const due = (await installments(session, id)).find((i) => i.status !== 'PAID');
        check(due !== undefined, 'no bill to report a payment of');
        const amount = page.getByTestId('report-amount');
        await eventually('the report form', () => amount.isVisible());
        await amount.fill(String(Math.ceil(Number(due.payamount))));
        await page.getByRole('button', { name: words.repayment.reportSubmit }).click();
        await eventually('the payment reported', () =>
          page.getByText(words.repayment.reported).isVisible(),
        );
        return;
      }
      default:
        throw new Error(`no borrower screen step for ${event.type}`);
    }
  }

  /**
   * From the loan screen's 'Tanda tangani perjanjian pinjaman' to the built-in provider's page:
   * the one-time code sent to the borrower's e-mail and typed in, then signed (or declined), and
   * back on the loan screen with what the provider answered.
   */
  async function signAgreement(page: Page, agreementSigned: boolean, id: number) {
    const signButton = page.getByRole('button', { name: words.disbursementSigning.sign });
    await eventually('the Tanda tangani perjanjian pinjaman button', () => signButton.isVisible());
    await signButton.click();
    await page.waitForURL(/\/sign\/local\/[\w-]+$/);
    const back = new RegExp(`/borrower/loans/${id}$`);
    if (!agreementSigned) {
      await page.getByRole('button', { name: 'Tolak menandatangani' }).click();
      const dialog = page.getByRole('dialog', { name: 'Tolak menandatangani dokumen?' });
      await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
      await page.waitForURL(back, { timeout: 30_000 });
      await eventually('the decline told', () => page.getByTestId('signing-return').isVisible());
      return;
    }
    await page.getByRole('button', { name: /^Kirim kode ke email / }).click();
    await page.getByText(/^Kode dikirim ke email /).waitFor();
    const email = session.accounts[borrower.userId] ?? '';
    const code = codeIn((await lastMessageTo(session.product.db, email)).body);
    check(code !== '', 'no one-time code in the borrower’s e-mail');
    await page.getByLabel('Kode 6 digit').fill(code);
    await page.getByRole('button', { name: 'Tanda tangani', exact: true }).click();
    await page.waitForURL(back, { timeout: 30_000 });
    await eventually('the signing approved', () =>
      page.getByText('Sukses menyetujui disbursement').isVisible(),
    );
  }

  /** Staff save the borrower's data again, as it stands, on the loan tab of the staff screen. */
  async function staffEdit(event: LoanEvent, id: number) {
    const page = await open(event.actor.userId, `/staff/loans/${id}`);
    const save = page.getByRole('button', { name: words.staffLoanEdit.saveBorrower });
    await eventually('the Simpan Data Peminjam button', () => save.isVisible());
    await save.click();
    await eventually('the borrower data saved', () =>
      page.getByText(words.application.borrowerSaved).first().isVisible(),
    );
  }

  /** Staff review the reported payment on the payments screen: confirm it, or reject it. */
  async function paymentReview(session: Session, event: LoanEvent, id: number) {
    const paymentId = await paymentUnderReview(session, id);
    check(paymentId !== null, 'no payment waits for review');
    const page = await open(event.actor.userId, '/staff/payments');
    const row = page
      .getByRole('table', { name: 'Pembayaran untuk ditinjau' })
      .locator(`tr[data-payment-id="${paymentId}"]`);
    await eventually(`the payment ${paymentId} to review`, () => row.isVisible());
    if (event.type === 'repayment.confirm') {
      await row.getByRole('button', { name: /^Konfirmasi pembayaran/ }).click();
      // Konfirmasi asks first (the amount reported against what the installment owes).
      await page
        .getByRole('dialog', { name: /^Konfirmasi pembayaran/ })
        .getByRole('button', { name: 'Konfirmasi pembayaran', exact: true })
        .click();
    } else {
      await row.getByRole('button', { name: /^Tolak pembayaran/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Tolak Pembayaran' });
      await dialog.getByRole('radio', { name: paymentRejectionTexts.NOT_RECEIVED.id }).check();
      await dialog.getByRole('button', { name: 'Tolak', exact: true }).click();
      await eventually('the dialog closing', async () => !(await dialog.isVisible()));
    }
    await eventually('the payment reviewed', async () =>
      /dikonfirmasi|ditolak/.test((await page.getByTestId('payment-outcome').textContent()) ?? ''),
    );
  }

  /** The lender funds on the loan's page of the marketplace: the amount, then the confirmation. */
  async function lenderStep(event: LoanEvent, id: number) {
    if (event.type !== 'loan.fund') throw new Error(`no lender screen step for ${event.type}`);
    const page = await open(event.actor.userId, `/lender/loans/${id}`);
    const amount = page.getByLabel('Jumlah pendanaan');
    await eventually('the funding form', () => amount.isVisible());
    await amount.fill(String(Math.round(Number(event.amount))));
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Konfirmasi pendanaan' });
    await dialog.getByRole('button', { name: 'Ya, danai' }).click();
    await eventually('the funding confirmed', async () =>
      (await page.locator('.mantine-Notification-description').allTextContents()).some((text) =>
        text.includes('berhasil'),
      ),
    );
  }

  /** The stage label and the action buttons on the staff loan screen, once it has loaded. */
  async function readStaffScreen(actor: string, id: number) {
    const page = await open(actor, `/staff/loans/${id}`);
    const stage = page
      .locator('dt', { hasText: /^Tahap$/ })
      .locator('xpath=following-sibling::dd[1]');
    await eventually('the loan screen', () => stage.isVisible());
    // The actions panel shows buttons or says there is nothing to do.
    await eventually('the actions panel', async () => (await actions(page).count()) > 0);
    const label = (await stage.textContent())?.trim() ?? '';
    const shown = (await actions(page).getByRole('button').allTextContents())
      .map((text) => text.trim())
      .filter((text) => text !== words.staffLoan.whyUnavailable);
    const byText = new Map(Object.entries(STAFF_BUTTONS).map(([action, text]) => [text, action]));
    return { label, offered: shown.map((text) => byText.get(text) ?? `?${text}`).sort() };
  }

  return {
    tier: 'browser',
    cannot,
    partnerPartOnScreen: new Set(['disbursement.sign']),
    async send(_session, event, id) {
      if (PAYMENT_REVIEW_STEPS.has(event.type)) await paymentReview(session, event, id);
      else if (event.type === STAFF_EDIT) await staffEdit(event, id);
      else if (event.actor.role === 'admin') await staffStep(event, id);
      else if (event.actor.role === 'lender') await lenderStep(event, id);
      else await borrowerStep(event, id);
    },
    async observe(_session, id): Promise<Observation> {
      const offered: Record<string, string[]> = {};
      let stage = '';
      // As the credit officer: the director's own action is checked by taking it on their screen.
      for (const viewer of [creditOfficer.userId]) {
        const screen = await readStaffScreen(viewer, id);
        stage = screen.label;
        offered[viewer] = screen.offered;
      }
      return { stage, offered };
    },
    expectedStage(code) {
      const stage = stageOfSubmission(code);
      const label = stage ? stageLabels[stage].id : code;
      return label.replace('{provider}', 'Pembiayaan Properti (KPR)');
    },
    shown: (viewer) => (viewer === creditOfficer.userId ? STAFF_SHOWN : null),
    async screenshot(name) {
      if (!current) return null;
      mkdirSync(screenshots, { recursive: true });
      const file = `${name.replace(/[^\w.-]+/g, '_')}.png`;
      await current.screenshot({ path: join(screenshots, file), fullPage: true }).catch(() => null);
      return join('screenshots', file);
    },
    close: () => browser.close(),
  };
}
