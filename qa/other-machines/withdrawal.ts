// A withdrawal (cash-out): a lender validated by staff, with an approved VA topped up through the
// built-in bank (the demo's own transfer), cashes out (REST POST /cash-out; GraphQL cashOut, the
// wallet screen's) and the bank answers within the call — paid at once (online) or taken to
// settle later (clearing). A later settlement is seen once staff move the demo clock a day (REST
// POST /demo/clock/advance; GraphQL advanceDemoClock) and the bank is asked about it (REST: the
// lender, POST /cash-out/{id}/inquiry; GraphQL: staff, inquireWithdrawal, which only the staff
// money screen offers). What the tier reports is the lender's withdrawal (REST GET
// /cash-out/{id}; GraphQL myWithdrawals); the database, the withdrawal row's machine state.
import { withdrawalMachine } from '../../machines/withdrawal/withdrawal.machine.ts';
import { rest } from '../../tests/support/test-product.ts';
import type { MachineDriver } from './model.ts';
import { type Desk, must, type Person, validatedLender } from './people.ts';
import { at, mustGraphql, type Surfaces } from './surface.ts';

type Subject = Person & { withdrawalId: string };
type Rail = 'ONLINE' | 'CLEARING';

type WithdrawalOperations = {
  /** The lender cashes out Rp 1 million on the rail; answers the withdrawal's id. */
  cashOut(desk: Desk, lender: Person, rail: Rail): Promise<string>;
  /** A day on the demo clock, then the bank asked about the withdrawal; answers the calls made. */
  dayLaterInquiry(desk: Desk, subject: Subject): Promise<string>;
  state(desk: Desk, subject: Subject): Promise<string>;
};

const surfaces: Surfaces<WithdrawalOperations> = {
  rest: {
    async cashOut(desk, lender, rail) {
      const sent = await rest(desk.product, 'POST', '/cash-out', {
        token: lender.token,
        headers: { 'idempotency-key': `qa-${lender.userId}-${rail}` },
        body: { amount: '1000000', rail },
      });
      if (sent.status !== 200) {
        throw new Error(`POST /api/cash-out answered ${sent.status}: ${JSON.stringify(sent.body)}`);
      }
      return String((sent.body.data as { id: string }).id);
    },
    async dayLaterInquiry(desk, subject) {
      await must(desk.product, 'POST', '/demo/clock/advance', desk.staffToken, { days: 1 });
      await must(desk.product, 'POST', `/cash-out/${subject.withdrawalId}/inquiry`, subject.token);
      return 'staff move the demo clock a day (POST /demo/clock/advance); the lender asks the bank (POST /cash-out/{id}/inquiry)';
    },
    async state(desk, subject) {
      const seen = await must(
        desk.product,
        'GET',
        `/cash-out/${subject.withdrawalId}`,
        subject.token,
      );
      return String(seen.state);
    },
  },
  graphql: {
    async cashOut(desk, lender, rail) {
      const { cashOut } = await mustGraphql<{ cashOut: { id: string } }>(
        desk,
        lender.token,
        'mutation ($amount: Decimal!, $rail: TransferRail, $key: String!) { cashOut(amount: $amount, rail: $rail, idempotencyKey: $key) { id state } }',
        { amount: '1000000', rail, key: `qa-${lender.userId}-${rail}` },
      );
      return cashOut.id;
    },
    async dayLaterInquiry(desk, subject) {
      await mustGraphql(
        desk,
        desk.staffToken,
        'mutation { advanceDemoClock(days: 1) { offsetDays } }',
      );
      await mustGraphql(
        desk,
        desk.staffToken,
        'mutation ($id: ID!) { inquireWithdrawal(id: $id) { id state } }',
        { id: subject.withdrawalId },
      );
      return 'staff move the demo clock a day (GraphQL advanceDemoClock) and ask the bank (GraphQL inquireWithdrawal, the staff money screen’s)';
    },
    async state(desk, subject) {
      const { myWithdrawals } = await mustGraphql<{
        myWithdrawals: { id: string; state: string }[];
      }>(desk, subject.token, 'query { myWithdrawals { id state } }');
      return myWithdrawals.find((w) => w.id === subject.withdrawalId)?.state ?? '(not listed)';
    },
  },
};

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
        return { ...lender, withdrawalId: await at(surfaces, desk).cashOut(desk, lender, rail) };
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
    if (event.type !== 'bank.settled') throw new Error(`no call of a client sends ${event.type}`);
    return at(surfaces, desk).dayLaterInquiry(desk, subject);
  },
  async observe(desk, subject) {
    const [row] = await desk.product.db.query<{ state: string }>(
      'SELECT machine_state AS state FROM withdrawals WHERE id = $1',
      [subject.withdrawalId],
    );
    return { api: await at(surfaces, desk).state(desk, subject), db: row?.state ?? '(no row)' };
  },
  expected: (snapshot) => ({ api: String(snapshot.value), db: String(snapshot.value) }),
  who: () => 'the bank',
};
