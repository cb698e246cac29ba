// An RDL lender's money under random sequences (fast-check): deposits at the built-in bank, charges
// the bank takes on its own, cash-outs online and by clearing (some refused by the bank), time
// passing so clearing settles, and the mirror reading the bank — each through the product's own
// functions. After every step: the mirrored RDL equals the bank's balance less what the mirror
// has not read yet; her wallet (active and on hold) equals the mirrored RDL; it equals what she
// deposited less the charges and the settled withdrawals' amounts and fees — never a withdrawal
// taken twice; the ledger audit holds; and a second mirror in a row posts nothing. 25 sequences by
// default; RDL_PROPERTY_RUNS for more.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPartnerBank } from '../../api/bank/partner-bank.ts';
import { requestCashOut, resolveWithdrawal } from '../../api/cash-out/request-cash-out.ts';
import type { Db } from '../../api/db/db.ts';
import { AppError } from '../../api/http/errors.ts';
import { journalBalance, walletBalance } from '../../api/ledger/read-balances.ts';
import { mirrorRdl } from '../../api/rdl/mirror-rdl.ts';
import { auditLedger } from '../support/ledger-audit.ts';
import { openTestDatabase } from '../support/test-database.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

type Op =
  | { op: 'deposit'; rupiah: bigint }
  | { op: 'charge'; rupiah: bigint }
  | { op: 'cashOut'; rupiah: bigint; rail: 'ONLINE' | 'CLEARING'; refused: boolean }
  | { op: 'tick' }
  | { op: 'mirror' };

const rupiah = fc.bigInt({ min: 1n, max: 5_000_000n });
const deposit = fc.record({
  op: fc.constant('deposit' as const),
  rupiah: fc.bigInt({ min: 1n, max: 20_000_000n }),
});
const opArb: fc.Arbitrary<Op> = fc.oneof(
  deposit,
  fc.record({ op: fc.constant('charge' as const), rupiah: fc.bigInt({ min: 1n, max: 50_000n }) }),
  fc.record({
    op: fc.constant('cashOut' as const),
    rupiah,
    rail: fc.constantFrom('ONLINE' as const, 'CLEARING' as const),
    refused: fc.boolean(),
  }),
  fc.record({ op: fc.constant('tick' as const) }),
  fc.record({ op: fc.constant('mirror' as const) }),
);

// Each sequence starts with money at the bank, read by the mirror, so cash-outs can go.
const sequenceArb = fc
  .tuple(deposit, fc.array(opArb, { minLength: 1, maxLength: 14 }))
  .map(([first, rest]): Op[] => [first, { op: 'mirror' }, ...rest]);

/** A lender with an approved RDL wallet and validated bank data. */
async function newRdlLender(account: string): Promise<string> {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (email, full_name, role, password_hash, active)
     VALUES ($1, 'RDL Lender', 'lender', 'x', true) RETURNING id`,
    [`rdl-${account}@example.test`],
  );
  const lenderId = user?.id ?? '';
  await db.query(
    `INSERT INTO lender_wallets (lender_id, machine_state, machine_context)
     VALUES ($1, 'approved', $2::jsonb)`,
    [lenderId, JSON.stringify({ lenderId, kind: 'RDL', accountNumber: account })],
  );
  await db.query(
    `INSERT INTO profile_sections (user_id, section, data, status) VALUES ($1, 'bank', $2::jsonb, 'VALIDATED')`,
    [lenderId, JSON.stringify({ bankcode: '014', accountname: 'R', accountnumber: '3333333333' })],
  );
  return lenderId;
}

const RUNS = Number(process.env.RDL_PROPERTY_RUNS ?? 25);
let accounts = 0;

describe("an RDL lender's money under random sequences", () => {
  it('keeps the mirror equal to the bank and the wallet equal to deposits less charges and settled withdrawals', async () => {
    await fc.assert(
      fc.asyncProperty(sequenceArb, async (ops) => {
        accounts += 1;
        const account = `9${String(accounts).padStart(9, '0')}`;
        const lenderId = await newRdlLender(account);
        let now = new Date('2026-03-02T03:00:00Z');
        let refuse = false;
        const bank = localPartnerBank({
          settleLaterMs: 60_000,
          refusePayout: () => (refuse ? '0102' : null),
        });
        const deps = { db, bank, now: () => now };
        // What the bank holds that the mirror has not read yet (+ deposits, − charges), and what
        // the mirror has read of deposits and charges.
        let unread = 0n;
        let deposited = 0n;
        let charged = 0n;
        const atBank = async () => {
          const answer = await bank.rdlBalance(account);
          return answer.ok ? answer.balanceSen : -1n;
        };
        const mirror = async () => {
          await mirrorRdl(deps, lenderId);
          deposited += unread;
          unread = 0n;
          const again = await mirrorRdl(deps, lenderId);
          expect(again).toMatchObject({ deposits: 0, charges: 0, adjustedSen: 0n });
        };
        for (const step of ops) {
          if (step.op === 'deposit') {
            bank.depositIntoRdl?.(account, step.rupiah * 100n, now);
            unread += step.rupiah * 100n;
          } else if (step.op === 'charge') {
            // Read first, so the charge is one the lender's free money covers.
            await mirror();
            if (step.rupiah * 100n <= (await walletBalance(db, lenderId)).activeSen) {
              bank.replayRdlLine?.(account, {
                at: now,
                amountSen: step.rupiah * 100n,
                direction: 'D',
                description: 'BIAYA ADMINISTRASI',
              });
              await mirror();
              charged += step.rupiah * 100n;
            }
          } else if (step.op === 'cashOut') {
            refuse = step.refused;
            try {
              await requestCashOut(deps, lenderId, {
                amount: step.rupiah.toString(),
                rail: step.rail,
                idempotencyKey: randomUUID(),
              });
            } catch (error) {
              if (!(error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE'))
                throw error;
            } finally {
              refuse = false;
            }
          } else if (step.op === 'tick') {
            now = new Date(now.getTime() + 61_000);
            const pending = await db.query<{ id: string }>(
              `SELECT id::text AS id FROM withdrawals
                WHERE lender_id = $1 AND machine_state IN ('requested', 'sent')`,
              [lenderId],
            );
            for (const { id } of pending) await resolveWithdrawal(deps, id);
          } else {
            await mirror();
          }

          const mirrored = -(await journalBalance(db, 'RDL_AT_BANK', lenderId));
          expect(mirrored).toBe((await atBank()) - unread);
          const wallet = await walletBalance(db, lenderId);
          expect(wallet.activeSen + wallet.onHoldSen).toBe(mirrored);
          const [settled] = await db.query<{ total: string }>(
            `SELECT coalesce(sum(amount_sen + fee_sen), 0)::text AS total FROM withdrawals
              WHERE lender_id = $1 AND machine_state = 'settled'`,
            [lenderId],
          );
          expect(wallet.activeSen + wallet.onHoldSen).toBe(
            deposited - charged - BigInt(settled?.total ?? '0'),
          );
        }
        await mirror();
        expect(await journalBalance(db, 'RDL_AT_BANK', lenderId)).toBe(-(await atBank()));
        expect(await auditLedger(db)).toEqual([]);
      }),
      { numRuns: RUNS, verbose: 1 },
    );
  }, 600_000);
});
