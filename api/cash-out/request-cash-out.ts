// A lender's cash-out (spec §2, §8, §9): in one transaction under the lender's row lock, the
// withdrawal rules decide (bank data, wallet, rail and fee, active balance), the withdrawal is
// written with the bank's request uuid and its amount plus fee go on hold. Then the payment is
// sent — outside any transaction, so a slow bank holds no lock — and its answer is the machine's
// next event. A retried request with the same Idempotency-Key returns the first withdrawal.
import { randomUUID } from 'node:crypto';
import { isRupiah, toSen } from '../../machines/shared/money.ts';
import type { WithdrawalEvent } from '../../machines/withdrawal/withdrawal.machine.ts';
import {
  type CashOutRefusalCode,
  cashOutRefusalTexts,
  type RailCode,
} from '../../machines/withdrawal/withdrawal.rules.ts';
import {
  outcomeUnknown,
  type PartnerBank,
  type PayoutAnswer,
  type PayoutStatus,
} from '../bank/partner-bank.ts';
import type { Db } from '../db/db.ts';
import { AppError, idempotencyKeyReused } from '../http/errors.ts';
import { quoteCashOut } from './quote-cash-out.ts';
import {
  applyWithdrawalEvent,
  findWithdrawal,
  postHold,
  WITHDRAWAL_SELECT,
  type WithdrawalRow,
} from './withdrawal-record.ts';

type Deps = { db: Db; bank: PartnerBank; now: () => Date };

const STATUS: Record<CashOutRefusalCode, [number, string]> = {
  BANK_DATA_MISSING: [409, 'BANK_DATA_MISSING'],
  WALLET_NOT_ACTIVE: [409, 'WALLET_NOT_ACTIVE'],
  AMOUNT_INVALID: [400, 'VALIDATION_FAILED'],
  NO_RAIL: [400, 'VALIDATION_FAILED'],
  RAIL_DOES_NOT_FIT: [400, 'VALIDATION_FAILED'],
  INSUFFICIENT_ACTIVE_BALANCE: [409, 'INSUFFICIENT_BALANCE'],
};

export function cashOutRefused(code: CashOutRefusalCode): AppError {
  const [status, errorCode] = STATUS[code];
  const text = cashOutRefusalTexts[code];
  const field = code === 'RAIL_DOES_NOT_FIT' ? 'rail' : 'amount';
  // In the caller's language, the field's message too (error-handler.ts).
  return new AppError(status, errorCode, text.en, {
    reason: code,
    text,
    ...(status === 400 ? { fields: { [field]: text.en }, textFields: [field] } : {}),
  });
}

/** Whole rupiah only: the rails carry no sen. */
export function amountSenOf(amount: string): bigint {
  const sen = isRupiah(amount) ? toSen(amount) : -1n;
  if (sen <= 0n || sen % 100n !== 0n) throw cashOutRefused('AMOUNT_INVALID');
  return sen;
}

/** Sends (or re-sends, same uuid) the payment and applies the bank's answer. */
export async function sendToBank(deps: Deps, row: WithdrawalRow): Promise<WithdrawalRow> {
  // The adapter answers the bank's silence (no answer, a reset, a 5xx, an unreadable answer) as
  // an outcome unknown: the withdrawal then waits for the status inquiry. What it throws is a
  // fault of ours: the request fails, and the withdrawal, written first, still waits.
  const answer: PayoutAnswer = await deps.bank.sendPayout({
    requestUuid: row.request_uuid,
    rail: row.rail,
    fromRdlAccount: row.from_rdl_account,
    amountSen: BigInt(row.amount),
    feeSen: BigInt(row.fee),
    beneficiary: {
      bankCode: row.bank_code,
      accountNumber: row.account_number,
      accountName: row.account_name,
    },
    now: deps.now(),
  });
  const event: WithdrawalEvent = answer.ok
    ? { type: answer.status === 'SETTLED' ? 'bank.settled' : 'bank.accepted' }
    : outcomeUnknown(answer.responseCode)
      ? { type: 'bank.noAnswer' }
      : { type: 'bank.failed', responseCode: answer.responseCode };
  if (answer.ok && answer.status === 'FAILED') {
    return applyAlone(deps.db, row.id, { type: 'bank.failed', responseCode: 'FAILED' });
  }
  return applyAlone(deps.db, row.id, event);
}

async function applyAlone(db: Db, id: string, event: WithdrawalEvent) {
  return db.tx(async (q) => {
    const row = await findWithdrawal(q, id, true);
    if (!row) throw new AppError(404, 'WITHDRAWAL_NOT_FOUND', 'Withdrawal not found');
    return (await applyWithdrawalEvent(q, row, event)).row;
  });
}

