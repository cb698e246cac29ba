// @vitest-environment jsdom
// The staff's money screen (StaffMoneyPage.tsx): 'Cek ke bank' says what the bank answered —
// still pending, paid and settled (the row then leaves the list), failed and returned — in a status
// line, and each row's button is named by its lender; the lender's 'Mutasi Rekening' has column
// headings (which column is debit, which credit) and its amounts keep their sen on one line.
import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { coreEn } from '../../locales/core.en.ts';
import { en } from '../../locales/en.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { StaffMoneyPage } from './StaffMoneyPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

function makeWithdrawal(id: string, lenderName: string, amount: string) {
  return {
    __typename: 'Withdrawal',
    id,
    lenderName,
    amount,
    fee: '2500.00',
    rail: 'BI_FAST',
    railLabel: words('BI-FAST', 'BI-FAST'),
    state: 'sent',
    stateLabel: words('Dikirim ke bank', 'Sent to the bank'),
    bankCode: '014',
    accountNumber: '1234567890',
    createdAt: '2031-03-02T02:00:00.000Z',
  };
}

const MONEY = {
  pendingWithdrawals: [
    makeWithdrawal('w1', 'Budi Santoso', '10000000.00'),
    makeWithdrawal('w2', 'Ani Wijaya', '2500000.00'),
  ],
  lenderWallets: [
    {
      __typename: 'LenderWallet',
      kind: 'VA',
      accountNumber: '8800123',
      lender: { __typename: 'WalletLender', id: 'l1', fullName: 'Budi Santoso' },
    },
  ],
};

async function openPage() {
  const api = createTestApollo();
  renderInApp(<StaffMoneyPage />, { client: api.client, path: '/staff/money' });
  await elapse(0);
  const named = (name: string) => api.operations.filter((op) => op.operationName === name);
  await answer(() => named('StaffMoney')[0]?.succeed(MONEY));
  return { ...api, named };
}

const user = () => userEvent.setup({ delay: null });

describe("'Cek ke bank' says what the bank answered", () => {
  it('names each button by its lender and amount', async () => {
    await openPage();
    expect(
      screen
        .getAllByRole('button', { name: /^Cek ke bank/ })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Cek ke bank: penarikan Rp 10.000.000 milik Budi Santoso (02-03-2031)',
      'Cek ke bank: penarikan Rp 2.500.000 milik Ani Wijaya (02-03-2031)',
    ]);
  });

  it.each([
    [
      'sent',
      'Penarikan Rp 10.000.000 milik Budi Santoso masih diproses bank (Dikirim ke bank). Cek lagi nanti.',
    ],
    [
      'settled',
      'Penarikan Rp 10.000.000 milik Budi Santoso sudah dibayar bank dan selesai; penarikan ini keluar dari daftar.',
    ],
    [
      'reversed',
      'Penarikan Rp 10.000.000 milik Budi Santoso gagal di bank; jumlah dan biayanya kembali ke saldo aktif pemberi dana.',
    ],
  ])('the bank answers %s: the status line says so', async (state, said) => {
    const api = await openPage();
    const u = user();
    await u.click(screen.getByRole('button', { name: /Budi Santoso/ }));
    const asked = api.named('StaffInquireWithdrawal');
    expect(asked.map((op) => op.variables)).toEqual([{ id: 'w1' }]);
    const label =
      state === 'sent' ? words('Dikirim ke bank', 'Sent to the bank') : words(state, state);
    await answer(() =>
      asked[0]?.succeed({
        inquireWithdrawal: { __typename: 'Withdrawal', id: 'w1', state, stateLabel: label },
      }),
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(said);
  });

  it('says it in English', async () => {
    const api = await openPage();
    i18n.addResourceBundle('en', 'translation', { ...coreEn, ...en }, true, false);
    await act(() => i18n.changeLanguage('en'));
    await user().click(
      screen.getByRole('button', {
        name: "Check at the bank: Ani Wijaya's withdrawal of Rp 2.500.000 (02-03-2031)",
      }),
    );
    await answer(() =>
      api.named('StaffInquireWithdrawal')[0]?.succeed({
        inquireWithdrawal: {
          __typename: 'Withdrawal',
          id: 'w2',
          state: 'settled',
          stateLabel: words('Selesai', 'Settled'),
        },
      }),
    );
    expect(screen.getByRole('status').textContent).toBe(
      "Ani Wijaya's withdrawal of Rp 2.500.000 was paid by the bank and is settled; it leaves the list.",
    );
  });

  it("heads the amount 'Jumlah penarikan' (the cells say Rp) and its buttons' column", async () => {
    await openPage();
    const table = screen.getByRole('table', { name: 'Penarikan tertunda' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tanggal', 'Pemberi dana', 'Jumlah penarikan', 'Jalur transfer', 'Status', 'Aksi']);
  });
});

describe("the lender's 'Mutasi Rekening'", () => {
  async function showMutations() {
    const api = await openPage();
    const u = user();
    const select = screen.getAllByLabelText('Pemberi dana').find((el) => el.tagName === 'INPUT');
    if (!select) throw new Error('no lender select');
    // Chosen by keyboard: the list opens on ArrowDown, Enter takes the option.
    select.focus();
    await u.keyboard('{ArrowDown}');
    await elapse(0);
    await u.keyboard('{ArrowDown}{Enter}');
    await elapse(0);
    await answer(() =>
      api.named('StaffLenderMutations')[0]?.succeed({
        lenderMutations: {
          __typename: 'AccountMutationConnection',
          openingBalance: '1000000.00',
          closingBalance: '6245947.15',
          totalCount: 1,
          nodes: [
            {
              __typename: 'AccountMutation',
              id: 'm1',
              date: '2031-03-03T02:00:00.000Z',
              typeLabel: words('Pembayaran pinjaman', 'Loan repayment'),
              descriptionLabel: words('Angsuran pinjaman 42', 'Installment of loan 42'),
              credit: '5245947.15',
              debit: '0.00',
              balance: '6245947.15',
            },
          ],
        },
      }),
    );
    return screen.getByRole('table', { name: 'Mutasi Rekening' });
  }

  it('has column headings, debit before credit', async () => {
    const table = await showMutations();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tanggal', 'Jenis', 'Keterangan', 'Debit', 'Kredit', 'Saldo']);
  });

  it('shows each amount exactly, on one line', async () => {
    const table = await showMutations();
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '03-03-2031',
      'Pembayaran pinjaman',
      'Angsuran pinjaman 42',
      '',
      'Rp 5.245.947,15',
      'Rp 6.245.947,15',
    ]);
    for (const cell of cells.slice(3)) expect(cell.style.whiteSpace).toBe('nowrap');
  });
});
