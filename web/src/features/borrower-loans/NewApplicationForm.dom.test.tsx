// @vitest-environment jsdom
// The new application's form (NewApplicationForm.tsx, the "Pengajuan Baru" dialog) on the
// application value: above OJK's per-borrower limit for the product's purpose it is refused in
// the form, naming the limit (the figure the page reads, MyBorrowerFundingLimits), and nothing is
// sent; a value written with sen is refused in the field, never read as a larger amount.
import { act, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
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
import { NewApplicationForm } from './NewApplicationForm.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const PRODUCTS = {
  products: [
    {
      __typename: 'Product',
      id: '1',
      productName: 'KPR',
      name: { __typename: 'Text', id: 'Pembiayaan Rumah', en: 'Home financing' },
      purpose: 'PRODUCTIVE',
    },
  ],
};

const limit = (purpose: string, amount: string) => ({
  __typename: 'BorrowerFundingLimit',
  purpose,
  outstanding: '0.00',
  limit: amount,
  room: amount,
});

const LIMITS = {
  borrowerFundingLimits: [
    limit('PRODUCTIVE', '2000000000.00'),
    limit('CONSUMPTIVE', '2000000000.00'),
  ],
};

const ABOVE = 'Nilai pengajuan melebihi batas OJK per peminjam Rp 2.000.000.000,00';

async function renderForm() {
  const api = createTestApollo();
  renderInApp(<NewApplicationForm />, { client: api.client, path: '/borrower/proposal' });
  const pending = (name: string) => api.operations.find((op) => op.operationName === name);
  await answer(() => pending('BorrowerProducts')?.succeed(PRODUCTS));
  // Without the readiness the form shows (the server still checks on saving).
  await answer(() => pending('ApplyReadiness')?.fail('unavailable', 'INTERNAL'));
  await answer(() => pending('MyBorrowerFundingLimits')?.succeed(LIMITS));
  return api;
}

const user = () => userEvent.setup({ delay: null });
const valueField = () => screen.getByRole<HTMLInputElement>('textbox', { name: /Nilai Pengajuan/ });

describe('the application value in the new application', () => {
  it('above the per-borrower limit: refused beside the field, naming the limit, nothing sent', async () => {
    const api = await renderForm();
    const u = user();
    await u.type(valueField(), '99999999999999');
    await u.click(screen.getByRole('button', { name: 'Simpan Draf' }));
    await elapse(0);
    // The value's words with the other fields' own (the date and objective are still empty).
    const words = screen.getByText(ABOVE);
    expect(valueField().getAttribute('aria-invalid')).toBe('true');
    expect(valueField().getAttribute('aria-describedby')?.split(' ')).toContain(words.id);
    expect(api.operations.some((op) => op.operationName === 'CreateLoan')).toBe(false);

    // At the limit itself it is no longer the value's problem.
    await u.clear(valueField());
    await u.type(valueField(), '2000000000');
    await u.click(screen.getByRole('button', { name: 'Simpan Draf' }));
    await elapse(0);
    expect(screen.queryByText(ABOVE)).toBeNull();
    expect(api.operations.some((op) => op.operationName === 'CreateLoan')).toBe(false);
  });

  it('says it in English on an English screen', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, false);
    await renderForm();
    await act(() => i18n.changeLanguage('en'));
    const u = user();
    await u.type(screen.getByRole('textbox', { name: /Application value/ }), '2000000001');
    await u.click(screen.getByRole('button', { name: 'Save draft' }));
    await elapse(0);
    expect(
      screen.getByText(
        'The application value is above the OJK limit per borrower of Rp 2.000.000.000,00',
      ),
    ).toBeTruthy();
  });

  it('a typed decimal is refused, never read as a hundred times the amount', async () => {
    await renderForm();
    const u = user();
    await u.type(valueField(), '1500000,75');
    await u.tab();
    expect(valueField().value).toBe('1.500.000');
    expect(screen.getByText('Jumlah dalam rupiah penuh, tanpa sen')).toBeTruthy();
  });
});

describe('the required date in the new application', () => {
  it("counts its two weeks from the product's day (the demo clock's), not the browser's", async () => {
    // The browser says 5 October 2026, 23:30 UTC (6 October in WIB); the demo clock is 40 days on.
    vi.setSystemTime(new Date('2026-10-05T23:30:00Z'));
    const api = await renderForm();
    expect(screen.getByText('Paling cepat 20-10-2026')).toBeTruthy();
    const clock = api.operations.find((op) => op.operationName === 'DemoClock');
    await answer(() =>
      clock?.succeed({
        demoClock: { __typename: 'DemoClock', now: '2026-11-14T23:30:00.000Z', offsetDays: 40 },
      }),
    );
    expect(screen.getByText('Paling cepat 29-11-2026')).toBeTruthy();
  });
});
