// @vitest-environment jsdom
// The lender's mutations period (spec §2 account mutations, §9 dates): the app's own DD-MM-YYYY
// date fields, not the browser's; a period ending before it starts, or longer than a year, is a
// field error in the screen's language and nothing is sent; a right period is sent, also with Enter.
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n.ts';
import { en } from '../../locales/en.ts';
import { createTestApollo, renderInApp, resetDom } from '../../test-support/dom.tsx';
import { LenderMutationsPage } from './LenderMutationsPage.tsx';

beforeEach(() => {
  // The browser's date is not the product's: the page never reads it for the period.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-05T03:00:00Z'));
});
afterEach(async () => {
  resetDom();
  await i18n.changeLanguage('id');
});

/** An answer of the API for the period it read, with no mutations in it. */
const emptyPage = (from: string, to: string) => ({
  myMutations: {
    __typename: 'MutationPage',
    from,
    to,
    openingBalance: '0.00',
    closingBalance: '0.00',
    totalCredit: '0.00',
    totalDebit: '0.00',
    page: 1,
    pageSize: 20,
    totalCount: 0,
    nodes: [],
  },
});

/**
 * The page, its first read answered by the API with its default period: the 30 days up to the
 * product's day (31-12-2026 here, the demo clock's, weeks after the browser's date).
 */
async function renderPage() {
  const api = createTestApollo();
  renderInApp(<LenderMutationsPage />, { client: api.client, path: '/lender/mutations' });
  const first = api.operations.find((operation) => operation.operationName === 'MyMutations');
  await act(async () => first?.succeed(emptyPage('2026-12-02', '2026-12-31')));
  /** The periods asked for, in order, each once. */
  const periodsSent = () => [
    ...new Set(
      api.operations
        .filter((operation) => operation.operationName === 'MyMutations')
        .map((operation) =>
          operation.variables.from === undefined && operation.variables.to === undefined
            ? 'the default period'
            : `${operation.variables.from}..${operation.variables.to}`,
        ),
    ),
  ];
  return { periodsSent };
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name });

async function retype(u: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await u.clear(field(name));
  await u.type(field(name), text);
}

it('asks the API for its default period and shows the one answered as DD-MM-YYYY in its own date fields', async () => {
  const { periodsSent } = await renderPage();
  expect(field('Dari tanggal').value).toBe('02-12-2026');
  expect(field('Sampai tanggal').value).toBe('31-12-2026');
  expect(document.querySelector('input[type="date"]')).toBeNull();
  expect(periodsSent()).toEqual(['the default period']);
});

it('refuses a period ending before it starts in the field, in both languages, sending nothing', async () => {
  const { periodsSent } = await renderPage();
  const u = userEvent.setup();
  await retype(u, 'Dari tanggal', '15-01-2027');
  await u.click(screen.getByRole('button', { name: 'Tampilkan' }));
  expect(screen.getByText('Tanggal akhir tidak boleh sebelum tanggal awal')).toBeTruthy();
  expect(field('Sampai tanggal').getAttribute('aria-invalid')).toBe('true');
  expect(screen.queryByText('Gagal memuat data')).toBeNull();
  expect(periodsSent()).toEqual(['the default period']);

  i18n.addResourceBundle('en', 'translation', en, true, true);
  await act(() => i18n.changeLanguage('en'));
  expect(screen.getByText('The end date cannot be before the start date')).toBeTruthy();

  // Put right, the error goes at once, and Enter in the field shows the period.
  await retype(u, 'To', '31-01-2027');
  expect(screen.queryByText('The end date cannot be before the start date')).toBeNull();
  await u.keyboard('{Escape}{Enter}');
  expect(periodsSent()).toEqual(['the default period', '2027-01-15..2027-01-31']);
});

it('refuses a period longer than a year, as the API would', async () => {
  const { periodsSent } = await renderPage();
  const u = userEvent.setup();
  await retype(u, 'Dari tanggal', '30-12-2025');
  await u.click(screen.getByRole('button', { name: 'Tampilkan' }));
  expect(screen.getByText('Periode paling lama satu tahun')).toBeTruthy();
  expect(periodsSent()).toEqual(['the default period']);
  // A year exactly (31-12-2025 to 31-12-2026 is 365 days on) is allowed.
  await retype(u, 'Dari tanggal', '31-12-2025');
  await u.click(screen.getByRole('button', { name: 'Tampilkan' }));
  expect(screen.queryByText('Periode paling lama satu tahun')).toBeNull();
  expect(periodsSent()).toEqual(['the default period', '2025-12-31..2026-12-31']);
});

// A new-user walk-through: an evening payment (00:30 WIB) read as the day before, and a closing
// balance of Rp 70.604.845,65 shown rounded up to Rp 70.604.846 beside rows keeping their sen.
it('dates each mutation on its WIB day and shows every balance exactly, one precision for the statement', async () => {
  const api = createTestApollo();
  renderInApp(<LenderMutationsPage />, { client: api.client, path: '/lender/mutations' });
  const words = (id: string, en: string) => ({ __typename: 'LocalizedText', id, en });
  const row = (id: string, date: string, credit: string, balance: string) => ({
    __typename: 'Mutation',
    id,
    date,
    type: 'REPAYMENT',
    typeLabel: words('Angsuran', 'Repayment'),
    descriptionLabel: words('Pokok dan bunga', 'Principal and interest'),
    credit,
    debit: '0.00',
    balance,
  });
  const read = api.operations.find((op) => op.operationName === 'MyMutations');
  await act(async () => {
    read?.succeed({
      myMutations: {
        __typename: 'MutationPage',
        from: '2026-12-02',
        to: '2026-12-31',
        openingBalance: '70000000.00',
        closingBalance: '70604845.65',
        totalCredit: '604845.65',
        totalDebit: '0.00',
        page: 1,
        pageSize: 20,
        totalCount: 2,
        nodes: [
          row('1', '2026-12-14T17:30:00Z', '600000.00', '70600000.00'),
          row('2', '2026-12-20T05:00:00Z', '4845.65', '70604845.65'),
        ],
      },
    });
  });
  expect(screen.getByTestId('mutations-opening').textContent).toBe('Rp 70.000.000,00');
  expect(screen.getByTestId('mutations-closing').textContent).toBe('Rp 70.604.845,65');
  const cells = [...screen.getByTestId('mutations').querySelectorAll('tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );
  expect(cells).toEqual([
    ['15-12-2026', 'Angsuran', 'Pokok dan bunga', '', 'Rp 600.000,00', 'Rp 70.600.000,00'],
    ['20-12-2026', 'Angsuran', 'Pokok dan bunga', '', 'Rp 4.845,65', 'Rp 70.604.845,65'],
  ]);
});
