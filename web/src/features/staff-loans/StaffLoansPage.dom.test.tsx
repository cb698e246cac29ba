// @vitest-environment jsdom
// The staff's loan list keeps its choice in the address: two changes before the page renders
// again (the stage, then the order) both stay — the second once dropped the first, building on
// the address the page last rendered.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createTestApollo, elapse, renderInApp, resetDom } from '../../test-support/dom.tsx';
import { StaffLoansPage } from './StaffLoansPage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

it('keeps the stage chosen when the order changes before the page renders again', async () => {
  const api = createTestApollo();
  renderInApp(<StaffLoansPage />, { client: api.client, path: '/staff/loans' });
  await elapse(0);
  const stageSelect = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Tahap' });
  const sortSelect = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Urutkan' });
  const stage = [...stageSelect.options].map((o) => o.value).find(Boolean) ?? '';
  const sort = [...sortSelect.options].map((o) => o.value).find((v) => v && v !== 'NEWEST') ?? '';
  expect([stage, sort].every(Boolean)).toBe(true);

  // Both in one batch: React renders once, after both handlers ran.
  act(() => {
    fireEvent.change(stageSelect, { target: { value: stage } });
    fireEvent.change(sortSelect, { target: { value: sort } });
  });
  await elapse(0);
  const lists = api.operations.filter((op) => op.operationName === 'StaffLoans');
  expect(lists.at(-1)?.variables).toMatchObject({ stage, sort });
});
