// @vitest-environment jsdom
// The staff loan page stays current (StaffLoanPage.tsx, refresh-staff-loan.ts): after an action
// the API refused (someone else moved the loan meanwhile) it reads the loan again and stops
// offering what no longer applies; after 'Setujui Disbursement' the lenders' table reads again
// (its own query, not in the mutation's answer); and while the page is visible it reads the loan
// and its panels every half minute — not while hidden — without touching what staff are typing.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  elapse,
  type PendingOperation,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
// The page loads these on demand; imported here so that their modules are ready when it asks.
import './below-summary.ts';
import './StaffActionDialogs.tsx';
import { StaffLoanPage } from './StaffLoanPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  setVisibility('visible');
  resetDom();
});

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

type Action = { action: string; allowed: boolean };

/** The loan as the page's first read answers it (StaffLoanFields). */
function makeStaffLoan(
  overrides: {
    stage?: string;
    stageLabel?: string;
    fundingStatus?: string;
    commitment?: string;
    actions?: Action[];
  } = {},
) {
  const stage = overrides.stage ?? 'REVIEW';
  return {
    __typename: 'Loan',
    id: '7',
    product: {
      __typename: 'Product',
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
    borrower: { __typename: 'LoanBorrower', id: 'b1' },
    applicationValue: '75000000.00',
    requiredDate: '2031-01-01',
    purpose: 'Modal kerja',
    riskRating: null,
    grade: null,
    riskRatingLabel: null,
    submissionStage: stage,
    approvalStatus: 'REVIEW',
    fundingStatus: overrides.fundingStatus ?? 'NOT_PROCESS',
    stageLabel: words(overrides.stageLabel ?? 'Review', 'Review'),
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
    commitment: overrides.commitment ?? '0.00',
    availableActions: (overrides.actions ?? []).map((state) => ({
      __typename: 'LoanActionState',
      ...state,
      reason: state.allowed
        ? null
        : {
            __typename: 'ActionReason',
            code: 'WRONG_STAGE',
            text: words('Tidak pada tahap ini', 'Not at this stage'),
          },
    })),
    nextStep: {
      __typename: 'LoanNextStep',
      actor: 'staff',
      text: words('Menunggu staf', 'Waiting for staff'),
    },
    staffEditable: false,
  };
}

const HISTORY = { loan: { __typename: 'Loan', id: '7', auditTrail: [] } };

function makeFunding(status: string) {
  return {
    __typename: 'Funding',
    id: 'f1',
    amount: '75000000.00',
    status,
    createdAt: '2031-01-05T03:00:00.000Z',
    lenderId: 'l1',
    lenderName: 'Budi Santoso',
    lenderEmail: 'budi@example.test',
  };
}

function makeDisbursementRead(loan: ReturnType<typeof makeStaffLoan>) {
  return {
    loan: {
      ...loan,
      disbursement: {
        __typename: 'Disbursement',
        state: 'borrowerSigned',
        stateLabel: words('Ditandatangani peminjam', 'Signed by the borrower'),
        borrowerSigned: true,
        waitingForBank: false,
        unsignedAgreements: [],
        transfer: null,
      },
    },
  };
}

/** The page at /staff/loans/7, its network answered one operation at a time by the test. */
function openPage() {
  const api = createTestApollo();
  const answered = new Set<PendingOperation>();
  renderInApp(
    <Routes>
      <Route path="/staff/loans/:id" element={<StaffLoanPage />} />
    </Routes>,
    { client: api.client, path: '/staff/loans/7' },
  );
  const waiting = (name: string) =>
    api.operations.filter((op) => op.operationName === name && !answered.has(op));
  /** Answers the oldest unanswered operation of that name. */
  const reply = async (name: string, data: Record<string, unknown>) => {
    const op = waiting(name)[0];
    if (!op) throw new Error(`no ${name} waits for an answer`);
    answered.add(op);
    await answer(() => op.succeed(data));
  };
  const refuse = async (name: string, message: string, code: string) => {
    const op = waiting(name)[0];
    if (!op) throw new Error(`no ${name} waits for an answer`);
    answered.add(op);
    await answer(() => op.fail(message, code));
  };
  const sentCount = (name: string) =>
    api.operations.filter((op) => op.operationName === name).length;
  return { ...api, reply, refuse, waiting, sentCount };
}

/** Lets the page paint, load its chunks and mount what follows (no network answers). */
async function settle() {
  for (let i = 0; i < 5; i += 1) await elapse(20);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const user = () => userEvent.setup({ delay: null });
const actions = () => screen.getByRole('region', { name: 'Aksi' });

describe('after an action ends, the page reads the loan again', () => {
  it('an approval refused (409: the loan moved on) leaves the page on the new stage', async () => {
    const page = openPage();
    await elapse(0);
    await page.reply('StaffLoan', {
      loan: makeStaffLoan({ actions: [{ action: 'approveBail', allowed: true }] }),
    });
    await settle();
    const u = user();
    await u.click(within(actions()).getByRole('button', { name: 'Setujui Jaminan' }));
    await settle();
    const modal = screen.getByRole('dialog', { name: 'Setujui Jaminan' });
    const before = page.sentCount('StaffLoan');
    await u.click(within(modal).getByRole('button', { name: 'Setuju' }));
    await page.refuse(
      'ApproveBail',
      'Pinjaman tidak menunggu persetujuan ini',
      'ACTION_NOT_ALLOWED',
    );
    await settle();
    // Refused: the loan and its reads are asked again at once.
    expect(page.sentCount('StaffLoan')).toBe(before + 1);
    await page.reply('StaffLoan', {
      loan: makeStaffLoan({
        stage: 'APPROVAL_BAIL',
        stageLabel: 'Jaminan Disetujui',
        actions: [
          { action: 'approveBail', allowed: false },
          { action: 'approveCredit', allowed: true },
        ],
      }),
    });
    await u.click(within(modal).getByRole('button', { name: 'Tutup' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(actions()).queryByRole('button', { name: 'Setujui Jaminan' })).toBeNull();
    expect(within(actions()).getByRole('button', { name: 'Setujui Kredit' })).toBeTruthy();
    expect(screen.getByText('Jaminan Disetujui')).toBeTruthy();
  });

  it("after 'Setujui Disbursement' the lenders' table no longer says Ditahan", async () => {
    const page = openPage();
    await elapse(0);
    const ready = makeStaffLoan({
      stage: 'DISBURSEMENT_READY',
      fundingStatus: 'DISBURSEMENT_READY',
      commitment: '75000000.00',
      actions: [{ action: 'approveDisbursement', allowed: true }],
    });
    await page.reply('StaffLoan', { loan: ready });
    await settle();
    await page.reply('StaffLoanHistory', HISTORY);
    await settle();
    await page.reply('StaffLoanFundings', { loanFundings: [makeFunding('HELD')] });
    await page.reply('StaffLoanDisbursement', makeDisbursementRead(ready));
    const lenders = () => screen.getByRole('table', { name: 'Pemberi dana pinjaman ini' });
    expect(within(lenders()).getByText('Ditahan')).toBeTruthy();

    const u = user();
    await u.click(within(actions()).getByRole('button', { name: 'Setujui Disbursement' }));
    await settle();
    await page.reply('StaffDisbursementAccount', {
      borrowerProfile: {
        __typename: 'StaffBorrowerProfile',
        userId: 'b1',
        sections: [
          {
            __typename: 'BorrowerProfileSection',
            section: 'bank',
            status: 'VALIDATED',
            data: { bankcode: '014', accountnumber: '1234567890', accountname: 'Siti Rahma' },
            labels: { bankcode: { id: 'BCA', en: 'BCA' } },
          },
        ],
      },
    });
    const modal = screen.getByRole('dialog', { name: 'Setujui Disbursement' });
    expect(modal.textContent).toContain('Rp 73.500.000');
    expect(modal.textContent).toContain('BCA •••• 7890 a.n. Siti Rahma');
    await u.click(within(modal).getByRole('button', { name: 'Setuju' }));
    await page.reply('ApproveDisbursement', {
      approveDisbursement: { __typename: 'Loan', id: '7' },
    });
    await settle();
    // The panels' own reads are asked again: the lenders' table first of all.
    expect(page.waiting('StaffLoanFundings')).toHaveLength(1);
    await page.reply('StaffLoanFundings', { loanFundings: [makeFunding('LENT')] });
    expect(within(lenders()).queryByText('Ditahan')).toBeNull();
    expect(within(lenders()).getByText('Dipinjamkan')).toBeTruthy();
  });
});

describe('while the page is visible it reads the loan every half minute', () => {
  it('asks again after 30 s, not while hidden, and at once when visible again', async () => {
    const page = openPage();
    await elapse(0);
    await page.reply('StaffLoan', { loan: makeStaffLoan() });
    await settle();
    await page.reply('StaffLoanHistory', HISTORY);
    const first = page.sentCount('StaffLoan');
    await elapse(29_000);
    expect(page.sentCount('StaffLoan')).toBe(first);
    await elapse(1_000);
    expect(page.sentCount('StaffLoan')).toBe(first + 1);
    // The page's first read was the person's; the timer's are the app's own, which do not keep
    // an unattended staff screen signed in (apollo.ts counts only the person's requests).
    const sent = page.operations.filter((op) => op.operationName === 'StaffLoan');
    expect(sent.map((op) => op.background)).toEqual([
      ...Array.from({ length: first }, () => false),
      true,
    ]);
    // The borrower accepted the offer meanwhile: the page shows it without a reload.
    await page.reply('StaffLoan', {
      loan: makeStaffLoan({ stage: 'APPROVED_BORROWER', stageLabel: 'Disetujui Peminjam' }),
    });
    expect(screen.getByText('Disetujui Peminjam')).toBeTruthy();
    // The history is asked again with it; the details (the field tabs' values) are not.
    expect(page.waiting('StaffLoanHistory')).toHaveLength(1);
    expect(page.sentCount('StaffLoanDetails')).toBe(1);

    setVisibility('hidden');
    await elapse(120_000);
    expect(page.sentCount('StaffLoan')).toBe(first + 1);
    setVisibility('visible');
    await elapse(0);
    expect(page.sentCount('StaffLoan')).toBe(first + 2);
  });

  it('leaves what staff are typing in a dialog as it is', async () => {
    const page = openPage();
    await elapse(0);
    const loan = makeStaffLoan({ actions: [{ action: 'reject', allowed: true }] });
    await page.reply('StaffLoan', { loan });
    await settle();
    const u = user();
    await u.click(within(actions()).getByRole('button', { name: 'Tolak' }));
    await settle();
    const modal = screen.getByRole('dialog', { name: 'Tolak Pinjaman' });
    const reason = within(modal).getByRole<HTMLTextAreaElement>('textbox', { name: /Alasan/ });
    await u.click(reason);
    await u.paste('Agunan tidak memadai');
    await elapse(30_000);
    await page.reply('StaffLoan', { loan });
    expect(screen.getByRole('dialog', { name: 'Tolak Pinjaman' })).toBe(modal);
    expect(reason.value).toBe('Agunan tidak memadai');
  });
});
