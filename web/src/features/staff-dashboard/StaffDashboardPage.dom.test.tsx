// @vitest-environment jsdom
// The staff dashboard's funding pipeline says the time left once: 'Sisa waktu: 22 hari', not
// 'Sisa hari: 22 hari'; in English 'Time left: 1 day' (singular) and '22 days'.
import { act, screen } from '@testing-library/react';
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
import { StaffDashboardPage } from './StaffDashboardPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });

function makePipelineLoan(id: string, daysLeft: number) {
  return {
    __typename: 'StaffPipelineLoan',
    id,
    productName: words('Modal Kerja', 'Working capital'),
    target: '75000000.00',
    funded: '25000000.00',
    fundedPercent: 33,
    fundingEnd: '2031-03-31',
    daysLeft,
  };
}

async function openDashboard() {
  const api = createTestApollo();
  renderInApp(<StaffDashboardPage />, { client: api.client, path: '/staff' });
  await elapse(0);
  const read = api.operations.find((op) => op.operationName === 'StaffDashboard');
  await answer(() =>
    read?.succeed({
      staffDashboard: {
        __typename: 'StaffDashboard',
        asOf: '2031-03-09',
        total: 2,
        queues: [],
        fundingOpen: 2,
        pipeline: [makePipelineLoan('7', 22), makePipelineLoan('8', 1)],
        disbursementsWaiting: { __typename: 'CountAmount', count: 0, amount: '0.00' },
        paymentsToReview: { __typename: 'CountAmount', count: 0, amount: '0.00' },
        outstanding: '0.00',
        arrears: [],
        tkb90: '100.00',
        tkb90ByMonth: [],
      },
    }),
  );
}

const timeLeft = (id: string) =>
  screen.getByTestId(`pipeline-${id}`).querySelector('p')?.textContent;

it('says the days left once, in Indonesian', async () => {
  await openDashboard();
  expect(timeLeft('7')).toBe('Sisa waktu: 22 hari (31-03-2031)');
});

it('says it in English, one day in the singular', async () => {
  await openDashboard();
  i18n.addResourceBundle('en', 'translation', { ...coreEn, ...en }, true, false);
  await act(() => i18n.changeLanguage('en'));
  expect(timeLeft('7')).toBe('Time left: 22 days (31-03-2031)');
  expect(timeLeft('8')).toBe('Time left: 1 day (31-03-2031)');
});
