// @vitest-environment jsdom
// A loan's repayment page (RepaymentPage.tsx) when the borrower paid more than the whole loan
// owed (paid twice, the last bill): the page says how much is kept for her and whom to ask to have
// it back, in her language; a loan paid exactly says nothing of it.
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_CARE } from '../../../../machines/shared/customer-care.ts';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { RepaymentPage } from './RepaymentPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

const PAID_INSTALLMENT = {
  __typename: 'Installment',
  id: '41',
  loanId: '7',
  number: 1,
  dueDate: '2026-12-01',
  principal: '1000000.00',
  interest: '25000.00',
  amountDue: '1025000.00',
  paid: '1025000.00',
  lateCharge: '0.00',
  payAmount: '0.00',
  pendingPayment: null,
  status: 'PAID',
  statusLabel: words('Lunas', 'Paid'),
  arrears: 'current',
  arrearsLabel: words('Dibayar tepat waktu', 'Paid on time'),
  daysPastDue: 0,
  rejection: null,
  virtualAccount: null,
  billingAmount: null,
  paidAt: '2026-11-30T03:00:00.000Z',
};

function repayment(overpaid: string) {
  return {
    loanRepayment: {
      __typename: 'LoanRepayment',
      loanId: '7',
      totals: {
        __typename: 'RepaymentTotals',
        repayment: '1025000.00',
        paid: '1025000.00',
        lateCharge: '0.00',
        overpaid,
      },
      next: null,
      installments: [PAID_INSTALLMENT],
      payments: [],
    },
  };
}

async function openPage(overpaid: string) {
  const api = createTestApollo();
  renderInApp(
    <Routes>
      <Route path="/borrower/bills/:id" element={<RepaymentPage />} />
    </Routes>,
    { client: api.client, path: '/borrower/bills/7' },
  );
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'LoanRepayment');
  expect(read?.variables).toEqual({ loanId: '7' });
  await answer(() => read?.succeed(repayment(overpaid)));
  return api;
}

describe('a loan paid beyond what it owed', () => {
  it('says how much is kept for the borrower and whom to ask, in Indonesian and English', async () => {
    await openPage('1025000.00');
    const note = screen.getByTestId('repayment-overpaid');
    expect(note.textContent).toContain('Anda membayar Rp 1.025.000,00 lebih dari tagihan');
    expect(note.textContent).toContain(CUSTOMER_CARE.email);
    i18n.addResourceBundle('en', 'translation', en, true, true);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByTestId('repayment-overpaid').textContent).toContain(
      'You paid Rp 1.025.000,00 more than this loan owes',
    );
  });

  it('says nothing of it when the loan was paid exactly', async () => {
    await openPage('0.00');
    expect(screen.getByText('Semua cicilan sudah lunas.')).toBeTruthy();
    expect(screen.queryByTestId('repayment-overpaid')).toBeNull();
  });
});

