// @vitest-environment jsdom
// The marketplace's choice lives in the address: two changes before the page renders again (a
// grade chip, then the funding state, on a busy phone) each build on the one before — the second
// once dropped the first, building on the address the page last rendered.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  answer,
  createTestApollo,
  elapse,
  renderInApp,
  resetDom,
} from '../../test-support/dom.tsx';
import { MarketplacePage } from './MarketplacePage.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(resetDom);

const EMPTY = {
  marketplace: {
    __typename: 'MarketplaceConnection',
    totalCount: 0,
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    nodes: [],
  },
};

it('keeps a grade chip chosen when the funding state changes before the page renders again', async () => {
  const api = createTestApollo();
  renderInApp(<MarketplacePage />, { client: api.client, path: '/lender/marketplace' });
  await elapse(0);
  const asked = () => api.operations.filter((op) => op.operationName === 'Marketplace');
  await answer(() => asked()[0]?.succeed(EMPTY));

  // Both in one batch: React renders once, after both handlers ran.
  act(() => {
    fireEvent.click(screen.getByRole('checkbox', { name: /^C\s*·/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Pendanaan' }), {
      target: { value: 'NOT_FUNDED' },
    });
  });
  await elapse(0);
  expect(asked().at(-1)?.variables).toMatchObject({
    filter: { grades: ['C'], funding: 'NOT_FUNDED' },
  });
});
