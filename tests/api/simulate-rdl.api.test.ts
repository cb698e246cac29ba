// The RDL registration chain in the seeded simulation (sim/newcomers.ts openRdlWallet): seed 65's
// first new lender registers on day 1 and asks for an RDL instead of a VA, as the wallet screen
// asks (`POST /api/wallet/request`, kind RDL, her consent). With faults at 0.5 the bank loses the
// answer to each step of its chain that day — the face check, the investor's registration, the
// account — once it acted: staff retry twice (the machine's three tries), then refuse the request
// (the bank's registration failed) and she asks again; the product sends the lost account
// call's uuid again, so the bank answers the RDL it opened, the only one it holds. Staff check the
// numbers and approve; she deposits into her RDL, and again on day 2, and never funds. The
// auditor finds nothing wrong. On PGlite, or on DATABASE_URL's PostgreSQL server when it is set.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/db.ts';
import { simulate } from '../../sim/simulate.ts';

const onDatabase = process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {};
const EMAIL = 'lender.new1@lumbung.test';

type Seen = {
  state: string;
  kind: string | null;
  account: string | null;
  cif: string | null;
  events: { event: string; detail: Record<string, string> }[];
  deposits: { key: string; amount: string }[];
  active: string;
  fundings: number;
};

/** The RDL newcomer as the database holds her: her wallet, its trail, her deposits and fundings. */
async function rdlNewcomerIn(db: Db): Promise<Seen> {
  const [user] = await db.query<{ id: string }>(
    'SELECT id::text AS id FROM users WHERE email = $1',
    [EMAIL],
  );
  if (!user) throw new Error(`${EMAIL} never registered`);
  const [wallet] = await db.query<{
    state: string;
    kind: string | null;
    account: string | null;
    cif: string | null;
  }>(
    `SELECT machine_state AS state, machine_context ->> 'kind' AS kind,
            machine_context ->> 'accountNumber' AS account, machine_context ->> 'cifNumber' AS cif
       FROM lender_wallets WHERE lender_id = $1`,
    [user.id],
  );
  const events = await db.query<{ event: string; detail: Record<string, string> }>(
    'SELECT event, detail FROM lender_wallet_events WHERE lender_id = $1 ORDER BY id',
    [user.id],
  );
  const deposits = await db.query<{ key: string; amount: string }>(
    `SELECT e.idempotency_key AS key, l.amount_sen::text AS amount
       FROM ledger_entries e
       JOIN ledger_lines l ON l.entry_id = e.id
       JOIN ledger_accounts a ON a.id = l.account_id
      WHERE e.kind = 'RDL_DEPOSIT' AND a.kind = 'LENDER_ACTIVE' AND a.owner_id = $1
      ORDER BY e.id`,
    [user.id],
  );
  const [active] = await db.query<{ balance: string }>(
    `SELECT balance_sen::text AS balance FROM ledger_accounts
      WHERE kind = 'LENDER_ACTIVE' AND owner_id = $1`,
    [user.id],
  );
  const [fundings] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM loan_fundings WHERE lender_id = $1',
    [user.id],
  );
  return {
    state: wallet?.state ?? 'none',
    kind: wallet?.kind ?? null,
    account: wallet?.account ?? null,
    cif: wallet?.cif ?? null,
    events,
    deposits,
    active: active?.balance ?? '0',
    fundings: fundings?.n ?? 0,
  };
}

describe('an RDL newcomer', () => {
  it('asks for an RDL, has it approved after its lost bank answers, deposits and never funds', {
    timeout: 60_000,
  }, async () => {
    let seen: Seen | null = null;
    const result = await simulate({
      seed: 65,
      days: 2,
      maxLoans: 4,
      faults: 0.5,
      ...onDatabase,
      afterDay: async (day, db) => {
        if (day === 2) seen = await rdlNewcomerIn(db);
      },
    });
    expect(result.violations).toEqual([]);
    expect(result.newcomers).toEqual([EMAIL]);
    expect(result.rdlNewcomers).toEqual([EMAIL]);
    expect(result.plan).toContain(
      `day 1: register lender ${EMAIL} (Putri Anggraini) with an RDL income 13000000000 deposit 46000000`,
    );
    expect(result.plan).toContain(`day 2: top-up ${EMAIL} 22000000`);
    // Never among the funders: no round names her.
    expect(result.plan.filter((op) => op.includes(': fund #') && op.includes(EMAIL))).toEqual([]);
    // Each step of the chain lost its answer once; the bank holds one RDL, the platform's.
    expect(result.lostAnswersByCall).toMatchObject({
      submitKyc: 1,
      registerInvestor: 1,
      openRdlAccount: 1,
    });
    expect(result.bankRdls).toBe(1);
    if (!seen) throw new Error('day 2 was not read');
    const her = seen as Seen;
    expect(her.state).toBe('approved');
    expect(her.kind).toBe('RDL');
    expect(her.account).toMatch(/^\d{10}$/);
    expect(her.cif).toMatch(/^\d{4,20}$/);
    // Her request, two staff retries, staff's refusal past the tries, her request again, approval.
    const people = her.events.map((e) => e.event).filter((e) => !e.startsWith('rdl.'));
    expect(people.filter((e) => e !== 'bank.failed')).toEqual([
      'wallet.request',
      'bank.retry',
      'bank.retry',
      'wallet.refuse',
      'wallet.request',
      'wallet.approve',
    ]);
    expect(her.events.find((e) => e.event === 'wallet.refuse')?.detail).toEqual({});
    // The account call whose answer was lost, and the one that opened her RDL: the same uuid.
    const accountCalls = her.events.filter((e) => e.detail.step === 'openRdlAccount');
    expect(accountCalls.map((e) => e.event)).toEqual(['bank.failed', 'rdl.accountOpened']);
    expect(accountCalls[1]?.detail.requestUuid).toBe(accountCalls[0]?.detail.requestUuid);
    // Her two deposits, mirrored from her RDL into her balance; nothing cashed out, nothing lent.
    expect(her.deposits.map((d) => d.amount)).toEqual(['4600000000', '2200000000']);
    expect(her.deposits.every((d) => d.key.startsWith(`rdl:${her.account}:`))).toBe(true);
    expect(her.active).toBe('6800000000');
    expect(her.fundings).toBe(0);
  });
});
