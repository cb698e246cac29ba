// @vitest-environment jsdom
// Cash-out on the lender's wallet (WalletMoney.tsx): the quote's refusal in the withdrawal rules'
// words, with the numbers, beside a closed button; a confirmation naming amount, fee, rail, the masked bank account
// and the balance after, where Cancel and Escape send nothing and give the focus back, and
// Confirm sends one request; a toast that says what happened; and the withdrawals under their
// column headings in the order the API gives (newest first).
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  elapse,
  type PendingOperation,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import { WalletMoney } from './WalletMoney.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en = id) => ({ __typename: 'LocalizedText', id, en });

function makeWithdrawal(id: string, amount: string, createdAt: string, state = 'settled') {
  return {
    __typename: 'Withdrawal',
    id,
    amount,
    fee: '2500.00',
    total: amount,
    rail: 'BI_FAST',
    railLabel: words('BI-FAST'),
    state,
    stateLabel: state === 'settled' ? words('Berhasil', 'Settled') : words('Diajukan'),
    bankCode: '014',
    accountNumber: '8880001234',
    createdAt,
  };
}

function makeMoney(withdrawals: ReturnType<typeof makeWithdrawal>[] = []) {
  return {
    myBalance: {
      __typename: 'WalletBalance',
      active: '79997100.00',
      onHold: '0.00',
      total: '79997100.00',
      kind: 'VA',
      accountNumber: '9880001234567890',
    },
    myWallet: { __typename: 'LenderWallet', topUpInstructions: null },
    myWithdrawals: withdrawals,
  };
}

const BI_FAST = {
  __typename: 'TransferRailOption',
  rail: 'BI_FAST',
  label: words('BI-FAST'),
  fee: '2500.00',
  total: '102500.00',
  arrival: words('Dalam hitungan detik, 24 jam', 'Within seconds, around the clock'),
};

function makeQuote(amount: string, overrides: Record<string, unknown> = {}) {
  return {
    cashOutQuote: {
      __typename: 'CashOutQuote',
      amount,
      activeBalance: '79997100.00',
      options: [BI_FAST],
      proposed: BI_FAST,
      refusal: null,
      destination: {
        __typename: 'CashOutDestination',
        bankCode: '014',
        bankName: 'Bank Central Asia (BCA)',
        accountNumberMasked: '•••• 1234',
      },
      ...overrides,
    },
  };
}

const user = () => userEvent.setup({ delay: null });
const named = (operations: PendingOperation[], name: string) =>
  operations.filter((op) => op.operationName === name);
const amountField = () => screen.getByRole('textbox', { name: 'Jumlah penarikan (Rp)' });
const cashOutButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Tarik dana', hidden: true });

async function renderMoney(withdrawals: ReturnType<typeof makeWithdrawal>[] = []) {
  const api = createTestApollo();
  renderInApp(<WalletMoney kind="VA" />, { client: api.client, path: '/lender/wallet' });
  const money = named(api.operations, 'MyMoney')[0];
  await answer(() => money?.succeed(makeMoney(withdrawals)));
  return api;
}

/** Types an amount and answers the quote of it (the last one asked for). */
async function typeAmount(
  api: Awaited<ReturnType<typeof renderMoney>>,
  typed: string,
  quote: ReturnType<typeof makeQuote>,
) {
  const u = user();
  await u.type(amountField(), typed);
  const pending = named(api.operations, 'CashOutQuote').at(-1);
  expect(pending?.variables).toMatchObject({ amount: typed.replace(/\D/g, '') });
  await answer(() => pending?.succeed(quote));
  return u;
}

