// A lender funds a loan (issue 17, loan-lifecycle.md `loan.fund`): in one transaction the money
// moves from the lender's active balance to on hold, the funding row is written, and the loan
// machine takes the event — or nothing happens at all.
//
// Concurrency, the point of it (bench/funding-race.bench.ts measures it):
// 1. The journal entry is posted first. Its idempotency key claims the request: a retry of the
//    same request (the same Idempotency-Key) waits for the first and then finds it done. The
//    lender's balance moves by a conditional update, so two fundings by one lender can never
//    spend the same rupiah twice.
// 2. Then the loan's row is locked (FOR NO KEY UPDATE) and the machine decides with the
//    commitment as it is now: concurrent lenders are served one at a time for the short part of
//    the work only, and the commitment never passes the need. A refusal (the loan filled up,
//    the window closed) rolls the whole transaction back, the balance with it.
// Locks are always taken in that order (lender's money, then loan); the funding window's close
// takes the loan first, so a funding that meets it may be chosen as a deadlock victim by the
// database: it is retried, and then refused because the loan is no longer open.

import { createHash, randomUUID } from 'node:crypto';
import { entryDescription } from '../../machines/ledger/entry-descriptions.ts';
import { transferLines } from '../../machines/ledger/ledger.rules.ts';
import type { ProfileSection, SectionStatus } from '../../machines/profile/profile.types.ts';
import type { LenderFacts } from '../../machines/shared/actor.ts';
import {
  fromSen,
  isRupiah,
  isWholeRupiah,
  toSen,
  WHOLE_RUPIAH_MESSAGE,
} from '../../machines/shared/money.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, idempotencyKeyReused, loanNotFound } from '../http/errors.ts';
import {
  APPROVED_WALLET,
  type ApprovedWallet,
  approvedWallet,
  approvedWalletOf,
} from '../ledger/lender-money.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { walletBalance } from '../ledger/read-balances.ts';
import { applyLoanEventIn } from '../loans/apply-loan-event.ts';
import { findLoan, type LoanRecord, loanSelect } from '../loans/loan-record.ts';
import { loanNoticeParams, notifyBorrowerAndLenders } from '../notify/notify-user.ts';
import { validatedLender } from '../profiles/profile.ts';
import { wibDate } from '../reference/wib-date.ts';
import { assertLenderMayRead } from './lender-access.ts';
import {
  LIMIT_AND_WALLET_FACTS,
  LIMIT_COLUMNS,
  type LimitRow,
  lenderLimitAndWalletFacts,
  limitsOf,
  lockAffiliateGroup,
  ME,
  WALLET_COLUMNS,
  type WalletRow,
} from './lender-limit-facts.ts';

/** What the rules need to know about this lender now (machines/shared/actor.ts), in one read. */
export async function lenderFacts(q: Queryable, viewer: Viewer, now: Date): Promise<LenderFacts> {
  const { limits, wallet } = await lenderLimitAndWalletFacts(q, viewer.userId);
  return { ...walletFactsOf(viewer, wallet, now), limits };
}

/**
 * The loan and this lender's facts in one read ($1 the lender, $2 the loan): what the access gate
 * asks the machine with before a funding (api/http/access.ts). The facts travel as one JSON column
 * (text and booleans only), beside the loan's own columns.
 */
const LOAN_AND_LENDER_FACTS = `WITH facts AS (${LIMIT_AND_WALLET_FACTS})
  SELECT loan.*, row_to_json(facts) AS lender_facts
    FROM facts LEFT JOIN LATERAL (${loanSelect} WHERE l.id = $2::bigint) AS loan ON true`;

export async function loanAndLenderFacts(
  q: Queryable,
  loanId: number,
  viewer: Viewer,
  now: Date,
): Promise<{ loan: LoanRecord; lender: LenderFacts }> {
  const [row] = await q.query<LoanRecord & { lender_facts: LimitRow & WalletRow }>(
    LOAN_AND_LENDER_FACTS,
    [viewer.userId, loanId],
  );
  if (!row) throw new Error(`lender ${viewer.userId} not found`);
  const { lender_facts: facts, ...loan } = row;
  if (loan.id === null) throw loanNotFound();
  return {
    loan,
    lender: { ...walletFactsOf(viewer, facts, now), limits: limitsOf(facts) },
  };
}

/** The lender's validation and balance (one read); the limits' facts are read apart. */
async function walletFacts(
  q: Queryable,
  viewer: Viewer,
  now: Date,
): Promise<Omit<LenderFacts, 'limits'>> {
  const [row] = await q.query<WalletRow>(`SELECT ${WALLET_COLUMNS}`, [viewer.userId]);
  return walletFactsOf(viewer, row ?? { sections: [], active: null, agreement_signed: false }, now);
}

