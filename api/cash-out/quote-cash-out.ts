// What a cash-out of an amount would be now: the facts the withdrawal rules decide with (bank
// data validated, the approved wallet, the active balance, the rails), read in one place.
import {
  type CashOutDecision,
  decideCashOut,
  type RailCode,
} from '../../machines/withdrawal/withdrawal.rules.ts';
import type { Queryable } from '../db/db.ts';
import { walletBalance } from '../ledger/read-balances.ts';
import { readRails } from './rails.ts';

export type Beneficiary = { bankCode: string; accountName: string; accountNumber: string };

export async function beneficiaryOf(q: Queryable, lenderId: string) {
  const [row] = await q.query<{ status: string; data: Record<string, string> }>(
    `SELECT status, data FROM profile_sections WHERE user_id = $1 AND section = 'bank'`,
    [lenderId],
  );
  const validated = row?.status === 'VALIDATED';
  const beneficiary: Beneficiary | null =
    validated && row
      ? {
          bankCode: row.data.bankcode ?? '',
          accountName: row.data.accountname ?? '',
          accountNumber: row.data.accountnumber ?? '',
        }
      : null;
  return beneficiary;
}

export async function quoteCashOut(
  q: Queryable,
  lenderId: string,
  amountSen: bigint,
  chosenRail: RailCode | null,
): Promise<{ decision: CashOutDecision; beneficiary: Beneficiary | null; activeSen: bigint }> {
  const [beneficiary, wallet, balance, rails] = await Promise.all([
    beneficiaryOf(q, lenderId),
    q.query<{ kind: 'VA' | 'RDL' }>(
      `SELECT machine_context ->> 'kind' AS kind FROM lender_wallets
        WHERE lender_id = $1 AND machine_state = 'approved'`,
      [lenderId],
    ),
    walletBalance(q, lenderId),
    readRails(q),
  ]);
  const decision = decideCashOut({
    bankDataValidated: beneficiary !== null,
    walletKind: wallet[0]?.kind ?? null,
    activeSen: balance.activeSen,
    amountSen,
    chosenRail,
    rails,
  });
  return { decision, beneficiary, activeSen: balance.activeSen };
}