describe('cash-out asks before the money leaves', () => {
  it('shows amount, fee, rail, the masked account and the balance after; Cancel and Escape send nothing', async () => {
    const api = await renderMoney();
    const u = await typeAmount(api, '100000', makeQuote('100000.00'));
    expect(screen.getByTestId('cash-out-fee').textContent).toBe('Rp 2.500');

    await u.click(cashOutButton());
    const modal = screen.getByRole('dialog', { name: 'Konfirmasi penarikan dana' });
    expect(within(modal).getByTestId('confirm-cash-out-amount').textContent).toBe('Rp 100.000');
    expect(within(modal).getByTestId('confirm-cash-out-fee').textContent).toBe('Rp 2.500');
    expect(within(modal).getByTestId('confirm-cash-out-account').textContent).toBe(
      'Bank Central Asia (BCA) •••• 1234',
    );
    // 79.997.100 − (100.000 + 2.500)
    expect(within(modal).getByTestId('confirm-cash-out-balance-after').textContent).toBe(
      'Rp 79.894.600',
    );
    expect(modal.textContent).toContain('BI-FAST');
    expect(modal.textContent).toContain('Rp 102.500');

    await u.click(within(modal).getByRole('button', { name: 'Batal' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(named(api.operations, 'CashOut')).toHaveLength(0);

    // By keyboard: Escape closes it too, sends nothing, and the focus is back on the button.
    cashOutButton().focus();
    await u.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Konfirmasi penarikan dana' })).toBeTruthy();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(named(api.operations, 'CashOut')).toHaveLength(0);
    await elapse(20);
    expect(document.activeElement).toBe(cashOutButton());
  });

  it('Enter in the amount opens the confirmation, as the button does; nothing leaves before it', async () => {
    const api = await renderMoney();
    const u = await typeAmount(api, '100000', makeQuote('100000.00'));
    await u.type(amountField(), '{Enter}');
    expect(screen.getByRole('dialog', { name: 'Konfirmasi penarikan dana' })).toBeTruthy();
    expect(named(api.operations, 'CashOut')).toHaveLength(0);
  });

  it('Confirm sends one request on the quoted rail and says what happened', async () => {
    const api = await renderMoney();
    const u = await typeAmount(api, '100000', makeQuote('100000.00'));
    await u.click(cashOutButton());
    const modal = screen.getByRole('dialog', { name: 'Konfirmasi penarikan dana' });
    await u.click(within(modal).getByRole('button', { name: 'Ya, tarik dana' }));
    // A second press while it is sent does nothing.
    await u.click(within(modal).getByRole('button', { name: 'Ya, tarik dana' }));
    const sent = named(api.operations, 'CashOut');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toMatchObject({ amount: '100000', rail: 'BI_FAST' });
    expect(sent[0]?.variables.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await answer(() =>
      sent[0]?.succeed({
        cashOut: makeWithdrawal('12', '100000.00', '2026-06-10T03:00:00.000Z'),
      }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toasts()).toEqual([
      'Berhasil: Penarikan Rp 100.000 sudah dikirim ke Bank Central Asia (BCA) •••• 1234.',
    ]);
  });

  it('says when a pending withdrawal arrives', async () => {
    const api = await renderMoney();
    const clearing = {
      ...BI_FAST,
      rail: 'CLEARING',
      label: words('Kliring (SKN)'),
      fee: '2900.00',
      total: '5002900.00',
      arrival: words('Hari kerja berikutnya', 'Next business day'),
    };
    const u = await typeAmount(
      api,
      '5000000',
      makeQuote('5000000.00', { options: [clearing], proposed: clearing }),
    );
    await u.click(cashOutButton());
    await u.click(screen.getByRole('button', { name: 'Ya, tarik dana' }));
    const [sent] = named(api.operations, 'CashOut');
    expect(sent?.variables).toMatchObject({ rail: 'CLEARING' });
    await answer(() =>
      sent?.succeed({
        cashOut: makeWithdrawal('13', '5000000.00', '2026-06-10T03:00:00.000Z', 'sent'),
      }),
    );
    expect(toasts()).toEqual([
      'Berhasil: Penarikan Rp 5.000.000 diajukan ke Bank Central Asia (BCA) •••• 1234. Dana tiba: Hari kerja berikutnya.',
    ]);
  });
});

describe('cash-out the rules refuse', () => {
  it('says why in the rules’ words, with the numbers, tied to the closed button', async () => {
    const api = await renderMoney();
    const rtgs = {
      ...BI_FAST,
      rail: 'RTGS',
      label: words('RTGS'),
      fee: '30000.00',
      total: '1000030000.00',
    };
    await typeAmount(
      api,
      '1.000.000.000',
      makeQuote('1000000000.00', {
        options: [rtgs],
        proposed: rtgs,
        refusal: {
          __typename: 'CashOutRefusal',
          code: 'INSUFFICIENT_ACTIVE_BALANCE',
          text: words('Saldo aktif tidak mencukupi', 'Insufficient active balance'),
        },
      }),
    );
    const refusal = screen.getByTestId('cash-out-refusal');
    expect(refusal.textContent).toContain('Saldo aktif tidak mencukupi');
    expect(refusal.textContent).toContain(
      'Saldo aktif Rp 79.997.100; penarikan ini membutuhkan Rp 1.000.030.000 termasuk biaya.',
    );
    expect(cashOutButton().disabled).toBe(true);
    expect(cashOutButton().getAttribute('aria-describedby')).toBe(refusal.id);
  });
});

describe('the withdrawals table', () => {
  it('has column headings and keeps the API’s order, newest first', async () => {
    await renderMoney([
      makeWithdrawal('11', '5000.00', '2026-06-10T03:05:00.000Z'),
      makeWithdrawal('10', '100000.00', '2026-06-10T03:00:00.000Z'),
      makeWithdrawal('9', '3000000.00', '2026-06-01T03:00:00.000Z'),
    ]);
    const table = screen.getByRole('table', { name: 'Penarikan dana' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Waktu pengajuan', 'Jumlah', 'Jalur transfer', 'Biaya transfer', 'Status']);
    const amounts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(amounts).toEqual(['Rp 5.000', 'Rp 100.000', 'Rp 3.000.000']);
  });
});

describe('the amount to withdraw', () => {
  // It stripped every non-digit: "1500000,75" asked a quote for Rp 150.000.075.
  it('is never a typed decimal read as more digits: sen are refused, the amount kept', async () => {
    const api = await renderMoney();
    await user().type(amountField(), '1500000,75');
    expect(amountField()).toHaveProperty('value', '1.500.000');
    expect(screen.getByText('Jumlah dalam rupiah penuh, tanpa sen')).toBeTruthy();
    const asked = named(api.operations, 'CashOutQuote').map((op) => op.variables.amount);
    expect(asked.every((amount) => amount === undefined || String(amount).length <= 7)).toBe(true);
    expect(asked).not.toContain('150000075');
  });
});

// A new-user walk-through: the wallet said Rp 70.604.846 while the account held 70.604.845,65.
describe('the balance is what the lender holds, exactly', () => {
  it('keeps the sen of the active balance, the figure beside it alike, never rounded up', async () => {
    const api = createTestApollo();
    renderInApp(<WalletMoney kind="VA" />, { client: api.client, path: '/lender/wallet' });
    const money = makeMoney();
    money.myBalance.active = '70604845.65';
    money.myBalance.onHold = '1500000.00';
    await answer(() => named(api.operations, 'MyMoney')[0]?.succeed(money));
    expect(screen.getByTestId('balance-active').textContent).toBe('Rp 70.604.845,65');
    expect(screen.getByTestId('balance-on-hold').textContent).toBe('Rp 1.500.000,00');
  });

  it('shows whole balances in whole rupiah', async () => {
    await renderMoney();
    expect(screen.getByTestId('balance-active').textContent).toBe('Rp 79.997.100');
    expect(screen.getByTestId('balance-on-hold').textContent).toBe('Rp 0');
  });
});