export async function requestCashOut(
  deps: Deps,
  lenderId: string,
  input: { amount: string; rail: RailCode | null; idempotencyKey: string },
): Promise<WithdrawalRow> {
  const amountSen = amountSenOf(input.amount);
  const created = await deps.db.tx(async (q) => {
    await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [lenderId]);
    const [earlier] = await q.query<WithdrawalRow>(
      `${WITHDRAWAL_SELECT} WHERE lender_id = $1 AND idempotency_key = $2`,
      [lenderId, input.idempotencyKey],
    );
    if (earlier) {
      // The same key is the same request: another amount or rail under it is a client's mistake,
      // not a retry, and is refused rather than answered with the first withdrawal.
      const sameRequest =
        BigInt(earlier.amount) === amountSen &&
        (input.rail === null || input.rail === earlier.rail);
      if (!sameRequest) throw idempotencyKeyReused();
      return { row: earlier, fresh: false };
    }
    const { decision, beneficiary, fromRdlAccount } = await quoteCashOut(
      q,
      deps.bank,
      lenderId,
      amountSen,
      input.rail,
    );
    if (!decision.ok) throw cashOutRefused(decision.code);
    if (!beneficiary) throw cashOutRefused('BANK_DATA_MISSING');
    const requestUuid = randomUUID();
    const [row] = await q.query<{ id: string }>(
      `INSERT INTO withdrawals (lender_id, idempotency_key, amount_sen, fee_sen, rail, bank_code,
         account_name, account_number, from_rdl_account, request_uuid, machine_state,
         machine_context)
       VALUES ($1, $2, $3::bigint, $4::bigint, $5, $6, $7, $8, $9, $10, 'requested', '{}'::jsonb)
       RETURNING id::text AS id`,
      [
        lenderId,
        input.idempotencyKey,
        amountSen.toString(),
        decision.rail.feeSen.toString(),
        decision.rail.rail,
        beneficiary.bankCode,
        beneficiary.accountName,
        beneficiary.accountNumber,
        fromRdlAccount,
        requestUuid,
      ],
    );
    if (!row) throw new Error('withdrawal not written');
    // The machine's starting context, written with the row before the bank is called.
    await q.query(`UPDATE withdrawals SET machine_context = $2::jsonb WHERE id = $1`, [
      row.id,
      JSON.stringify({ withdrawalId: row.id, requestUuid, bankResponseCode: null, attempts: 0 }),
    ]);
    const stored = await findWithdrawal(q, row.id);
    if (!stored) throw new Error('withdrawal not written');
    await postHold(q, stored);
    return { row: stored, fresh: true };
  });
  return created.fresh ? sendToBank(deps, created.row) : created.row;
}

/** The machine event for the bank's answer to a status inquiry. */
function inquiryEvent(status: PayoutStatus): WithdrawalEvent {
  switch (status) {
    case 'SETTLED':
      return { type: 'bank.settled' };
    case 'PENDING':
      return { type: 'bank.accepted' };
    case 'FAILED':
      return { type: 'bank.failed', responseCode: 'FAILED' };
    case 'NOT_FOUND':
      return { type: 'bank.notFound' };
  }
}

/**
 * Asks the bank what became of a withdrawal still requested (its answer lost) or sent (pending
 * settlement), by the stored request uuid. A payment the bank never received is sent again
 * under that same uuid; one it has is never sent twice.
 */
export async function resolveWithdrawal(deps: Deps, id: string): Promise<WithdrawalRow> {
  const row = await findWithdrawal(deps.db, id);
  if (!row) throw new AppError(404, 'WITHDRAWAL_NOT_FOUND', 'Withdrawal not found');
  if (row.machine_state !== 'requested' && row.machine_state !== 'sent') return row;
  const status = await deps.bank.payoutStatus(row.request_uuid, deps.now());
  if (!status.ok) return row;
  const after = await deps.db.tx(async (q) => {
    const locked = await findWithdrawal(q, id, true);
    if (!locked) throw new AppError(404, 'WITHDRAWAL_NOT_FOUND', 'Withdrawal not found');
    return applyWithdrawalEvent(q, locked, inquiryEvent(status.status));
  });
  return after.send ? sendToBank(deps, after.row) : after.row;
}

/**
 * The same inquiry for the settlement job: the withdrawal's row is claimed with SKIP LOCKED and
 * held through the bank's answer, so with several instances each pending withdrawal is asked
 * about by one of them at a time; one claimed elsewhere is left alone (null).
 */
export async function resolveClaimedWithdrawal(
  deps: Deps,
  id: string,
): Promise<WithdrawalRow | null> {
  const after = await deps.db.tx(async (q) => {
    const [row] = await q.query<WithdrawalRow>(
      `${WITHDRAWAL_SELECT} WHERE id = $1 AND machine_state IN ('requested', 'sent')
        FOR UPDATE SKIP LOCKED`,
      [id],
    );
    if (!row) return null;
    const status = await deps.bank.payoutStatus(row.request_uuid, deps.now());
    if (!status.ok) return { row, send: false };
    return applyWithdrawalEvent(q, row, inquiryEvent(status.status));
  });
  if (!after) return null;
  return after.send ? sendToBank(deps, after.row) : after.row;
}
