// Demo money: the demo investor's VA is approved (as staff would after the bank opened it) and
// her wallet has a history — top-ups through the VA over the last two months and a withdrawal
// to her bank — posted through the ledger's one writer, dated in the past.

import { entryDescription, railWords } from '../../machines/ledger/entry-descriptions.ts';
import { PLATFORM, transferLines } from '../../machines/ledger/ledger.rules.ts';
import type { LenderAccountContext } from '../../machines/lender-account/lender-account.types.ts';
import { postEntry } from '../ledger/post-entry.ts';
import type { Db } from './db.ts';

export const DEMO_INVESTOR_VA = '9880001234567890';
/** The demo RDL lender's account at the partner bank, and her CIF there. */
export const DEMO_RDL_ACCOUNT = '0555012345';
export const DEMO_RDL_CIF = '905550123';
/** The bank's reference of the demo RDL lender's deposit, as its account history names it. */
export const DEMO_RDL_DEPOSIT_REFERENCE = '200000000001';

const DAY_MS = 86_400_000;

export async function seedDemoMoney(db: Db, lenderId: string, now: Date): Promise<void> {
  const context: LenderAccountContext = {
    lenderId,
    lenderType: 'personal',
    kind: 'VA',
    accountNumber: DEMO_INVESTOR_VA,
    cifNumber: null,
    failedStep: null,
    bankResponseCode: null,
    bankAttempts: 1,
    refusal: null,
    consentedAt: new Date(now.getTime() - 63 * DAY_MS).toISOString(),
  };
  await db.query(
    `INSERT INTO lender_wallets (lender_id, machine_state, machine_context)
     VALUES ($1, 'approved', $2::jsonb)`,
    [lenderId, JSON.stringify(context)],
  );
  await db.query(
    `INSERT INTO lender_wallet_events (lender_id, event, from_state, to_state, actor_role, detail)
     VALUES ($1, 'wallet.approve', 'awaitingApproval', 'approved', 'admin', '{"seed":"demo"}')`,
    [lenderId],
  );
  const active = { kind: 'LENDER_ACTIVE', ownerId: lenderId } as const;
  const va = { kind: 'BANK_VA_SETTLEMENT', ownerId: PLATFORM } as const;
  const payout = { kind: 'BANK_PAYOUT', ownerId: PLATFORM } as const;
  const history: Array<[number, 'PLACEMENT' | 'WITHDRAWAL', bigint, string]> = [
    [62, 'PLACEMENT', 50_000_000_00n, `VA ${DEMO_INVESTOR_VA} NTB 100000000001`],
    [41, 'PLACEMENT', 25_000_000_00n, `VA ${DEMO_INVESTOR_VA} NTB 100000000002`],
    [
      30,
      'WITHDRAWAL',
      10_002_900_00n,
      entryDescription('withdrawal', {
        amount: 'Rp 10.000.000',
        bank: '009',
        account: '0123456789',
        rail: railWords('CLEARING'),
        fee: 'Rp 2.900',
      }),
    ],
    [12, 'PLACEMENT', 15_000_000_00n, `VA ${DEMO_INVESTOR_VA} NTB 100000000003`],
  ];
  await db.tx(async (q) => {
    for (const [daysAgo, kind, amountSen, description] of history) {
      await postEntry(q, {
        kind,
        reference: `demo:${daysAgo}`,
        description,
        idempotencyKey: `demo:${lenderId}:${daysAgo}`,
        lines:
          kind === 'PLACEMENT'
            ? transferLines(va, active, amountSen)
            : transferLines(active, payout, amountSen),
        postedAt: new Date(now.getTime() - daysAgo * DAY_MS),
      });
    }
  });
}

/**
 * The demo RDL lender: her RDL at the built-in bank is approved (as staff would after the bank
 * opened it) and holds one deposit, mirrored as the RDL mirror does (an RDL deposit keyed by the
 * bank's reference). The built-in bank learns that deposit back from the journal at each start
 * (api/rdl/restore-built-in-rdls.ts), so the mirror finds bank and ledger equal.
 */
export async function seedDemoRdl(db: Db, lenderId: string, now: Date): Promise<void> {
  const context: LenderAccountContext = {
    lenderId,
    lenderType: 'personal',
    kind: 'RDL',
    accountNumber: DEMO_RDL_ACCOUNT,
    cifNumber: DEMO_RDL_CIF,
    failedStep: null,
    bankResponseCode: null,
    bankAttempts: 3,
    refusal: null,
    consentedAt: new Date(now.getTime() - 25 * DAY_MS).toISOString(),
  };
  await db.query(
    `INSERT INTO lender_wallets (lender_id, machine_state, machine_context)
     VALUES ($1, 'approved', $2::jsonb)`,
    [lenderId, JSON.stringify(context)],
  );
  await db.query(
    `INSERT INTO lender_wallet_events (lender_id, event, from_state, to_state, actor_role, detail)
     VALUES ($1, 'wallet.approve', 'awaitingApproval', 'approved', 'admin', '{"seed":"demo"}')`,
    [lenderId],
  );
  await db.tx((q) =>
    postEntry(q, {
      kind: 'RDL_DEPOSIT',
      reference: `rdl:${DEMO_RDL_ACCOUNT}`,
      description: `RDL ${DEMO_RDL_ACCOUNT}: SETORAN TUNAI / TRANSFER MASUK (${DEMO_RDL_DEPOSIT_REFERENCE})`,
      idempotencyKey: `rdl:${DEMO_RDL_ACCOUNT}:${DEMO_RDL_DEPOSIT_REFERENCE}`,
      lines: transferLines(
        { kind: 'RDL_AT_BANK', ownerId: lenderId },
        { kind: 'LENDER_ACTIVE', ownerId: lenderId },
        40_000_000_00n,
      ),
      postedAt: new Date(now.getTime() - 20 * DAY_MS),
    }),
  );
}