function walletFactsOf(viewer: Viewer, wallet: WalletRow, now: Date): Omit<LenderFacts, 'limits'> {
  const sections = wallet.sections.map((row) => ({
    section: row.section as ProfileSection,
    status: row.status as SectionStatus,
    marital: row.marital,
  }));
  return {
    validated: validatedLender(viewer, sections),
    agreementSigned: wallet.agreement_signed,
    activeBalance: fromSen(BigInt(wallet.active ?? '0')),
    today: wibDate(now),
  };
}

export type Funding = {
  id: number;
  loanId: number;
  amountSen: bigint;
  status: 'HELD' | 'REFUNDED' | 'LENT';
  createdAt: Date;
};

export type FundResult = {
  funding: Funding;
  loan: LoanRecord;
  replayed: boolean;
  /** The lender's facts after the funding (the wallet as it stands now). */
  facts: LenderFacts;
  balance: { activeSen: bigint; onHoldSen: bigint };
  /** The approved wallet (its kind and number; a funding does not change it). */
  wallet: ApprovedWallet;
};

/** An Idempotency-Key: 1 to 200 visible ASCII characters (RFC draft: a UUID is typical). */
const KEY = /^[\x21-\x7e]{1,200}$/;

/**
 * The request's Idempotency-Key, required (as a cash-out's): a funding retried after a lost
 * answer must count once, and without a key a retry is a second funding.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string {
  if (header === undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', 'An Idempotency-Key header is required', {
      fields: { 'idempotency-key': 'An Idempotency-Key header is required' },
    });
  }
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY.test(key)) {
    throw new AppError(
      400,
      'VALIDATION_FAILED',
      'Idempotency-Key must be 1 to 200 visible characters',
      {
        fields: { 'idempotency-key': 'Idempotency-Key must be 1 to 200 visible characters' },
      },
    );
  }
  return key;
}

const digestOf = (loanId: number, amountSen: bigint) =>
  createHash('sha256').update(`${loanId}:${amountSen}`).digest('hex');

type FundingRow = {
  id: number;
  loan_id: number;
  amount_sen: string;
  status: Funding['status'];
  created_at: Date;
  request_digest: string;
};

/** A funding as its row reads (amount_sen as text). */
export const fundingOf = (
  row: Pick<FundingRow, 'id' | 'loan_id' | 'amount_sen' | 'status' | 'created_at'>,
): Funding => ({
  id: Number(row.id),
  loanId: Number(row.loan_id),
  amountSen: BigInt(row.amount_sen),
  status: row.status,
  createdAt: row.created_at,
});

const FUNDING_COLUMNS =
  'id, loan_id, amount_sen::text AS amount_sen, status, created_at, request_digest';

/** A database's "try again" answers: a deadlock victim or a serialization failure. */
const retryable = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  (error.code === '40P01' || error.code === '40001');

export async function fundLoan(
  db: Db,
  viewer: Viewer,
  loanId: number,
  amount: string,
  key: string | null,
  now: Date,
  /** The facts the access gate read a moment ago (api/http/access.ts); read here when absent. */
  knownFacts?: LenderFacts,
): Promise<FundResult> {
  if (!isRupiah(amount) || toSen(amount) <= 0n) {
    throw new AppError(400, 'VALIDATION_FAILED', 'The funding amount is not valid', {
      fields: { amount: 'must be a rupiah amount above zero' },
    });
  }
  // Whole rupiah, as cash-out and top-up: the route's schema refuses sen first; this holds for
  // every other caller (the auto-lend pass).
  if (!isWholeRupiah(amount)) {
    throw new AppError(400, 'VALIDATION_FAILED', WHOLE_RUPIAH_MESSAGE, {
      fields: { amount: WHOLE_RUPIAH_MESSAGE },
    });
  }
  const requestKey = key ?? randomUUID();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.tx((q) =>
        fundOnce(q, viewer, loanId, toSen(amount), requestKey, now, knownFacts),
      );
    } catch (error) {
      if (attempt >= 3 || !retryable(error)) throw error;
    }
  }
}