// A new-user walk-through: a payment received at 00:30 WIB dated the day before; the late charge
// still said "Denda keterlambatan: Rp 52.197,15" after it was paid; the bill's amount to pay
// labelled "Jumlah dibayar" beside a real "Dibayar" column; the other-payment choice cut off.
describe('a loan repaid with its late charge', () => {
  const LATE_PAID = {
    ...PAID_INSTALLMENT,
    lateCharge: '52197.15',
    paid: '1077197.15',
    arrears: 'late',
  };
  const payment = {
    __typename: 'RepaymentPayment',
    id: '91',
    installmentNumber: 1,
    source: 'VA',
    amount: '1077197.15',
    status: 'CONFIRMED',
    rejectionReason: null,
    receivedAt: '2026-12-14T17:30:00Z',
    reviewedAt: '2026-12-14T17:30:00Z',
    note: null,
  };

  async function open(data: Record<string, unknown>) {
    const api = createTestApollo();
    renderInApp(
      <Routes>
        <Route path="/borrower/bills/:id" element={<RepaymentPage />} />
      </Routes>,
      { client: api.client, path: '/borrower/bills/7' },
    );
    await elapse(0);
    const read = api.operations.find((op) => op.operationName === 'LoanRepayment');
    await answer(() => read?.succeed({ loanRepayment: data }));
  }

  const repaid = {
    ...repayment('0.00').loanRepayment,
    totals: {
      __typename: 'RepaymentTotals',
      repayment: '1025000.00',
      paid: '1025000.00',
      lateCharge: '52197.15',
      overpaid: '0.00',
    },
    installments: [LATE_PAID],
    payments: [payment],
  };

  it('dates the payment on its WIB day and says the late charge was paid', async () => {
    await open(repaid);
    const history = screen.getByTestId('repayment-history');
    expect(history.querySelector('tbody td')?.textContent).toBe('15-12-2026');
    expect(screen.getByTestId('repayment-late-charge').textContent).toBe(
      'Denda keterlambatan (dibayar): Rp 52.197,15',
    );
  });

  it('while the charged installment is unpaid, says only the late charge', async () => {
    const unpaid = { ...LATE_PAID, status: 'UNPAID', paid: '0.00', payAmount: '1077197.15' };
    await open({ ...repaid, next: unpaid, installments: [unpaid], payments: [] });
    expect(screen.getByTestId('repayment-late-charge').textContent).toBe(
      'Denda keterlambatan: Rp 52.197,15',
    );
    // The bill's amount is the amount to pay, not an amount paid.
    const next = screen.getByTestId('next-bill');
    expect(next.textContent).toContain('Jumlah tagihan');
    expect(next.textContent).not.toContain('Jumlah dibayar');
    expect(screen.getByTestId('next-pay-amount').style.whiteSpace).toBe('nowrap');
    // The other-payment choice is read whole on a phone: its words wrap, not cut off.
    const other = screen.getByText('Pembayaran lain (sebagian/lebih awal)');
    expect(other.closest('label')?.style.whiteSpace ?? other.style.whiteSpace).toBe('normal');
  });
});

// A new-user keyboard walk-through: after "Bayar" focus fell to the page while the VA's details
// showed mid-page. They come under their own heading now, which takes the focus.
describe('a bill opened with "Bayar"', () => {
  const UNPAID = {
    ...PAID_INSTALLMENT,
    status: 'UNPAID',
    paid: '0.00',
    payAmount: '1025000.00',
    paidAt: null,
  };

  it('shows the VA under its heading, which has the keyboard’s focus', async () => {
    const api = createTestApollo();
    renderInApp(
      <Routes>
        <Route path="/borrower/bills/:id" element={<RepaymentPage />} />
      </Routes>,
      { client: api.client, path: '/borrower/bills/7' },
    );
    await elapse(0);
    const read = api.operations.find((op) => op.operationName === 'LoanRepayment');
    await answer(() =>
      read?.succeed({
        loanRepayment: {
          ...repayment('0.00').loanRepayment,
          next: UNPAID,
          installments: [UNPAID],
        },
      }),
    );
    const pay = screen.getByRole('button', { name: 'Bayar' });
    pay.focus();
    await act(async () => pay.click());
    const opening = api.operations.find((op) => op.operationName === 'PayNextInstallment');
    expect(opening?.variables).toEqual({ loanId: '7' });
    await answer(() =>
      opening?.succeed({
        payNextInstallment: {
          ...UNPAID,
          virtualAccount: '8808000000000007',
          billingAmount: '1025000.00',
          instructions: {
            __typename: 'LocalizedTextList',
            id: ['Buka aplikasi bank'],
            en: ['Open your bank app'],
          },
        },
      }),
    );
    const heading = screen.getByRole('heading', { name: 'Bayar lewat virtual account' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('region', { name: 'Bayar lewat virtual account' })).toBeTruthy();
    expect(screen.getByTestId('bill-va').textContent).toBe('8808000000000007');
  });
});
