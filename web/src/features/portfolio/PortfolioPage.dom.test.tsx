// @vitest-environment jsdom
// The lender's closed loans (PortfolioPage.tsx, ?tab=closed): each says the state the loan machine
// names (Lunas, Ditutup), not the funding status it had on the way ("Dicairkan"); the lender's
// amounts are exact, one precision for the table. Each loan's grade is read whole: at 390 px the
// grade column is as narrow as its heading, and its badge wraps there rather than end in "…"
// (jsdom lays nothing out: the test asserts the badge's words may wrap, not pixels).
import { act, screen, within } from '@testing-library/react';
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
import { PortfolioPage } from './PortfolioPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

function row(id: string, submissionStage: string, received: string) {
  return {
    __typename: 'PortfolioLoan',
    invested: '1000000.00',
    pieces: 1,
    refunded: false,
    received,
    expected: '1050000.00',
    loan: {
      __typename: 'LenderLoan',
      id,
      product: { __typename: 'Product', id: '1', name: words('Modal Usaha', 'Working capital') },
      borrowerAlias: 'PT AB',
      grade: 'B',
      fundingStatus: 'DISBURSED',
      fundingTarget: '50000000.00',
      fundsCollected: '50000000.00',
      remainingNeed: '0.00',
      fundedPercent: 100,
      interestPercent: '12.00',
      periodDays: 90,
      fundingEnd: '2026-10-01',
      daysLeft: 0,
      submissionStage,
      myAgreements: [],
    },
  };
}

it('shows a paid and a closed loan as Lunas and Ditutup, with exact amounts', async () => {
  const api = createTestApollo();
  renderInApp(<PortfolioPage />, { client: api.client, path: '/lender/portfolio?tab=closed' });
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'Portfolio');
  expect(read?.variables).toEqual({ closed: true });
  await answer(() =>
    read?.succeed({
      portfolio: [row('7', 'PAID', '1049999.65'), row('8', 'CLOSED', '1050000.00')],
    }),
  );
  expect(screen.getByTestId('portfolio-status-7').textContent).toBe('Lunas');
  expect(screen.getByTestId('portfolio-status-8').textContent).toBe('Ditutup');
  expect(screen.getByTestId('portfolio-loans').textContent).not.toContain('Dicairkan');
  expect(screen.getByTestId('portfolio-received-7').textContent).toBe('Rp 1.049.999,65');
  expect(screen.getByTestId('portfolio-received-8').textContent).toBe('Rp 1.050.000,00');
});

it("shows each loan's whole grade in the table, its words free to wrap, in both languages", async () => {
  const api = createTestApollo();
  renderInApp(<PortfolioPage />, { client: api.client, path: '/lender/portfolio' });
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'Portfolio');
  expect(read?.variables).toEqual({ closed: false });
  await answer(() => read?.succeed({ portfolio: [row('7', 'LOAN_PERIOD', '0.00')] }));
  const table = screen.getByTestId('portfolio-loans');
  const badge = within(table).getByTestId('grade-badge');
  expect(badge.textContent).toBe('Grade B · Rendah ke Menengah');
  // Mantine's badge is one line ending in "…" when narrower than its words: here it may wrap.
  expect(badge.style.height).toBe('auto');
  expect(badge.style.overflow).toBe('visible');
  const label = badge.querySelector<HTMLElement>('.mantine-Badge-label');
  expect(label?.style.whiteSpace).toBe('normal');
  expect(label?.style.overflow).toBe('visible');

  i18n.addResourceBundle('en', 'translation', en, true, false);
  await act(() => i18n.changeLanguage('en'));
  expect(badge.textContent).toBe('Grade B · Low to medium');
});
