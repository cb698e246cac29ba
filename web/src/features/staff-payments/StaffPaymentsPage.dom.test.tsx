// @vitest-environment jsdom
// Staff confirm a reported payment (StaffPaymentsPage.tsx, ConfirmPaymentDialog.tsx): Konfirmasi
// books nothing by itself — a dialog names the borrower, the loan and the installment and shows
// the exact amount reported (with its sen) against what the installment owes now, then books it
// on 'Konfirmasi pembayaran'. Amounts keep their sen in the table and the status line too. By
// keyboard, and in English.
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
import { StaffPaymentsPage } from './StaffPaymentsPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const PAYMENT = {
  __typename: 'RepaymentPayment',
  id: 'p1',
  loanId: '42',
  installmentId: 'i3',
  installmentNumber: 3,
  borrowerName: 'Siti Rahma',
  source: 'TRANSFER',
  amount: '5245947.15',
  status: 'REVIEW',
  proofFile: null,
  note: 'Transfer BCA',
  receivedAt: '2031-03-02T02:00:00.000Z',
  rejectionReason: null,
  rejectionText: null,
};

function makeInstallment(number: number, overrides: Record<string, string> = {}) {
  return {
    __typename: 'Installment',
    id: `i${number}`,
    number,
    dueDate: '2031-03-05',
    amountDue: '5200000.00',
    lateCharge: '45947.00',
    paid: '0.00',
    payAmount: '5245947.00',
    ...overrides,
  };
}

const SCHEDULE = {
  loanRepayment: {
    __typename: 'LoanRepayment',
    loanId: '42',
    installments: [makeInstallment(2, { payAmount: '0.00' }), makeInstallment(3)],
  },
};

async function openPage() {
  const api = createTestApollo();
  renderInApp(<StaffPaymentsPage />, { client: api.client, path: '/staff/payments' });
  await elapse(0);
  const list = api.operations.find((op) => op.operationName === 'StaffPaymentsToReview');
  await answer(() => list?.succeed({ paymentsToReview: [PAYMENT] }));
  const named = (name: string) => api.operations.filter((op) => op.operationName === name);
  return { ...api, named };
}

const user = () => userEvent.setup({ delay: null });
const row = () =>
  screen.getByRole('table', { name: /ditinjau|to review/i }).querySelector('tbody tr');

/** The dialog's facts as 'label: value'. */
const facts = (modal: HTMLElement) =>
  [...modal.querySelectorAll('dt')].map(
    (term) => `${term.textContent}: ${term.nextElementSibling?.textContent ?? ''}`,
  );

