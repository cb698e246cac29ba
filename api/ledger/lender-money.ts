// What the balance and mutation calls read about a lender: the approved wallet (its kind and
// number), the balances, and the mutations of a period with its defaults and limits.

import { periodProblem } from '../../machines/shared/statement-period.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { wibDate } from '../reference/wib-date.ts';
import {
  type Period,
  type WalletBalance,
  walletBalance,
  walletMutations,
} from './read-balances.ts';

export type ApprovedWallet = { kind: 'VA' | 'RDL'; accountNumber: string } | null;

/** The lender's ($1) approved wallet as one row, `kind` and `account`: none while there is none. */
export const APPROVED_WALLET = `SELECT machine_context ->> 'kind' AS kind,
            machine_context ->> 'accountNumber' AS account
       FROM lender_wallets WHERE lender_id = $1::uuid AND machine_state = 'approved'`;

/** The wallet of an APPROVED_WALLET row (its columns may be read under other names). */
export const approvedWalletOf = (
  kind: string | null | undefined,
  account: string | null | undefined,
): ApprovedWallet =>
  kind === 'VA' || kind === 'RDL' ? { kind, accountNumber: account ?? '' } : null;

export async function approvedWallet(db: Queryable, lenderId: string): Promise<ApprovedWallet> {
  const [row] = await db.query<{ kind: string; account: string }>(APPROVED_WALLET, [lenderId]);
  return approvedWalletOf(row?.kind, row?.account);
}

/** The wallet of one kind, refused (404) when the lender's approved wallet is not of it. */
export async function walletOfKind(db: Db, lenderId: string, kind: 'VA' | 'RDL') {
  const wallet = await approvedWallet(db, lenderId);
  if (wallet?.kind !== kind) {
    throw new AppError(
      404,
      'WALLET_NOT_FOUND',
      kind === 'VA' ? 'No approved virtual account' : 'No approved RDL account',
    );
  }
  return wallet;
}

/** Spec §7 {type}: a personal lender reads /personal/…, a company lender /company/…. */
export function assertLenderType(viewer: Viewer, type: 'personal' | 'company') {
  if (viewer.isPersonal !== (type === 'personal')) {
    throw new AppError(404, 'NOT_FOUND', `This account is not a ${type} lender`);
  }
}

export type BalanceView = WalletBalance & { wallet: ApprovedWallet };

export async function balanceView(db: Db, lenderId: string): Promise<BalanceView> {
  const [balance, wallet] = await Promise.all([
    walletBalance(db, lenderId),
    approvedWallet(db, lenderId),
  ]);
  return { ...balance, wallet };
}

const DAY_MS = 86_400_000;

/** The period asked for, or the last 30 days (WIB) up to today; at most a year. */
export function periodOf(
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Period {
  const to = query.to ?? wibDate(now);
  const from =
    query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS).toISOString().slice(0, 10);
  const problem = periodProblem(from, to);
  if (problem === 'ENDS_BEFORE_START') {
    throw new AppError(400, 'VALIDATION_FAILED', 'The period ends before it starts', {
      fields: { to: 'The period ends before it starts' },
    });
  }
  if (problem === 'TOO_LONG') {
    throw new AppError(400, 'VALIDATION_FAILED', 'A period is at most one year', {
      fields: { from: 'A period is at most one year' },
    });
  }
  return { from, to };
}

export const mutationsOf = (
  db: Db,
  ownerId: string,
  period: Period,
  page: { page: number; pageSize: number } | null,
  of: 'lender' | 'borrower' = 'lender',
) => walletMutations(db, ownerId, period, page, of);
