// A withdrawal row and its machine: restore, apply one event, and post the ledger entries the
// machine's actions ask for — all in the caller's transaction. A withdrawal out of an RDL is a
// payment out of the lender's own account at the bank: it settles against the mirrored RDL
// (api/rdl/rdl-payments.ts), one out of a VA wallet against the platform's payout account.

import { entryDescription, railWords } from '../../machines/ledger/entry-descriptions.ts';
import { PLATFORM, transferLines } from '../../machines/ledger/ledger.rules.ts';
import { rupiahText } from '../../machines/shared/money.ts';
import { pureTransition } from '../../machines/shared/pure-transition.ts';
import {
  type WithdrawalContext,
  type WithdrawalEvent,
  type WithdrawalStateName,
  withdrawalMachine,
} from '../../machines/withdrawal/withdrawal.machine.ts';
import type { RailCode } from '../../machines/withdrawal/withdrawal.rules.ts';
import type { Queryable } from '../db/db.ts';
import { postEntry } from '../ledger/post-entry.ts';
import {
  cancelRdlPayment,
  type RdlPayment,
  registerRdlPayment,
  settleRdlPayment,
} from '../rdl/rdl-payments.ts';

export type WithdrawalRow = {
  id: string;
  lender_id: string;
  idempotency_key: string;
  amount: string;
  fee: string;
  rail: RailCode;
  bank_code: string;
  account_name: string;
  account_number: string;
  /** The lender's RDL the payment leaves from; null for a VA wallet. */
  from_rdl_account: string | null;
  request_uuid: string;
  machine_state: WithdrawalStateName;
  machine_context: WithdrawalContext;
  created_at: Date;
  updated_at: Date;
};

export const WITHDRAWAL_SELECT = `
  SELECT id::text AS id, lender_id, idempotency_key, amount_sen::text AS amount,
         fee_sen::text AS fee, rail, bank_code, account_name, account_number, from_rdl_account,
         request_uuid::text AS request_uuid, machine_state, machine_context, created_at, updated_at
    FROM withdrawals`;

export async function findWithdrawal(q: Queryable, id: string, lock = false) {
  const [row] = await q.query<WithdrawalRow>(
    `${WITHDRAWAL_SELECT} WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return row ?? null;
}

const hold = (lenderId: string) => ({ kind: 'LENDER_ON_HOLD', ownerId: lenderId }) as const;
const active = (lenderId: string) => ({ kind: 'LENDER_ACTIVE', ownerId: lenderId }) as const;
const totalOf = (row: WithdrawalRow) => BigInt(row.amount) + BigInt(row.fee);

export const describeWithdrawal = (
  row: WithdrawalRow,
  as: 'withdrawal' | 'withdrawalHeld' | 'withdrawalCancelled' = 'withdrawal',
) =>
  entryDescription(as, {
    amount: rupiahText(BigInt(row.amount)),
    bank: row.bank_code,
    account: row.account_number,
    rail: railWords(row.rail),
    fee: rupiahText(BigInt(row.fee)),
  });

/** The payment out of the lender's RDL a withdrawal is; null for a VA wallet's. */
export const rdlPaymentOf = (row: WithdrawalRow): RdlPayment | null =>
  row.from_rdl_account
    ? {
        reference: `withdrawal:${row.id}`,
        lenderId: row.lender_id,
        accountNumber: row.from_rdl_account,
        amountSen: BigInt(row.amount),
        feeSen: BigInt(row.fee),
      }
    : null;

/**
 * The amount and the fee move from active to on hold while the withdrawal is pending; out of an
 * RDL, the payment is registered too, before the bank is asked.
 */
export async function postHold(q: Queryable, row: WithdrawalRow) {
  const posted = await postEntry(q, {
    kind: 'WITHDRAWAL',
    reference: `withdrawal:${row.id}`,
    description: describeWithdrawal(row, 'withdrawalHeld'),
    idempotencyKey: `withdrawal:${row.id}:hold`,
    lines: transferLines(active(row.lender_id), hold(row.lender_id), totalOf(row)),
  });
  const payment = rdlPaymentOf(row);
  if (payment) await registerRdlPayment(q, payment);
  return posted;
}

/**
 * Applies one event to the stored withdrawal; a failure is reversed in the same step. Returns
 * the row after, and whether the machine asks for the payment request to be (re)sent.
 */
export async function applyWithdrawalEvent(
  q: Queryable,
  row: WithdrawalRow,
  event: WithdrawalEvent,
): Promise<{ row: WithdrawalRow; send: boolean }> {
  let snapshot = withdrawalMachine.resolveState({
    value: row.machine_state,
    context: row.machine_context,
  });
  if (!snapshot.can(event)) return { row, send: false };
  const events: WithdrawalEvent[] = [event];
  let send = false;
  while (events.length > 0) {
    const next = events.shift();
    if (!next) break;
    const [after, actions] = pureTransition(withdrawalMachine, snapshot, next);
    snapshot = after;
    for (const action of actions) {
      if (action.type === 'sendToBank') send = true;
      const payment = rdlPaymentOf(row);
      if (action.type === 'postSettlement' && payment) {
        await settleRdlPayment(q, payment, {
          kind: 'WITHDRAWAL',
          description: describeWithdrawal(row),
          from: hold(row.lender_id),
        });
      } else if (action.type === 'postSettlement') {
        await postEntry(q, {
          kind: 'WITHDRAWAL',
          reference: `withdrawal:${row.id}`,
          description: describeWithdrawal(row),
          idempotencyKey: `withdrawal:${row.id}:settle`,
          lines: transferLines(
            hold(row.lender_id),
            { kind: 'BANK_PAYOUT', ownerId: PLATFORM },
            totalOf(row),
          ),
        });
      }
      if (action.type === 'postReversal') {
        // The payment's state first: it takes the lender's lock before any ledger row's.
        if (payment) await cancelRdlPayment(q, payment);
        await postEntry(q, {
          kind: 'WITHDRAWAL',
          reference: `withdrawal:${row.id}`,
          description: describeWithdrawal(row, 'withdrawalCancelled'),
          idempotencyKey: `withdrawal:${row.id}:reverse`,
          lines: transferLines(hold(row.lender_id), active(row.lender_id), totalOf(row)),
        });
      }
    }
    if (snapshot.value === 'failed') events.push({ type: 'withdrawal.reverse' });
  }
  const [updated] = await q.query<WithdrawalRow>(
    `UPDATE withdrawals SET machine_state = $2, machine_context = $3::jsonb, updated_at = now()
      WHERE id = $1
     RETURNING id::text AS id, lender_id, idempotency_key, amount_sen::text AS amount,
               fee_sen::text AS fee, rail, bank_code, account_name, account_number,
               from_rdl_account, request_uuid::text AS request_uuid, machine_state, machine_context, created_at,
               updated_at`,
    [row.id, snapshot.value, JSON.stringify(snapshot.context)],
  );
  return { row: updated ?? row, send };
}
