// @vitest-environment jsdom
// The staff's repayment schedule (RepaymentSchedulePanel.tsx): its first column is headed by what
// it holds ('Cicilan', not a dangling 'Ke-'), the payments' column too, and the amounts staff
// review keep their sen.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
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
import { RepaymentSchedulePanel } from './RepaymentSchedulePanel.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

const SCHEDULE = {
  loanRepayment: {
    __typename: 'LoanRepayment',
    loanId: '42',
    totals: {
      __typename: 'RepaymentTotals',
      repayment: '10491894.30',
      paid: '5245947.15',
      lateCharge: '0.00',
    },
    installments: [
      {
        __typename: 'Installment',
        id: 'i1',
        number: 1,
        dueDate: '2031-03-05',
        principal: '5000000.00',
        interest: '245947.15',
        lateCharge: '0.00',
        paid: '5245947.15',
        status: 'PAID',
        statusLabel: words('Lunas', 'Paid'),
        arrears: 'current',
        arrearsLabel: words('Lancar', 'Current'),
        daysPastDue: 0,
      },
    ],
    payments: [
      {
        __typename: 'RepaymentPayment',
        id: 'p1',
        installmentNumber: 1,
        source: 'TRANSFER',
        amount: '5245947.15',
        status: 'CONFIRMED',
        receivedAt: '2031-03-02T02:00:00.000Z',
        reviewedAt: '2031-03-02T03:00:00.000Z',
        rejectionText: null,
      },
    ],
  },
};

async function openSchedule() {
  const api = createTestApollo();
  renderInApp(<RepaymentSchedulePanel loanId="42" stage="LOAN_PERIOD" />, { client: api.client });
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'StaffLoanRepaymentSchedule');
  await answer(() => read?.succeed(SCHEDULE));
}

const headings = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('columnheader')
    .map((th) => th.textContent);

it("heads the installment's column 'Cicilan' and shows amounts with their sen", async () => {
  await openSchedule();
  expect(headings('Cicilan')[0]).toBe('Cicilan');
  expect(headings('Riwayat pembayaran')[1]).toBe('Cicilan');
  const row = screen.getByRole('table', { name: 'Cicilan' }).querySelector('tbody tr');
  expect(row?.textContent).toContain('Rp 245.947,15');
  expect(screen.getByTestId('repayment-paid-of').textContent).toBe(
    'Rp 5.245.947,15 dibayar dari Rp 10.491.894,30',
  );
});

it('in English', async () => {
  await openSchedule();
  i18n.addResourceBundle('en', 'translation', { ...coreEn, ...en }, true, false);
  await act(() => i18n.changeLanguage('en'));
  expect(headings('Installments')[0]).toBe('Installment');
  expect(headings('Payment history')[1]).toBe('Installment');
});
