// A withdrawal (cash-out) at REST: a lender validated by staff, with an approved VA topped up
// through the built-in bank (the demo's own transfer), cashes out (POST /cash-out) and the bank
// answers within the call — paid at once (online) or taken to settle later (clearing). A later
// settlement is seen once the demo clock moves a day and the lender asks the bank about it
// (POST /cash-out/{id}/inquiry). What the API reports is GET /cash-out/{id}; the database, the
// withdrawal row's machine state.
import { withdrawalMachine } from '../../machines/withdrawal/withdrawal.machine.ts';
import { rest } from '../../tests/support/test-product.ts';
import type { MachineDriver } from './model.ts';
import { type Desk, must, type Person, validatedLender } from './people.ts';

type Subject = Person & { withdrawalId: string };

async function cashOut(desk: Desk, lender: Person, rail: 'ONLINE' | 'CLEARING'): Promise<string> {
  const sent = await rest(desk.product, 'POST', '/cash-out', {
    token: lender.token,
    headers: { 'idempotency-key': `qa-${lender.userId}-${rail}` },
    body: { amount: '1000000', rail },
  });
  if (sent.status !== 200) {
    throw new Error(`POST /api/cash-out answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  }
  return String((sent.body.data as { id: string }).id);
}

export const withdrawalDriver: MachineDriver<Subject> = {
  label: 'withdrawal',
  slug: 'withdrawal',
  machine: withdrawalMachine,
  runs: [
    {
      name: 'va',
      input: { withdrawalId: '1', requestUuid: '00000000-0000-4000-8000-000000000001' },
      async start(desk, events) {
        const lender = await validatedLender(desk);
        await must(desk.product, 'POST', '/demo/va-transfer', lender.token, { amount: '5000000' });
        const rail = events[0]?.type === 'bank.accepted' ? 'CLEARING' : 'ONLINE';
        return { ...lender, withdrawalId: await cashOut(desk, lender, rail) };
      },
    },
  ],
  events: [{ type: 'bank.accepted' }, { type: 'bank.settled' }, { type: 'withdrawal.reverse' }],
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
  openedBy: ['bank.settled', 'bank.accepted'],
  cannot: {
    'bank.failed': 'the built-in bank, as the demo runs it, pays every withdrawal it takes',
    'bank.noAnswer': 'the built-in bank, as the demo runs it, always answers',
    'bank.notFound': 'the built-in bank always knows the payments it was sent',
  },
  async take(desk, subject, event) {
    if (event.type !== 'bank.settled') throw new Error(`no REST call sends ${event.type}`);
    await must(desk.product, 'POST', '/demo/clock/advance', desk.staffToken, { days: 1 });
    await must(desk.product, 'POST', `/cash-out/${subject.withdrawalId}/inquiry`, subject.token);
    return 'staff move the demo clock a day (POST /demo/clock/advance); the lender asks the bank (POST /cash-out/{id}/inquiry)';
  },
  async observe(desk, subject) {
    const seen = await must(
      desk.product,
      'GET',
      `/cash-out/${subject.withdrawalId}`,
      subject.token,
    );
    const [row] = await desk.product.db.query<{ state: string }>(
      'SELECT machine_state AS state FROM withdrawals WHERE id = $1',
      [subject.withdrawalId],
    );
    return { api: String(seen.state), db: row?.state ?? '(no row)' };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
  who: () => 'the bank',
};
