// What a cash-out of an amount would be now: the facts the withdrawal rules decide with (bank
// data validated, the approved wallet, the active balance, the rails), read in one place. The
// rails table is a setting; of its rails only those the configured bank can pay on, from this
// wallet to this beneficiary's bank, are offered (the bank's RDL API has no BI-FAST, say).
import {
  type CashOutDecision,
  decideCashOut,
  type RailCode,
} from '../../machines/withdrawal/withdrawal.rules.ts';
import { PARTNER_BANK_CODE, type PartnerBank } from '../bank/partner-bank.ts';
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
  bank: Pick<PartnerBank, 'carriesPayout'>,
  lenderId: string,
  amountSen: bigint,
  chosenRail: RailCode | null,
): Promise<{
  decision: CashOutDecision;
  beneficiary: Beneficiary | null;
  activeSen: bigint;
  /** The RDL the payment would leave from; null for a VA wallet. */
  fromRdlAccount: string | null;
}> {
  // One after another: `q` may be a transaction's one connection (requestCashOut), where
  // queries at once are queued by the driver and refused by its next major version.
  const beneficiary = await beneficiaryOf(q, lenderId);
  const wallets = await q.query<{ kind: 'VA' | 'RDL'; account: string | null }>(
    `SELECT machine_context ->> 'kind' AS kind, machine_context ->> 'accountNumber' AS account
       FROM lender_wallets WHERE lender_id = $1 AND machine_state = 'approved'`,
    [lenderId],
  );
  const balance = await walletBalance(q, lenderId);
  const rails = await readRails(q);
  const wallet = wallets[0] ?? null;
  const decision = decideCashOut({
    bankDataValidated: beneficiary !== null,
    walletKind: wallet?.kind ?? null,
    activeSen: balance.activeSen,
    amountSen,
    chosenRail,
    beneficiaryAtRdlBank: beneficiary?.bankCode === PARTNER_BANK_CODE,
    rails:
      wallet && beneficiary
        ? rails.filter((rail) => bank.carriesPayout(rail.rail, wallet.kind, beneficiary.bankCode))
        : rails,
  });
  return {
    decision,
    beneficiary,
    activeSen: balance.activeSen,
    fromRdlAccount: wallet?.kind === 'RDL' ? wallet.account : null,
  };
}