describe('Konfirmasi asks first, with the exact amounts', () => {
  it('the table shows the amount with its sen', async () => {
    await openPage();
    expect(row()?.textContent).toContain('Rp 5.245.947,15');
    expect(row()?.textContent).not.toContain('Rp 5.245.947 ');
  });

  it('books nothing until confirmed; the dialog sets the amount reported against what is owed', async () => {
    const api = await openPage();
    const u = user();
    await u.click(
      screen.getByRole('button', { name: 'Konfirmasi pembayaran Siti Rahma, cicilan ke-3' }),
    );
    expect(api.named('StaffConfirmPayment')).toHaveLength(0);
    const modal = screen.getByRole('dialog', { name: 'Konfirmasi pembayaran Siti Rahma?' });
    expect(modal.textContent).toContain('pinjaman 42, cicilan ke-3');
    expect(facts(modal)).toContain('Tagihan cicilan saat ini: Memuat tagihan cicilan…');
    const read = api.named('StaffPaymentInstallment');
    expect(read.map((op) => op.variables)).toEqual([{ loanId: '42' }]);
    await answer(() => read[0]?.succeed(SCHEDULE));
    expect(facts(modal)).toEqual([
      'Peminjam: Siti Rahma',
      'Pinjaman: 42',
      'Cicilan: 3',
      'Jumlah dilaporkan: Rp 5.245.947,15',
      'Tagihan cicilan saat ini: Rp 5.245.947Pokok dan bunga Rp 5.200.000 + denda Rp 45.947 − sudah dibayar Rp 0; jatuh tempo 05-03-2031',
      'Selisih: Lebih Rp 0,15 dari tagihan: kelebihannya membayar cicilan berikutnya',
    ]);

    // The day the bank received the money: empty is today (the API's default).
    expect(within(modal).getByLabelText('Tanggal dana diterima bank')).toBeTruthy();
    await u.click(within(modal).getByRole('button', { name: 'Konfirmasi pembayaran' }));
    const booked = api.named('StaffConfirmPayment');
    expect(booked.map((op) => op.variables)).toEqual([{ id: 'p1', receivedOn: null }]);
    await answer(() => booked[0]?.succeed({ confirmPayment: { ...PAYMENT, status: 'CONFIRMED' } }));
    expect(screen.getByTestId('payment-outcome').textContent).toBe(
      'Pembayaran Rp 5.245.947,15 dari Siti Rahma (pinjaman 42, cicilan ke-3) dikonfirmasi.',
    );
    await elapse(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says how much is missing when less is reported than owed', async () => {
    const api = await openPage();
    await user().click(screen.getByRole('button', { name: /^Konfirmasi pembayaran/ }));
    const modal = screen.getByRole('dialog');
    await answer(() =>
      api.named('StaffPaymentInstallment')[0]?.succeed({
        loanRepayment: {
          ...SCHEDULE.loanRepayment,
          installments: [makeInstallment(3, { payAmount: '6000000.00' })],
        },
      }),
    );
    expect(facts(modal)).toContain(
      'Selisih: Kurang Rp 754.052,85 dari tagihan: cicilan ini belum lunas setelah pembayaran ini',
    );
  });

  it('is used by keyboard: Batal first, Escape leaves it, Tab and Enter confirm', async () => {
    const api = await openPage();
    const u = user();
    screen.getByRole('button', { name: /^Konfirmasi pembayaran/ }).focus();
    await u.keyboard('{Enter}');
    const modal = screen.getByRole('dialog', { name: 'Konfirmasi pembayaran Siti Rahma?' });
    await answer(() => api.named('StaffPaymentInstallment')[0]?.succeed(SCHEDULE));
    // The safe choice has the focus.
    expect(document.activeElement).toBe(within(modal).getByRole('button', { name: 'Batal' }));
    await u.keyboard('{Escape}');
    await elapse(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.named('StaffConfirmPayment')).toHaveLength(0);

    screen.getByRole('button', { name: /^Konfirmasi pembayaran/ }).focus();
    await u.keyboard('{Enter}');
    await answer(() => api.named('StaffPaymentInstallment')[1]?.succeed(SCHEDULE));
    await u.tab();
    expect(document.activeElement?.textContent).toBe('Konfirmasi pembayaran');
    await u.keyboard('{Enter}');
    expect(api.named('StaffConfirmPayment')).toHaveLength(1);
  });

  it('says it in English', async () => {
    const api = await openPage();
    i18n.addResourceBundle('en', 'translation', { ...coreEn, ...en }, true, false);
    await act(() => i18n.changeLanguage('en'));
    await user().click(
      screen.getByRole('button', { name: "Confirm Siti Rahma's payment, installment 3" }),
    );
    const modal = screen.getByRole('dialog', { name: "Confirm Siti Rahma's payment?" });
    await answer(() => api.named('StaffPaymentInstallment')[0]?.succeed(SCHEDULE));
    expect(facts(modal)).toContain('Amount reported: Rp 5.245.947,15');
    expect(facts(modal)).toContain(
      'Difference: Rp 0,15 more than owed: the excess pays the next installments',
    );
    expect(within(modal).getByRole('button', { name: 'Confirm payment' })).toBeTruthy();
  });
});
