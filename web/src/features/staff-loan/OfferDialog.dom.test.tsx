// @vitest-environment jsdom
// Saving the offer (OfferDialog.tsx) ends as every staff action does: a success toast and the
// page told to read the loan again; a refusal, the failure toast and the page told too.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffLoanFieldsFragment } from '../../generated/graphql.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
  toasts,
} from '../../test-support/dom.tsx';
import { OfferDialog } from './OfferDialog.tsx';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.setSystemTime(new Date('2031-01-01T03:00:00.000Z'));
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ id, en });

const LOAN: StaffLoanFieldsFragment = {
  id: '7',
  product: {
    id: '1',
    code: 'KPR',
    productName: 'KPR',
    adminFee: '1500000.00',
    typePayment: 'INSTALLMENT',
    lowRiskInterest: '9.00',
    highRiskInterest: '13.00',
    isProperty: false,
    isFlow: false,
    purpose: 'PRODUCTIVE',
  },
  borrower: { id: 'b1' },
  applicationValue: '75000000.00',
  requiredDate: '2031-02-01',
  purpose: 'Modal kerja',
  riskRating: null,
  grade: null,
  riskRatingLabel: null,
  submissionStage: 'APPROVAL_LOAN_DIR',
  approvalStatus: 'REVIEW',
  fundingStatus: 'NOT_PROCESS',
  stageLabel: words('Pinjaman Disetujui oleh Direktur', 'Approved by the director'),
  approvalStatusLabel: words('Review', 'Review'),
  fundingStatusLabel: words('Belum diproses', 'Not processed'),
  periodDays: null,
  paymentType: 'INSTALLMENT',
  adminFee: '1500000.00',
  interestPercent: null,
  fundingStart: null,
  fundingEnd: null,
  dueDate: null,
  totalPartialPaid: '0.00',
  totalLateCharge: '0.00',
  repaymentDueDate: null,
  commitment: '0.00',
  availableActions: [],
  nextStep: { actor: 'staff', text: words('Menunggu staf', 'Waiting for staff') },
  staffEditable: false,
};

function openOffer() {
  const api = createTestApollo();
  const events: string[] = [];
  renderInApp(
    <OfferDialog
      loan={LOAN}
      opened
      onClose={() => events.push('closed')}
      onSucceeded={() => events.push('succeeded')}
      onRefused={() => events.push('refused')}
    />,
    { client: api.client },
  );
  return { ...api, events };
}

async function fillAndSave() {
  const u = userEvent.setup({ delay: null });
  const modal = screen.getByRole('dialog', { name: 'Tetapkan Penawaran' });
  await u.type(within(modal).getByRole('textbox', { name: /Bunga/ }), '11,5');
  await u.type(within(modal).getByRole('textbox', { name: /Jangka waktu/ }), '180');
  await u.type(within(modal).getByRole('textbox', { name: /Mulai pendanaan/ }), '05-01-2031');
  await u.type(within(modal).getByRole('textbox', { name: /Akhir pendanaan/ }), '04-02-2031');
  await u.click(within(modal).getByRole('button', { name: 'Simpan Penawaran' }));
  await elapse(0);
}

describe('saving the offer', () => {
  it('shows the success toast and has the page read the loan again', async () => {
    const { operations, events } = openOffer();
    await fillAndSave();
    const save = operations.find((op) => op.operationName === 'SetOffer');
    expect(save?.variables).toMatchObject({
      id: '7',
      input: { interestPercent: '11.5', periodDays: 180, fundingStart: '2031-01-05' },
    });
    await answer(() => save?.succeed({ setOffer: { __typename: 'Loan', id: '7' } }));
    expect(toasts()).toEqual(['Berhasil: Berhasil menetapkan penawaran']);
    expect(events).toEqual(['closed', 'succeeded']);
  });

  it('on a refusal shows the failure toast and has the page read the loan again', async () => {
    const { operations, events } = openOffer();
    await fillAndSave();
    const save = operations.find((op) => op.operationName === 'SetOffer');
    await answer(() => save?.fail('Pinjaman tidak menunggu penawaran', 'ACTION_NOT_ALLOWED'));
    expect(toasts()).toEqual(['Gagal: Gagal menetapkan penawaran']);
    expect(events).toEqual(['refused']);
  });
});

describe("the admin fee against OJK's cap", () => {
  it('says the most fee that fits the interest and term typed, beside the fee', async () => {
    openOffer();
    const u = userEvent.setup({ delay: null });
    const modal = screen.getByRole('dialog', { name: 'Tetapkan Penawaran' });
    await u.type(within(modal).getByRole('textbox', { name: /Bunga/ }), '11,5');
    await u.type(within(modal).getByRole('textbox', { name: /Jangka waktu/ }), '180');
    await u.type(within(modal).getByRole('textbox', { name: /Mulai pendanaan/ }), '05-01-2031');
    // Productive from 2026: 0,067% a day × Rp 75.000.000 × 180 days = Rp 9.045.000, less the
    // interest of the schedule (11,5% a year over 180 days on the falling principal).
    const fee = within(modal).getByRole('textbox', { name: /Biaya admin/ });
    const hint = document.getElementById(fee.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toMatch(
      /^Paling banyak Rp [\d.]+ dengan bunga dan jangka waktu ini \(batas OJK\)$/,
    );
  });
});