/**
 * The funding's row ($2 the loan, $3 the amount, $4 the key, $5 the request's digest, $6 the
 * journal entry; none without an entry), and in the same statement the lender's ($1) limits'
 * facts and approved wallet, and the loan's row locked (FOR NO KEY UPDATE) and read as
 * lockLoan reads it. The statement sees the database as it was when it began, so the facts are
 * those before this funding (the triggers of migration 0035 count it after); the loan's row is the
 * latest, as any locking read returns it. A lender in an affiliate group gets neither the row
 * nor the loan's lock until the group's lock is held ($7): the caller takes it and asks again, so
 * the locks are taken in their order (money, group, loan) and the facts read under them.
 *
 * The funding row only references the loan (a key share lock, which the loan's lock does not
 * block), and a refusal under the loan's lock rolls it back with the rest. Under the loan's lock
 * there is then only the machine's decision and the loan's update.
 */
export const fundWithLimitFactsSql = (
  /** The loan's read (`l` the loans row; the lock and the loan's id are added here). */
  loanRead: string,
) => `WITH ${ME},
  funding AS (
    INSERT INTO loan_fundings
      (loan_id, lender_id, amount_sen, idempotency_key, request_digest, entry_id)
    SELECT $2::bigint, $1::uuid, $3::bigint, $4::text, $5::text, $6::bigint FROM me
     WHERE $6::bigint IS NOT NULL AND (me.affiliate_group IS NULL OR $7::boolean)
    RETURNING id, loan_id, amount_sen::text AS amount_sen, status, created_at
  ),
  locked AS (
    ${loanRead}
     WHERE l.id = $2::bigint AND (SELECT me.affiliate_group IS NULL OR $7::boolean FROM me)
       FOR NO KEY UPDATE OF l
  )
  SELECT locked.*,
         (SELECT row_to_json(facts) FROM (SELECT ${LIMIT_COLUMNS} FROM me) AS facts)
           AS lender_facts,
         f.id AS funding_id, f.loan_id AS funding_loan_id, f.amount_sen AS funding_amount_sen,
         f.status AS funding_status, f.created_at AS funding_created_at,
         w.kind AS wallet_kind, w.account AS wallet_account
    FROM me LEFT JOIN funding f ON true
    LEFT JOIN LATERAL (${APPROVED_WALLET}) AS w ON true
    LEFT JOIN locked ON true`;

const FUND_WITH_LIMIT_FACTS = fundWithLimitFactsSql(loanSelect);

type FundWithFactsRow = LoanRecord & {
  lender_facts: LimitRow;
  funding_id: number | null;
  funding_loan_id: number;
  funding_amount_sen: string;
  funding_status: Funding['status'];
  funding_created_at: Date;
  wallet_kind: string | null;
  wallet_account: string | null;
};

async function writeFunding(
  q: Queryable,
  input: {
    lender: string;
    loanId: number;
    amountSen: bigint;
    key: string;
    digest: string;
    entryId: string | null;
  },
  groupLocked = false,
): Promise<{
  limits: LenderFacts['limits'];
  funding: Funding | null;
  wallet: ApprovedWallet;
  /** The loan's row, locked; null when the lock waits for the group's (asked again). */
  loan: LoanRecord | null;
}> {
  const [row] = await q.query<FundWithFactsRow>(FUND_WITH_LIMIT_FACTS, [
    input.lender,
    input.loanId,
    input.amountSen.toString(),
    input.key,
    input.digest,
    input.entryId,
    groupLocked,
  ]);
  if (!row) throw new Error(`lender ${input.lender} not found`);
  const {
    lender_facts: facts,
    funding_id,
    funding_loan_id,
    funding_amount_sen,
    funding_status,
    funding_created_at,
    wallet_kind,
    wallet_account,
    ...loan
  } = row;
  const waitsForGroup = facts.affiliate_group !== null && !groupLocked;
  if (waitsForGroup && input.entryId !== null) {
    // Affiliates funding at the same moment are judged one after the other.
    await lockAffiliateGroup(q, facts.affiliate_group ?? '');
    return writeFunding(q, input, true);
  }
  if (!waitsForGroup && loan.id === null) throw loanNotFound();
  if (input.entryId !== null && funding_id === null) {
    throw new Error(`funding of loan ${input.loanId} not written`);
  }
  return {
    limits: limitsOf(facts),
    funding:
      funding_id === null
        ? null
        : fundingOf({
            id: funding_id,
            loan_id: funding_loan_id,
            amount_sen: funding_amount_sen,
            status: funding_status,
            created_at: funding_created_at,
          }),
    wallet: approvedWalletOf(wallet_kind, wallet_account),
    loan: waitsForGroup ? null : loan,
  };
}

