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
