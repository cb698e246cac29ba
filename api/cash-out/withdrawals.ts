// Reading withdrawals: a lender's own, and for staff every pending one.

import type { Text } from '../../machines/shared/i18n-text.ts';
import { fromSen } from '../../machines/shared/money.ts';
import type { WithdrawalStateName } from '../../machines/withdrawal/withdrawal.machine.ts';
import { railLabels } from '../../machines/withdrawal/withdrawal.rules.ts';
import type { Db } from '../db/db.ts';
import { WITHDRAWAL_SELECT, type WithdrawalRow } from './withdrawal-record.ts';

export const withdrawalStateLabels: Record<WithdrawalStateName, Text> = {
  requested: { id: 'Diajukan', en: 'Requested' },
  sent: { id: 'Dikirim ke bank', en: 'Sent to the bank' },
  settled: { id: 'Berhasil', en: 'Settled' },
  failed: { id: 'Gagal', en: 'Failed' },
  reversed: { id: 'Dibatalkan, dana kembali', en: 'Reversed, money returned' },
};

export function withdrawalView(row: WithdrawalRow & { full_name?: string }) {
  return {
    id: row.id,
    lenderId: row.lender_id,
    lenderName: row.full_name ?? null,
    amount: fromSen(BigInt(row.amount)),
    fee: fromSen(BigInt(row.fee)),
    total: fromSen(BigInt(row.amount) + BigInt(row.fee)),
    rail: row.rail,
    railLabel: railLabels[row.rail],
    bankCode: row.bank_code,
    accountName: row.account_name,
    accountNumber: row.account_number,
    requestUuid: row.request_uuid,
    state: row.machine_state,
    stateLabel: withdrawalStateLabels[row.machine_state],
    bankResponseCode: row.machine_context.bankResponseCode ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

export async function lenderWithdrawals(db: Db, lenderId: string) {
  const rows = await db.query<WithdrawalRow>(
    // Newest request first. The select's `id` is text, where '9' sorts after '10': the table's
    // own columns order it.
    `${WITHDRAWAL_SELECT} WHERE lender_id = $1
      ORDER BY withdrawals.created_at DESC, withdrawals.id DESC LIMIT 50`,
    [lenderId],
  );
  return rows.map(withdrawalView);
}

export async function pendingWithdrawals(db: Db) {
  const rows = await db.query<WithdrawalRow & { full_name: string }>(
    `SELECT w.*, u.full_name FROM (${WITHDRAWAL_SELECT}) w JOIN users u ON u.id = w.lender_id
      WHERE w.machine_state IN ('requested', 'sent') ORDER BY w.created_at`,
  );
  return rows.map(withdrawalView);
}