async function fundOnce(
  q: Queryable,
  viewer: Viewer,
  loanId: number,
  amountSen: bigint,
  key: string,
  now: Date,
  knownFacts: LenderFacts | undefined,
): Promise<FundResult> {
  const digest = digestOf(loanId, amountSen);
  const earlier = async (): Promise<FundResult | null> => {
    const [row] = await q.query<FundingRow>(
      `SELECT ${FUNDING_COLUMNS} FROM loan_fundings WHERE lender_id = $1 AND idempotency_key = $2`,
      [viewer.userId, key],
    );
    if (!row) return null;
    if (row.request_digest !== digest) throw idempotencyKeyReused();
    const balance = await walletBalance(q, viewer.userId);
    return {
      funding: fundingOf(row),
      loan: await findLoan(q, loanId),
      replayed: true,
      facts: await lenderFacts(q, viewer, now),
      balance,
      wallet: await approvedWallet(q, viewer.userId),
    };
  };
  // A request already served is found by its journal entry's key, claimed first by the posting:
  // it answers as it did, whatever happened since.
  const known = knownFacts ?? (await walletFacts(q, viewer, now));
  const lender = viewer.userId;
  const posted = await postEntry(q, {
    kind: 'FUNDING',
    reference: `loan:${loanId}`,
    description: entryDescription('funding', { loan: loanId }),
    idempotencyKey: `fund:${lender}:${key}`,
    lines: transferLines(
      { kind: 'LENDER_ACTIVE', ownerId: lender },
      { kind: 'LENDER_ON_HOLD', ownerId: lender },
      amountSen,
    ),
    // The product's clock, as the repayments are dated (in demo mode, the demo date).
    postedAt: now,
  }).catch(async (error: unknown) => {
    // Not enough money: the machine's words for it, unless the loan itself refuses first.
    if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') return null;
    throw error;
  });
  if (posted && !posted.applied) {
    // The same key: served before, or by a concurrent request that committed in the meantime.
    const replay = await earlier();
    if (replay) return replay;
    throw idempotencyKeyReused();
  }
  // The wallet after the posting, as the posting left it.
  const active = { kind: 'LENDER_ACTIVE', ownerId: lender } as const;
  const onHold = { kind: 'LENDER_ON_HOLD', ownerId: lender } as const;
  const balance = {
    activeSen: posted?.balanceAfter?.(active) ?? 0n,
    onHoldSen: posted?.balanceAfter?.(onHold) ?? 0n,
  };
  // OJK's lender limits (issue 21) on the facts as they are now, read under the lender's lock
  // (the posting's) and the affiliate group's, in the statement that writes the funding row.
  const written = await writeFunding(q, {
    lender,
    loanId,
    amountSen,
    key,
    digest,
    entryId: posted?.entryId ?? null,
  });
  const facts: LenderFacts = { ...known, limits: written.limits };
  const funding = written.funding;
  const loan = await applyLoanEventIn(
    q,
    loanId,
    viewer,
    () => ({ type: 'loan.fund', amount: fromSen(amountSen) }),
    {
      locked: written.loan ?? undefined,
      assertAccess: assertLenderMayRead,
      // Posting moved the balance already; the rules judge the balance the lender had.
      actorFacts: { lender: facts },
      alsoWrite: async () => {
        if (!posted) {
          // The balance did not cover it and the machine did not refuse: a concurrent spend.
          throw new AppError(409, 'INSUFFICIENT_BALANCE', 'Insufficient active balance', {
            reason: 'INSUFFICIENT_BALANCE',
            text: { id: 'Saldo aktif tidak mencukupi', en: 'Insufficient active balance' },
            textFields: ['amount'],
          });
        }
      },
      reread: false,
    },
  );
  if (!funding) throw new Error(`funding of loan ${loanId} not written`);
  if (loan.machine_state.stage === 'FUNDING_COMPLETED') {
    // The last rupiah: the borrower and every lender of the loan hear that it is complete.
    await notifyBorrowerAndLenders(q, loan, null, {
      kind: 'FUNDING_COMPLETED',
      params: loanNoticeParams(loan),
    });
  }
  return {
    funding,
    loan,
    replayed: false,
    facts: {
      ...facts,
      activeBalance: fromSen(balance.activeSen),
      limits: withFunding(facts.limits, amountSen),
    },
    balance,
    wallet: written.wallet,
  };
}

/** The limits' facts once this funding is counted in them (the answer's fund action). */
function withFunding(limits: LenderFacts['limits'], amountSen: bigint): LenderFacts['limits'] {
  const plus = (rupiah: string) => fromSen(toSen(rupiah) + amountSen);
  return {
    ...limits,
    outstanding: plus(limits.outstanding),
    groupOutstanding: plus(limits.groupOutstanding),
    platformOutstanding: plus(limits.platformOutstanding),
  };
}
