// @vitest-environment jsdom
// The lender's fund form (FundForm.tsx) in its states: open with the minimum and the remaining
// need and the buttons that fill them; replaced by the loan machine's reason when funding is not
// open (with the way to the profile or the wallet); an amount the loan machine refuses (below
// the minimum, above the need or the active balance) said beside it before any confirmation;
// the confirmation with the amount and the active balance it leaves; the server's refusal beside
// the amount; and one idempotency key per confirmation, kept when the answer never arrived so a
// retry counts once; and whole rupiah only, as the API takes a funding: sen typed or pasted are
// refused in the field.
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writesSen } from '../../components/MoneyInput.tsx';
import type { LenderLoanPageFieldsFragment } from '../../generated/graphql.ts';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import {
  answer,
  createTestApollo,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import { FundForm } from './FundForm.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

type FundAction = LenderLoanPageFieldsFragment['fundAction'];

const OPEN: FundAction = {
  action: 'fund',
  allowed: true,
  reason: null,
};

const refused = (code: string, id: string, en: string): FundAction => ({
  action: 'fund',
  allowed: false,
  reason: { code, text: { id, en } },
});

/** A loan open for funding: Rp 10.000.000 needed, Rp 2.500.000 collected, minimum Rp 1.000.000. */
function makeLenderLoan(
  overrides: Partial<LenderLoanPageFieldsFragment> = {},
): LenderLoanPageFieldsFragment {
  return {
    id: '41',
    product: {
      id: '1',
      name: { id: 'Pembiayaan Proyek', en: 'Project financing' },
    },
    borrowerAlias: 'BS',
    grade: 'C',
    fundingStatus: 'PROCESS',
    fundingTarget: '10000000.00',
    fundsCollected: '2500000.00',
    remainingNeed: '7500000.00',
    fundedPercent: 25,
    interestPercent: '15.00',
    periodDays: 90,
    fundingEnd: '2026-06-30',
    daysLeft: 12,
    borrowerIsPersonal: true,
    purpose: 'Modal kerja',
    riskRating: 'MEDIUM',
    minimumFunding: '1000000.00',
    paymentType: 'INSTALLMENT',
    fundingStart: '2026-06-01',
    collateral: {
      type: 'RUMAH',
      typeLabel: { id: 'Rumah tinggal', en: 'House' },
      certificateType: 'SHM',
      estimatedValue: '20000000.00',
      surfaceArea: '120',
      buildingArea: '90',
      city: 'Bandung',
      province: 'Jawa Barat',
      insurance: true,
    },
    bailPhotos: [],
    myFundings: [],
    fundAction: OPEN,
    ...overrides,
  };
}

const balanceOf = (active: string) => ({
  myBalance: { __typename: 'WalletBalance', active, onHold: '0.00', total: active },
});

const BALANCE = balanceOf('79997100.00');

/** OJK's limits with this room left under the concentration share (no income limit). */
const roomOf = (room: string) => ({
  myFundingLimits: {
    __typename: 'LenderFundingLimits',
    lenderId: '5',
    category: 'NON_PROFESSIONAL',
    outstanding: '5000000.00',
    income: {
      __typename: 'LenderIncomeLimit',
      declarationNeeded: false,
      percent: null,
      limit: null,
      room: null,
    },
    concentration: { __typename: 'LenderConcentrationLimit', percent: '25', enforced: true, room },
    room,
  },
});

function fundAnswer(amount: string, active: string) {
  const loan = makeLenderLoan();
  return {
    fundLoan: {
      __typename: 'FundResult',
      funding: {
        __typename: 'Funding',
        id: '9',
        amount,
        status: 'HELD',
        createdAt: '2026-06-10T03:00:00.000Z',
      },
      loan,
      balance: { __typename: 'WalletBalance', active, onHold: amount, total: '79997100.00' },
      replayed: false,
    },
  };
}

function Harness({
  loan,
  refusals,
  agreementsToSign,
}: {
  loan: LenderLoanPageFieldsFragment;
  refusals: { count: number };
  agreementsToSign: boolean;
}) {
  const [amount, setAmount] = useState('');
  return (
    <>
      <output data-testid="typed">{amount}</output>
      <FundForm
        loan={loan}
        amount={amount}
        onAmountChange={setAmount}
        onRefused={() => {
          refusals.count += 1;
        }}
        agreementsToSign={agreementsToSign}
      />
    </>
  );
}

function renderForm(loan = makeLenderLoan(), { agreementsToSign = false } = {}) {
  const api = createTestApollo();
  const refusals = { count: 0 };
  renderInApp(<Harness loan={loan} refusals={refusals} agreementsToSign={agreementsToSign} />, {
    client: api.client,
    path: '/lender/loans/41',
  });
  return { ...api, refusals };
}

const user = () => userEvent.setup({ delay: null });
const amountField = () =>
  screen.getByRole<HTMLInputElement>('textbox', { name: 'Jumlah pendanaan' });
const named = (operations: ReturnType<typeof createTestApollo>['operations'], name: string) =>
  operations.filter((op) => op.operationName === name);

/** Types an amount, continues, and answers the balance the amount is checked against. */
async function continueWith(
  api: ReturnType<typeof renderForm>,
  typed: string | null,
  balance = BALANCE,
) {
  const u = user();
  if (typed !== null) {
    await u.clear(amountField());
    await u.type(amountField(), typed);
  }
  await u.click(screen.getByRole('button', { name: 'Lanjutkan' }));
  const pending = named(api.operations, 'FundingBalance').at(-1);
  await answer(() => pending?.succeed(balance));
  return u;
}

/** Types an amount, continues, and returns the confirmation that opens. */
async function confirmAmount(
  api: ReturnType<typeof renderForm>,
  typed: string | null,
  balance = BALANCE,
) {
  const u = await continueWith(api, typed, balance);
  const modal = screen.getByRole('dialog', { name: 'Konfirmasi pendanaan' });
  return { u, modal };
}

describe('the fund form while funding is open', () => {
  it('shows the minimum and the remaining need, and fills either from its button', async () => {
    renderForm();
    const field = amountField();
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.body.textContent).toContain(
      'Minimal Rp 1.000.000 · sisa kebutuhan Rp 7.500.000',
    );
    const continueButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Lanjutkan' });
    expect(continueButton.disabled).toBe(true);

    const u = user();
    await u.click(screen.getByRole('button', { name: 'Minimal Rp 1.000.000' }));
    expect(field.value).toBe('1.000.000');
    await u.click(screen.getByRole('button', { name: 'Seluruh sisa Rp 7.500.000' }));
    expect(field.value).toBe('7.500.000');
    expect(screen.getByTestId('typed').textContent).toBe('7500000');
    expect(continueButton.disabled).toBe(false);
  });

  it('offers as much as the balance covers when it is less than the remaining need', async () => {
    const api = renderForm();
    // The balance read with the form: Rp 3.000.000, less than the Rp 7.500.000 left.
    const read = named(api.operations, 'FundingBalance')[0];
    await answer(() => read?.succeed(balanceOf('3000000.00')));
    await user().click(
      screen.getByRole('button', { name: 'Sebanyak yang dapat Anda danai Rp 3.000.000' }),
    );
    expect(amountField().value).toBe('3.000.000');
    expect(screen.queryByRole('button', { name: /^Seluruh sisa/ })).toBeNull();
  });

  it('offers as much as the balance and OJK room cover after a funding, not before it', async () => {
    // A loan needing far more than she holds: Rp 100.000.000 left, her balance Rp 25.000.000.
    const api = renderForm(
      makeLenderLoan({
        fundingTarget: '100000000.00',
        fundsCollected: '0.00',
        remainingNeed: '100000000.00',
        fundedPercent: 0,
      }),
    );
    const most = (amount: string) =>
      screen.getByRole('button', { name: `Sebanyak yang dapat Anda danai ${amount}` });
    await answer(() =>
      named(api.operations, 'FundingBalance')[0]?.succeed(balanceOf('25000000.00')),
    );
    // Her OJK room read with the form, Rp 40.000.000: more than her balance.
    await answer(() => named(api.operations, 'FundRoom')[0]?.succeed(roomOf('40000000.00')));
    expect(most('Rp 25.000.000')).toBeTruthy();

    // She funds Rp 5.000.000; the answer says her balance is now Rp 20.000.000.
    const { u, modal } = await confirmAmount(api, '5000000', balanceOf('25000000.00'));
    await u.click(within(modal).getByRole('button', { name: 'Ya, danai' }));
    const roomReads = named(api.operations, 'FundRoom').length;
    await answer(() =>
      named(api.operations, 'FundLoan')[0]?.succeed(fundAnswer('5000000.00', '20000000.00')),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    // The quick amount is what she can fund now, with no reload.
    await u.click(most('Rp 20.000.000'));
    expect(amountField().value).toBe('20.000.000');
    expect(screen.queryByRole('button', { name: /Rp 25\.000\.000/ })).toBeNull();

    // Her OJK room is read again too: less room left, a smaller quick amount.
    const reread = named(api.operations, 'FundRoom');
    expect(reread.length).toBeGreaterThan(roomReads);
    await answer(() => reread.at(-1)?.succeed(roomOf('12000000.00')));
    expect(most('Rp 12.000.000')).toBeTruthy();
  });

  it('offers the whole last piece as the least when less than the minimum is left', async () => {
    renderForm(
      makeLenderLoan({
        fundsCollected: '9600000.00',
        remainingNeed: '400000.00',
        fundedPercent: 96,
      }),
    );
    await user().click(screen.getByRole('button', { name: 'Minimal Rp 400.000' }));
    expect(amountField().value).toBe('400.000');
  });
});

describe('whole rupiah only, as the API takes a funding', () => {
  const WHOLE = 'Jumlah dalam rupiah penuh, tanpa sen';

  it('reads sen written in the field: a decimal comma, a printed amount with sen', () => {
    expect(writesSen('100.000,')).toBe(true);
    expect(writesSen('Rp 1.500.000,50')).toBe(true);
    expect(writesSen('1,500,000.50')).toBe(true);
    // A printed amount without sen, thousands by ',' or '.', and the field's own digits.
    expect(writesSen('Rp 1.500.000,00')).toBe(false);
    expect(writesSen('1,500,000')).toBe(false);
    expect(writesSen('1.500.0005')).toBe(false);
  });

  it('refuses sen typed after a comma, says so beside the amount, and sends none', async () => {
    const api = renderForm();
    const u = user();
    await u.type(amountField(), '1000000,50');
    // Neither the comma nor its two digits: "1.000.000,50" typed is not Rp 100.000.050.
    expect(amountField().value).toBe('1.000.000');
    expect(screen.getByTestId('typed').textContent).toBe('1000000');
    const error = screen.getByText(WHOLE);
    expect(amountField().getAttribute('aria-invalid')).toBe('true');
    expect(amountField().getAttribute('aria-describedby')?.split(' ')).toContain(error.id);

    // The whole amount goes on as typed.
    const { modal } = await confirmAmount(api, null);
    expect(within(modal).getByTestId('confirm-amount').textContent).toBe('Rp 1.000.000');
    await u.click(within(modal).getByRole('button', { name: 'Ya, danai' }));
    expect(named(api.operations, 'FundLoan')[0]?.variables.amount).toBe('1000000');
  });

  it('digits typed after the sen are the amount again, and the words go', async () => {
    renderForm();
    const u = user();
    await u.type(amountField(), '1000000,50');
    await u.type(amountField(), '0');
    expect(amountField().value).toBe('10.000.000');
    expect(amountField().getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText(WHOLE)).toBeNull();
  });

  it('refuses a pasted amount with sen, and takes one printed without', async () => {
    renderForm();
    const u = user();
    await u.click(amountField());
    await u.paste('Rp 1.500.000,50');
    expect(amountField().value).toBe('');
    expect(screen.getByText(WHOLE)).toBeTruthy();
    await u.paste('Rp 1.500.000,00');
    expect(amountField().value).toBe('1.500.000');
    expect(screen.queryByText(WHOLE)).toBeNull();
  });
});

describe('an amount the loan machine refuses, said before any confirmation', () => {
  // The tester's loan: minimum Rp 100.000, plenty of need; the lender holds Rp 841.266.
  const smallMinimum = () => makeLenderLoan({ minimumFunding: '100000.00' });
  const BALANCE_841_266 = balanceOf('841266.00');

  it.each([
    ['below the minimum', smallMinimum(), '50000', 'Nilai pendanaan kurang dari pendanaan minimum'],
    ['above the active balance', smallMinimum(), '1000000', 'Saldo aktif tidak mencukupi'],
    ['above the need', makeLenderLoan(), '9000000', 'Nilai pendanaan melebihi kebutuhan pinjaman'],
  ])(
    "%s: the server's words beside the amount, no confirmation, nothing sent",
    async (_, loan, typed, words) => {
      const api = renderForm(loan);
      await continueWith(api, typed, BALANCE_841_266);
      expect(screen.queryByRole('dialog')).toBeNull();
      const field = amountField();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const error = screen.getByText(words);
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
      expect(named(api.operations, 'FundLoan')).toHaveLength(0);
      expect(api.refusals.count).toBe(0);
    },
  );

  it('names the wallet when the balance is short, and an amount it covers confirms and funds', async () => {
    const api = renderForm(smallMinimum());
    const u = await continueWith(api, '1000000', BALANCE_841_266);
    expect(screen.getByRole('link', { name: 'Isi saldo di Dompet' }).getAttribute('href')).toBe(
      '/lender/wallet',
    );
    // Changing the amount takes the words away.
    await u.clear(amountField());
    expect(screen.queryByText('Saldo aktif tidak mencukupi')).toBeNull();

    const { modal } = await confirmAmount(api, '800000', BALANCE_841_266);
    expect(within(modal).getByTestId('confirm-amount').textContent).toBe('Rp 800.000');
    expect(within(modal).getByTestId('confirm-balance-after').textContent).toBe('Rp 41.266');
    await u.click(within(modal).getByRole('button', { name: 'Ya, danai' }));
    const [sent] = named(api.operations, 'FundLoan');
    expect(sent?.variables.amount).toBe('800000');
    await answer(() => sent?.succeed(fundAnswer('800000.00', '41266.00')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([
      'Berhasil: Pendanaan Rp 800.000 berhasil. Saldo aktif Anda sekarang Rp 41.266.',
    ]);
  });

  it('says it in English on an English screen', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    const api = renderForm(smallMinimum());
    await act(() => i18n.changeLanguage('en'));
    const u = user();
    await u.type(screen.getByRole('textbox', { name: 'Funding amount' }), '50000');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await answer(() => named(api.operations, 'FundingBalance').at(-1)?.succeed(BALANCE));
    expect(screen.getByText('The funding amount is below the minimum funding')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the fund form when the loan machine says no', () => {
  // What the lender can do about each refusal: the words, and a link to where it is done.
  it.each([
    [
      'LENDER_NOT_VALIDATED',
      'Data Anda belum divalidasi staf',
      'Lengkapi data diri di Profil',
      '/profile',
    ],
    [
      'LENDER_AGREEMENT_NOT_SIGNED',
      'Tanda tangani perjanjian pemberi dana dahulu',
      'Tanda tangani perjanjian pemberi dana',
      // With the loan, to come back to it once signed.
      '/signature?loan=41',
    ],
    [
      'INSUFFICIENT_BALANCE',
      'Saldo aktif tidak mencukupi',
      'Isi saldo di Dompet',
      '/lender/wallet',
    ],
  ])('%s: says why in place of the form and links to where it is done', (code, why, link, href) => {
    renderForm(makeLenderLoan({ fundAction: refused(code, why, `${code} in English`) }));
    const closed = screen.getByTestId('fund-closed');
    expect(closed.textContent).toContain('Pendanaan belum dapat dilakukan');
    expect(closed.textContent).toContain(why);
    expect(within(closed).getByRole('link', { name: link }).getAttribute('href')).toBe(href);
    expect(screen.queryByRole('textbox', { name: 'Jumlah pendanaan' })).toBeNull();
  });

  it('says only why when there is nothing the lender can do (funding complete)', () => {
    renderForm(
      makeLenderLoan({
        fundAction: refused(
          'WRONG_STAGE',
          'Pendanaan terpenuhi; pencairan disiapkan otomatis',
          'Funding is complete; the disbursement is prepared automatically',
        ),
      }),
    );
    const closed = screen.getByTestId('fund-closed');
    expect(closed.textContent).toContain('Pendanaan terpenuhi; pencairan disiapkan otomatis');
    expect(within(closed).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('a fully funded loan', () => {
  // The machine, asked without an amount, refuses a loan whose need is met with EXCEEDS_NEED.
  const fullyFunded = () =>
    makeLenderLoan({
      fundsCollected: '10000000.00',
      remainingNeed: '0.00',
      fundedPercent: 100,
      fundAction: refused(
        'EXCEEDS_NEED',
        'Nilai pendanaan melebihi kebutuhan pinjaman',
        'The Value Of Funding Exceeds The Needs of Loans',
      ),
    });

  it('says only that it is fully funded, in no words of an error about an amount', () => {
    renderForm(fullyFunded());
    const closed = screen.getByTestId('fund-closed');
    expect(closed.textContent).toBe(
      'Pendanaan terpenuhiPinjaman ini sudah didanai penuh; tidak ada lagi yang dapat didanai.',
    );
    expect(closed.textContent).not.toContain('melebihi');
    expect(within(closed).queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Jumlah pendanaan' })).toBeNull();
  });

  it('says what comes next when she has an agreement to sign, in both languages', async () => {
    renderForm(fullyFunded(), { agreementsToSign: true });
    const closed = screen.getByTestId('fund-closed');
    expect(closed.textContent).toContain(
      'Pinjaman ini sudah didanai penuh; tidak ada lagi yang dapat didanai. Langkah berikutnya: tanda tangani perjanjian pendanaan Anda agar pinjaman dapat dicairkan.',
    );
    i18n.addResourceBundle('en', 'translation', en, true, false);
    await act(() => i18n.changeLanguage('en'));
    expect(closed.textContent).toBe(
      'Funding completeThis loan is fully funded; there is nothing left to fund. Next: sign your funding agreement so that the loan can be disbursed.',
    );
    expect(closed.textContent).not.toContain('Exceeds');
  });
});

describe('confirming a funding', () => {
  it('shows the amount and the active balance left, then funds with a fresh key and says so', async () => {
    const api = renderForm();
    const { u, modal } = await confirmAmount(api, '2000000');
    expect(within(modal).getByTestId('confirm-amount').textContent).toBe('Rp 2.000.000');
    expect(modal.textContent).toContain('Rp 79.997.100');
    expect(within(modal).getByTestId('confirm-balance-after').textContent).toBe('Rp 77.997.100');
    expect(named(api.operations, 'FundLoan')).toHaveLength(0);

    await u.click(within(modal).getByRole('button', { name: 'Ya, danai' }));
    const [sent] = named(api.operations, 'FundLoan');
    expect(sent?.variables).toMatchObject({ loanId: '41', amount: '2000000' });
    expect(sent?.variables.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(
      within(modal).getByRole<HTMLButtonElement>('button', { name: 'Mendanai...' }).disabled,
    ).toBe(true);

    await answer(() => sent?.succeed(fundAnswer('2000000.00', '77997100.00')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([
      'Berhasil: Pendanaan Rp 2.000.000 berhasil. Saldo aktif Anda sekarang Rp 77.997.100.',
    ]);
    expect(amountField().value).toBe('');

    // The next confirmation is another funding: another key.
    const { modal: again } = await confirmAmount(api, '2000000');
    await user().click(within(again).getByRole('button', { name: 'Ya, danai' }));
    const [, second] = named(api.operations, 'FundLoan');
    expect(second?.variables.idempotencyKey).not.toBe(sent?.variables.idempotencyKey);
  });

  it('closes on Cancel without sending anything', async () => {
    const api = renderForm();
    const { u, modal } = await confirmAmount(api, '1500000');
    await u.click(within(modal).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(named(api.operations, 'FundLoan')).toHaveLength(0);
  });

  it('keeps the key when the answer never arrived, from the dialog and after closing it', async () => {
    const api = renderForm();
    const { u, modal } = await confirmAmount(api, '3000000');
    await u.click(within(modal).getByRole('button', { name: 'Ya, danai' }));
    const [first] = named(api.operations, 'FundLoan');
    await answer(() => first?.breakConnection());

    // Still open, saying what happened, offering the same request again.
    expect(within(modal).getByRole('alert').textContent).toContain('Jawaban server tidak sampai');
    await u.click(within(modal).getByRole('button', { name: 'Coba lagi' }));
    const [, retry] = named(api.operations, 'FundLoan');
    expect(retry?.variables).toEqual(first?.variables);
    await answer(() => retry?.breakConnection());

    // Closed and confirmed again with the same amount: still the same request.
    await u.click(within(modal).getByRole('button', { name: 'Batal' }));
    expect(amountField().value).toBe('3.000.000');
    const { modal: reopened } = await confirmAmount(api, null);
    await u.click(within(reopened).getByRole('button', { name: 'Ya, danai' }));
    const third = named(api.operations, 'FundLoan')[2];
    expect(third?.variables.idempotencyKey).toBe(first?.variables.idempotencyKey);
    await answer(() => third?.succeed(fundAnswer('3000000.00', '76997100.00')));
    expect(toasts()).toEqual([
      'Berhasil: Pendanaan Rp 3.000.000 berhasil. Saldo aktif Anda sekarang Rp 76.997.100.',
    ]);
  });

  it('a changed amount is another request with another key, even after no answer', async () => {
    const api = renderForm();
    const { u, modal } = await confirmAmount(api, '3000000');
    await u.click(within(modal).getByRole('button', { name: 'Ya, danai' }));
    const [first] = named(api.operations, 'FundLoan');
    await answer(() => first?.breakConnection());
    await u.click(within(modal).getByRole('button', { name: 'Batal' }));

    const { modal: other } = await confirmAmount(api, '4000000');
    await u.click(within(other).getByRole('button', { name: 'Ya, danai' }));
    const [, second] = named(api.operations, 'FundLoan');
    expect(second?.variables.amount).toBe('4000000');
    expect(second?.variables.idempotencyKey).not.toBe(first?.variables.idempotencyKey);
  });
});

describe("the server's refusal", () => {
  it('stands beside the amount when it names it, and the page reloads the loan', async () => {
    const api = renderForm();
    // Within the need the page showed; another lender took part of it meanwhile.
    const { u, modal } = await confirmAmount(api, '7000000');
    await u.click(within(modal).getByRole('button', { name: 'Ya, danai' }));
    const [sent] = named(api.operations, 'FundLoan');
    const words = 'Nilai pendanaan melebihi kebutuhan pinjaman';
    await answer(() =>
      sent?.fail(words, 'EXCEEDS_NEED', { reason: 'EXCEEDS_NEED', fields: { amount: words } }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const field = amountField();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(words);
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(api.refusals.count).toBe(1);
    expect(toasts()).toEqual([]);

    // Typing again clears it; a new confirmation is a new request.
    await u.clear(field);
    await u.type(field, '5000000');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    await u.click(screen.getByRole('button', { name: 'Lanjutkan' }));
    await answer(() => named(api.operations, 'FundingBalance').at(-1)?.succeed(BALANCE));
    await u.click(screen.getByRole('button', { name: 'Ya, danai' }));
    const [, next] = named(api.operations, 'FundLoan');
    expect(next?.variables.idempotencyKey).not.toBe(sent?.variables.idempotencyKey);
  });

  it('stands above the button when it names no field', async () => {
    const api = renderForm();
    const { u, modal } = await confirmAmount(api, '2000000');
    await u.click(within(modal).getByRole('button', { name: 'Ya, danai' }));
    const [sent] = named(api.operations, 'FundLoan');
    await answer(() =>
      sent?.fail('Masa pendanaan sudah berakhir', 'FUNDING_WINDOW_CLOSED', {
        reason: 'FUNDING_WINDOW_CLOSED',
      }),
    );
    expect(screen.getByTestId('fund-error').textContent).toBe('Masa pendanaan sudah berakhir');
    expect(amountField().getAttribute('aria-invalid')).not.toBe('true');
    expect(api.refusals.count).toBe(1);
  });
});
