// @vitest-environment jsdom
// A route's prefetched query (prefetched-queries.ts) and the screen's own: the screen takes the
// answer the loader sent, once; and when the screen was quicker (it rendered before the loader's
// chunk had arrived and asked itself), a prefetch arriving after it is not sent, so that the
// screen's next read of the same query (a refetch after an action) is not handed the answer from
// before the action.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StaffLoanDocument } from './generated/graphql.ts';
import { prefetchQuery, takePrefetched } from './prefetched-queries.ts';
import { clearSession, saveSession } from './session.ts';

const TOKEN = 'token-of-staff';
const sent: string[] = [];

beforeEach(() => {
  sent.length = 0;
  saveSession({
    token: TOKEN,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'admin@lumbung.test',
      fullName: 'Staf Lumbung',
      role: 'ADMIN',
      isPersonal: true,
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { variables } = JSON.parse(String(init.body)) as { variables: { id: string } };
      sent.push(variables.id);
      return new Response(
        JSON.stringify({ data: { loan: { id: variables.id, stage: 'REVIEW' } } }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('a prefetched query', () => {
  it('waits for the screen from the moment it is asked for, and is handed over once', async () => {
    prefetchQuery(StaffLoanDocument, { id: '41' });
    // Taken at once, before the request has even gone out.
    const answer = takePrefetched(TOKEN, 'StaffLoan', { id: '41' });
    expect(answer).not.toBeNull();
    expect(await answer).toEqual({ data: { loan: { id: '41', stage: 'REVIEW' } } });
    expect(sent).toEqual(['41']);
    // The screen's next read goes out the usual way.
    expect(takePrefetched(TOKEN, 'StaffLoan', { id: '41' })).toBeNull();
  });

  it('is not sent when the screen asked first, and a later read is not handed an old answer', async () => {
    expect(takePrefetched(TOKEN, 'StaffLoan', { id: '42' })).toBeNull();
    prefetchQuery(StaffLoanDocument, { id: '42' });
    await vi.waitFor(() => expect(vi.mocked(fetch)).not.toHaveBeenCalled());
    expect(takePrefetched(TOKEN, 'StaffLoan', { id: '42' })).toBeNull();
    expect(sent).toEqual([]);
    // Another loan's prefetch is sent as usual.
    prefetchQuery(StaffLoanDocument, { id: '43' });
    expect(await takePrefetched(TOKEN, 'StaffLoan', { id: '43' })).not.toBeNull();
    expect(sent).toEqual(['43']);
  });

  it('is not sent for a session cleared meanwhile: the screen asks the usual way', async () => {
    prefetchQuery(StaffLoanDocument, { id: '44' });
    clearSession();
    expect(await takePrefetched(TOKEN, 'StaffLoan', { id: '44' })).toBeNull();
    expect(sent).toEqual([]);
  });
});
