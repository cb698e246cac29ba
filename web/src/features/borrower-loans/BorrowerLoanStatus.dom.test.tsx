// @vitest-environment jsdom
// The borrower's loan status (BorrowerLoanStatus.tsx) while the loan is repaid. A walk-through
// found a loan with an installment past due saying only "Masa pinjaman berjalan … Bayar setiap
// cicilan sebelum jatuh tempo"; the lateness showed only at the bottom of the history. The status
// now says which installment is late, by how many days, what it costs now with its late charge,
// and links to its bill; a loan paid on time keeps the plain status.
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { BorrowerLoanStatus } from './BorrowerLoanStatus.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

function makeInstallment(number: number, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Installment',
    id: String(40 + number),
    number,
    dueDate: `2026-${String(9 + number).padStart(2, '0')}-15`,
    status: 'UNPAID',
    arrears: 'current',
    daysPastDue: 0,
    lateCharge: '0.00',
    payAmount: '1025000.00',
    ...overrides,
  };
}

async function openStatus(installments: unknown[]) {
  const api = createTestApollo();
  renderInApp(
    <BorrowerLoanStatus
      loanId="7"
      submissionStage="LOAN_PERIOD"
      stageLabel={words('Masa Pinjaman', 'Loan period')}
    />,
    { client: api.client, path: '/borrower/loans/7' },
  );
  await elapse(0);
  await answer(() => {
    api.operations
      .find((op) => op.operationName === 'BorrowerLoanStatus')
      ?.succeed({
        loan: { __typename: 'Loan', id: '7', submissionStage: 'LOAN_PERIOD', auditTrail: [] },
      });
    const schedule = api.operations.find((op) => op.operationName === 'BorrowerLoanInstallments');
    expect(schedule?.variables).toEqual({ id: '7' });
    schedule?.succeed({
      loanRepayment: { __typename: 'LoanRepayment', loanId: '7', installments },
    });
  });
  return api;
}

describe('a loan being repaid', () => {
  it('with an installment past due, says which, how late, what it costs now, and links to pay it', async () => {
    await openStatus([
      makeInstallment(1, { status: 'PAID', payAmount: '0.00' }),
      makeInstallment(2, {
        arrears: 'overdue',
        daysPastDue: 12,
        lateCharge: '52197.15',
        payAmount: '1077197.15',
      }),
      makeInstallment(3),
    ]);
    const status = screen.getByTestId('borrower-loan-status');
    expect(status.textContent).toContain('Cicilan ke-2 (jatuh tempo 15-11-2026) terlambat 12 hari');
    expect(status.textContent).toContain(
      'Harus dibayar sekarang: Rp 1.077.197,15, termasuk denda keterlambatan Rp 52.197,15',
    );
    expect(status.textContent).toContain(
      'Langkah berikutnya: Bayar cicilan yang terlambat sekarang',
    );
    expect(status.textContent).not.toContain('Bayar setiap cicilan sebelum jatuh tempo');
    // Installments not yet due are not called late.
    expect(status.textContent).not.toContain('Cicilan ke-3');
    const pay = within(status).getByRole('link', { name: 'Bayar cicilan ke-2' });
    expect(pay.getAttribute('href')).toBe('/borrower/bills/7');

    i18n.addResourceBundle('en', 'translation', en, true, true);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    const english = screen.getByTestId('borrower-loan-status');
    expect(english.textContent).toContain('Installment 2 (due 15-11-2026) is 12 days late');
    expect(english.textContent).toContain(
      'To pay now: Rp 1.077.197,15, including a late charge of Rp 52.197,15',
    );
    expect(within(english).getByRole('link', { name: 'Pay installment 2' })).toBeTruthy();
  });

  it('paid on time, keeps the plain status and says nothing is late', async () => {
    await openStatus([
      makeInstallment(1, { status: 'PAID', payAmount: '0.00' }),
      makeInstallment(2),
    ]);
    const status = screen.getByTestId('borrower-loan-status');
    expect(status.textContent).not.toContain('terlambat');
    expect(within(status).queryByRole('link')).toBeNull();
  });
});

describe('a loan not yet repaid', () => {
  it('asks for no schedule', async () => {
    const api = createTestApollo();
    renderInApp(
      <BorrowerLoanStatus
        loanId="7"
        submissionStage="PROCESS"
        stageLabel={words('Dalam Pendanaan', 'Being funded')}
      />,
      { client: api.client, path: '/borrower/loans/7' },
    );
    await elapse(0);
    expect(api.operations.map((op) => op.operationName)).not.toContain('BorrowerLoanInstallments');
  });
});
