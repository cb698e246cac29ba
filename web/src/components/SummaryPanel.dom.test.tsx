// @vitest-environment jsdom
// The loan summary's interest (spec §4): while the approval status is REVIEW — from submission
// through the collateral, credit and director approvals until the offer is set — a range, the
// product's low–high or, once credit is approved, the band of the loan's grade; after that the
// offer's percentage with the funding period. In Indonesian and in English.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { en } from '../locales/en.ts';
import { createTestApollo, renderInApp, resetDom } from '../test-support/dom.tsx';
import { type SummaryLoan, SummaryPanel } from './SummaryPanel.tsx';

afterEach(resetDom);

const words = (id: string, en: string) => ({ id, en });

function makeSummaryLoan(overrides: Partial<SummaryLoan> = {}): SummaryLoan {
  return {
    id: '7',
    product: { id: '1', lowRiskInterest: '9.00', highRiskInterest: '13.00', isFlow: false },
    submissionStage: 'REVIEW',
    approvalStatus: 'REVIEW',
    fundingStatus: 'NOT_PROCESS',
    stageLabel: words('Review', 'Review'),
    approvalStatusLabel: words('Review', 'Review'),
    fundingStatusLabel: words('Belum Diproses', 'Not processed'),
    periodDays: null,
    paymentType: 'INSTALLMENT',
    adminFee: '500000.00',
    interestPercent: null,
    fundingStart: null,
    fundingEnd: null,
    dueDate: null,
    totalPartialPaid: '0.00',
    totalLateCharge: '0.00',
    repaymentDueDate: null,
    ...overrides,
  };
}

/** The value beside the summary's interest label. */
function interest(label = 'Bunga'): string {
  const term = screen.getByText(label, { selector: 'dt, dt *' });
  const item = term.closest('dt')?.parentElement;
  return item?.querySelector('dd')?.textContent ?? '';
}

const show = (loan: SummaryLoan) =>
  renderInApp(<SummaryPanel loan={loan} decimals={0} />, { client: createTestApollo().client });

describe('the summary interest (spec §4)', () => {
  it('is the product range while a new application is in review', () => {
    show(makeSummaryLoan());
    expect(interest()).toBe('9% - 13%');
  });

  it.each([
    ['APPROVAL_BAIL', 'collateral approved'],
    ['APPROVAL_LOAN', 'credit approved, not rated'],
  ])('stays the range at stage %s (%s): the approval status is still REVIEW', (stage) => {
    show(makeSummaryLoan({ submissionStage: stage }));
    expect(interest()).toBe('9% - 13%');
  });

  it('once credit is approved with a rating, is the band of its grade', () => {
    show(makeSummaryLoan({ submissionStage: 'APPROVAL_LOAN_DIR', riskRating: 'MEDIUM_TO_HIGH' }));
    expect(interest()).toBe('11,4% - 12,2%rentang untuk grade D');
  });

  it('once the offer is set, is its percentage with the funding period', () => {
    show(
      makeSummaryLoan({
        submissionStage: 'APPROVED_KPR',
        approvalStatus: 'APPROVED_KPR',
        riskRating: 'MEDIUM_TO_HIGH',
        interestPercent: '11.50',
        fundingStart: '2031-03-01',
        fundingEnd: '2031-03-31',
      }),
    );
    expect(interest()).toBe('11,5%pendanaan 01-03-2031 s.d. 31-03-2031');
  });

  it('says the grade band in English', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    show(makeSummaryLoan({ submissionStage: 'APPROVAL_LOAN_DIR', riskRating: 'LOW' }));
    await act(() => i18n.changeLanguage('en'));
    expect(interest('Interest')).toBe('9% - 9,8%the band of grade A');
  });
});

// A new-user walk-through: on a repaid loan "Pembayaran Sebagian" showed the whole amount repaid
// and "Denda" a late charge already paid, without saying so.
describe('the summary of a repaid loan', () => {
  const value = (label: string) =>
    screen
      .getByText(label, { selector: 'dt, dt *' })
      .closest('dt')
      ?.parentElement?.querySelector('dd')?.textContent;

  it.each(['PAID', 'CLOSED'])(
    'at stage %s says what was paid, and that the late charge was',
    (stage) => {
      const loan = makeSummaryLoan({
        submissionStage: stage,
        totalPartialPaid: '5297197.15',
        totalLateCharge: '52197.15',
      });
      renderInApp(<SummaryPanel loan={loan} decimals={2} />, { client: createTestApollo().client });
      expect(screen.queryByText('Pembayaran Sebagian')).toBeNull();
      expect(value('Sudah dibayar')).toBe('Rp 5.297.197,15');
      expect(value('Denda (dibayar)')).toBe('Rp 52.197,15');
      // An amount never wraps away from its 'Rp' in the two-column list.
      const dd = screen.getByText('Rp 52.197,15');
      expect(dd.style.whiteSpace).toBe('nowrap');
    },
  );

  it('keeps the partial payment and the late charge while the loan is repaid', () => {
    const loan = makeSummaryLoan({
      submissionStage: 'LOAN_PERIOD',
      totalPartialPaid: '1000000.00',
      totalLateCharge: '52197.15',
    });
    renderInApp(<SummaryPanel loan={loan} decimals={2} />, { client: createTestApollo().client });
    expect(value('Pembayaran Sebagian')).toBe('Rp 1.000.000,00');
    expect(value('Denda')).toBe('Rp 52.197,15');
  });
});
