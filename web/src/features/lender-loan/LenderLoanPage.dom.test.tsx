// @vitest-environment jsdom
// The lender's loan page (LenderLoanPage.tsx) once the loan is fully funded, as a lender on a
// phone (390 px) reads it, in both languages: the fund card says the loan is fully funded and that
// her agreement is next, in no error's words, and no card asks her to type an amount; the
// agreement's sign button stands whole in a list, not in a sideways-scrolling table; the grade
// in the loan's facts may wrap rather than end in "…".
//
// jsdom lays nothing out: what is asserted is the structure that keeps things visible at 390 px
// (no scroll container around the button, the badge's words allowed to wrap), not pixels.
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { LenderLoanPage } from './LenderLoanPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

/** One of the lender's pieces and its agreement, still to sign unless told. */
function makeAgreement(fundingId: string, amount: string, { canSign = true } = {}) {
  return {
    __typename: 'InvestmentAgreement',
    funding: { __typename: 'Funding', id: fundingId, amount, status: 'HELD' },
    document: null,
    signed: false,
    canSign,
    coveredByAutoLend: false,
  };
}

/** A loan whose Rp 10.000.000 is fully funded, Rp 4.000.000 of it by this lender in two pieces. */
function makeFullyFundedLoan() {
  return {
    __typename: 'LenderLoan',
    id: '41',
    product: {
      __typename: 'Product',
      id: '1',
      name: words('Pembiayaan Proyek', 'Project financing'),
    },
    borrowerAlias: 'BS',
    grade: 'C',
    fundingStatus: 'FULFILLED',
    fundingTarget: '10000000.00',
    fundsCollected: '10000000.00',
    remainingNeed: '0.00',
    fundedPercent: 100,
    interestPercent: '15.00',
    periodDays: 90,
    fundingEnd: '2026-06-30',
    daysLeft: 12,
    borrowerIsPersonal: true,
    purpose: 'Modal kerja',
    riskRating: 'MEDIUM',
    minimumFunding: '1000000.00',
    paymentType: 'INSTALLMENT',
    fundingStart: '2026-06-01',
    collateral: {
      __typename: 'LenderCollateral',
      type: 'RUMAH',
      typeLabel: words('Rumah tinggal', 'House'),
      certificateType: 'SHM',
      estimatedValue: '20000000.00',
      surfaceArea: '120',
      buildingArea: '90',
      city: 'Bandung',
      province: 'Jawa Barat',
      insurance: true,
    },
    fundAction: {
      __typename: 'LoanActionState',
      action: 'fund',
      allowed: false,
      reason: {
        __typename: 'ActionReason',
        code: 'EXCEEDS_NEED',
        text: words(
          'Nilai pendanaan melebihi kebutuhan pinjaman',
          'The Value Of Funding Exceeds The Needs of Loans',
        ),
      },
    },
    bailPhotos: [],
    myFundings: [
      {
        __typename: 'Funding',
        id: '7',
        amount: '2500000.00',
        status: 'HELD',
        createdAt: '2026-06-10T03:00:00.000Z',
      },
      {
        __typename: 'Funding',
        id: '8',
        amount: '1500000.00',
        status: 'HELD',
        createdAt: '2026-06-11T03:00:00.000Z',
      },
    ],
    myAgreements: [makeAgreement('7', '2500000.00'), makeAgreement('8', '1500000.00')],
  };
}

async function renderFullyFunded() {
  const api = createTestApollo();
  renderInApp(
    <Routes>
      <Route path="/lender/loans/:id" element={<LenderLoanPage />} />
    </Routes>,
    { client: api.client, path: '/lender/loans/41' },
  );
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'LenderLoan');
  expect(read?.variables).toEqual({ id: '41' });
  await answer(() => read?.succeed({ lenderLoan: makeFullyFundedLoan() }));
  return api;
}

/** An ancestor that scrolls sideways: a table's scroll container, or anything told to. */
function sidewaysScroller(element: HTMLElement): Element | null {
  for (let at = element.parentElement; at; at = at.parentElement) {
    if (at.matches('table, .mantine-Table-scrollContainer, .lumbung-table-scroll')) return at;
    const overflowX = at.style.overflowX || at.style.overflow;
    if (overflowX === 'auto' || overflowX === 'scroll') return at;
  }
  return null;
}

it('says the loan is fully funded and her agreement is next, with nothing to type', async () => {
  await renderFullyFunded();
  const closed = screen.getByTestId('fund-closed');
  expect(closed.textContent).toContain('Pendanaan terpenuhi');
  expect(closed.textContent).toContain(
    'Langkah berikutnya: tanda tangani perjanjian pendanaan Anda agar pinjaman dapat dicairkan.',
  );
  expect(document.body.textContent).not.toContain('melebihi kebutuhan');
  // No form, so no card asks for an amount.
  expect(screen.queryByRole('textbox', { name: 'Jumlah pendanaan' })).toBeNull();
  expect(document.body.textContent).not.toContain('Isi jumlah pendanaan');
  expect(screen.queryByText('Perkiraan jadwal pengembalian')).toBeNull();
});

it('offers each sign button whole, in a list outside any sideways-scrolling table', async () => {
  await renderFullyFunded();
  const agreements = screen.getByTestId('investment-agreements');
  expect(agreements.closest('table')).toBeNull();
  const pieces = within(screen.getByRole('list', { name: 'Perjanjian pendanaan' })).getAllByRole(
    'listitem',
  );
  expect(pieces.map((piece) => piece.textContent)).toEqual([
    'Pendanaan Rp 2.500.000Tanda tangani perjanjian',
    'Pendanaan Rp 1.500.000Tanda tangani perjanjian',
  ]);
  for (const piece of pieces) {
    const sign = within(piece).getByRole('button', { name: 'Tanda tangani perjanjian' });
    expect(sidewaysScroller(sign)).toBeNull();
    // Which piece the button signs is said to a screen reader too.
    const describedBy = sign.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toMatch(/^Pendanaan Rp /);
  }
});

it('shows the whole grade in the loan facts, its words free to wrap, in both languages', async () => {
  await renderFullyFunded();
  const facts = screen.getByRole('region', { name: 'Fakta pinjaman' });
  const badge = within(facts).getByTestId('grade-badge');
  expect(badge.textContent).toBe('Grade C · Menengah');
  // Mantine's badge is one line ending in "…" when narrower than its words: here it may wrap.
  expect(badge.style.height).toBe('auto');
  expect(badge.style.overflow).toBe('visible');
  const label = badge.querySelector<HTMLElement>('.mantine-Badge-label');
  expect(label?.style.whiteSpace).toBe('normal');
  expect(label?.style.overflow).toBe('visible');

  i18n.addResourceBundle('en', 'translation', en, true, false);
  await act(() => i18n.changeLanguage('en'));
  expect(badge.textContent).toBe('Grade C · Medium');
  expect(screen.getByTestId('fund-closed').textContent).toBe(
    'Funding completeThis loan is fully funded; there is nothing left to fund. Next: sign your funding agreement so that the loan can be disbursed.',
  );
  expect(screen.getAllByRole('button', { name: 'Sign the agreement' })).toHaveLength(2);
  expect(document.body.textContent).not.toContain('Type a funding amount');
});
