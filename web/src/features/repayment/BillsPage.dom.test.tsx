// @vitest-environment jsdom
// The borrower's bills (BillsPage.tsx) on a phone: the table scrolls inside its own container,
// never the page — the action column's visually hidden header sits in a positioned cell within
// that container (a hidden text positioned against the page made the page 797 px wide at 375 px),
// the "Bayar" button stays in view at the container's edge (table-layout.ts, legibility.css) —
// the amount is the amount to pay ("Jumlah tagihan"), and every amount stays on one line.
// Below 768 px (a 390 px phone) the bills are cards instead: the pinned "Bayar" covered the amount
// and the lateness sat off-screen with no cue to scroll, so each card shows all of it in view.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
import { BillsPage } from './BillsPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

const BILL = {
  __typename: 'LoanBill',
  loanId: '7',
  productName: 'Modal Usaha',
  productNameEn: 'Working capital',
  submissionStage: 'LOAN_PERIOD',
  remaining: 2,
  next: {
    __typename: 'Installment',
    id: '42',
    loanId: '7',
    number: 2,
    dueDate: '2026-12-15',
    principal: '1000000.00',
    interest: '25000.00',
    amountDue: '1025000.00',
    paid: '0.00',
    lateCharge: '0.00',
    payAmount: '1025000.00',
    pendingPayment: null,
    status: 'UNPAID',
    statusLabel: words('Belum dibayar', 'Unpaid'),
    arrears: 'current',
    arrearsLabel: words('Lancar', 'Current'),
    daysPastDue: 0,
    rejection: null,
    virtualAccount: null,
    billingAmount: null,
    paidAt: null,
  },
};

/** The rules of a stylesheet's selector, as written. */
function rules(css: string, selector: string): string {
  const at = css.indexOf(`${selector} {`);
  return at < 0 ? '' : css.slice(at, css.indexOf('}', at));
}

it('keeps the table and its hidden header inside the scroll container, the action in view', async () => {
  const api = createTestApollo();
  renderInApp(<BillsPage />, { client: api.client, path: '/borrower/bills' });
  await elapse(0);
  await answer(() =>
    api.operations.find((op) => op.operationName === 'MyBills')?.succeed({ myBills: [BILL] }),
  );
  const table = screen.getByTestId('bills');
  const scroller = table.closest('.lumbung-table-scroll');
  expect(scroller).not.toBeNull();
  const headers = within(table).getAllByRole('columnheader');
  const actionHeader = headers.at(-1) as HTMLElement;
  expect(actionHeader.textContent).toBe('Tindakan');
  expect(actionHeader.classList.contains('lumbung-table-action')).toBe(true);
  const pay = within(table).getByRole('link', { name: 'Bayar' });
  expect(pay.closest('td')?.classList.contains('lumbung-table-action')).toBe(true);
  // The stylesheet holds positioned text inside the scroller and the action column at its edge.
  const css = readFileSync(join(process.cwd(), 'web/src/legibility.css'), 'utf8');
  expect(rules(css, '.lumbung-table-scroll')).toContain('position: relative');
  expect(rules(css, '.lumbung-table-scroll .lumbung-table-action')).toContain('position: sticky');
  // The amount to pay, not an amount paid, and on one line.
  expect(headers.map((h) => h.textContent)).toContain('Jumlah tagihan');
  const amount = within(table).getByText('Rp 1.025.000,00');
  expect(amount.style.whiteSpace).toBe('nowrap');
  // The date is the bill's calendar date, unshifted.
  expect(within(table).getByText('15-12-2026')).toBeTruthy();
});

describe('on a phone (390 px)', () => {
  const wideMatchMedia = window.matchMedia;
  beforeEach(() => {
    // A 390 px viewport: every max-width query of 390 px or more matches, as the browser answers.
    window.matchMedia = ((query: string) => {
      const maxWidth = /max-width:\s*([\d.]+)em/.exec(query);
      return {
        ...wideMatchMedia(query),
        matches: maxWidth ? 390 <= Number(maxWidth[1]) * 16 : wideMatchMedia(query).matches,
      };
    }) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = wideMatchMedia;
  });

  const LATE_BILL = {
    ...BILL,
    next: {
      ...BILL.next,
      dueDate: '2026-11-15',
      lateCharge: '52197.15',
      payAmount: '5277197.15',
      amountDue: '5225000.00',
      arrears: 'overdue',
      arrearsLabel: words('Dalam Perhatian Khusus', 'Special mention'),
      daysPastDue: 12,
    },
  };

  async function openBills(bills: unknown[]) {
    const api = createTestApollo();
    renderInApp(<BillsPage />, { client: api.client, path: '/borrower/bills' });
    await elapse(0);
    await answer(() =>
      api.operations.find((op) => op.operationName === 'MyBills')?.succeed({ myBills: bills }),
    );
  }

  it('shows each bill as a card with its amount, due date, lateness and pay action, no scrolled table', async () => {
    await openBills([LATE_BILL]);
    expect(screen.queryByTestId('bills')).toBeNull();
    expect(document.querySelector('.lumbung-table-scroll')).toBeNull();
    const card = screen.getByTestId('bill-card-7');
    const amount = within(card).getByText('Rp 5.277.197,15');
    expect(amount.style.whiteSpace).toBe('nowrap');
    expect(within(card).getByText('Jumlah tagihan')).toBeTruthy();
    expect(within(card).getByText('15-11-2026')).toBeTruthy();
    expect(within(card).getByText('Rp 52.197,15')).toBeTruthy();
    const lateness = screen.getByTestId('bill-card-lateness-7');
    expect(lateness.textContent).toContain('Terlambat 12 hari');
    expect(lateness.textContent).toContain('Dalam Perhatian Khusus');
    const pay = within(card).getByRole('link', { name: 'Bayar' });
    expect(pay.getAttribute('href')).toBe('/borrower/bills/7');
    // The pay action is the card's own, never laid over the amount.
    expect(pay.closest('td')).toBeNull();

    i18n.addResourceBundle('en', 'translation', en, true, true);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByTestId('bill-card-lateness-7').textContent).toContain('12 days late');
    expect(
      within(screen.getByTestId('bill-card-7')).getByRole('link', { name: 'Pay' }),
    ).toBeTruthy();
  });

  it('says a bill not yet due is not late, without a late charge', async () => {
    await openBills([BILL]);
    const card = screen.getByTestId('bill-card-7');
    expect(within(card).getByText('Rp 1.025.000,00')).toBeTruthy();
    expect(within(card).getByText('15-12-2026')).toBeTruthy();
    expect(screen.getByTestId('bill-card-lateness-7').textContent).toContain('Belum terlambat');
    expect(within(card).queryByText('Denda keterlambatan')).toBeNull();
  });
});
