// Late charges in the journal (issue 19; machines/ledger/ledger.rules.ts): a charge the
// installment machine adds is a receivable the moment it accrues — one LATE_CHARGE_ACCRUAL
// entry, LATE_CHARGE_ACCRUED → LATE_CHARGE_RECEIVABLE of the loan — and the part a payment
// covers moves back, so a loan whose charges are all paid holds zero in both. The cash of a
// paid charge goes to the lenders as before (INTEREST_FINE, payments.ts); these entries only
// keep what is owed. Each is written in the caller's transaction, with its state change.

import { entryDescription } from '../../machines/ledger/entry-descriptions.ts';
import {
  lateChargeAccrued,
  lateChargeReceivable,
  transferLines,
} from '../../machines/ledger/ledger.rules.ts';
import { lateChargeRoomSen } from '../../machines/regulation/ojk-limits.ts';
import { fromSen, toSen } from '../../machines/shared/money.ts';
import type { Queryable } from '../db/db.ts';
import { postEntry } from '../ledger/post-entry.ts';

type Installment = { id: string; loan_id: string; number: number };

/**
 * Books a charge the installment added: `cause` names why, once — 'day:<YYYY-MM-DD>' for the
 * daily pass (so one entry per installment and day), 'reject:<paymentId>' for a charge held
 * back while a rejected payment was reviewed. Nothing to book when the charge is zero.
 */
export async function accrueLateCharge(
  q: Queryable,
  installment: Installment,
  cause: string,
  amountSen: bigint,
  at: Date,
) {
  if (amountSen <= 0n) return;
  await postEntry(q, {
    kind: 'LATE_CHARGE_ACCRUAL',
    reference: `loan:${installment.loan_id}:installment:${installment.number}`,
    description: entryDescription('lateCharge', {
      installment: installment.number,
      loan: installment.loan_id,
    }),
    idempotencyKey: `late-charge:${installment.id}:${cause}`,
    lines: transferLines(
      lateChargeAccrued(installment.loan_id),
      lateChargeReceivable(installment.loan_id),
      amountSen,
    ),
    postedAt: at,
  });
}

/** The part of the accrued charges a confirmed payment paid is no longer owed. */
export async function settleLateCharge(
  q: Queryable,
  installment: Installment,
  paymentId: string,
  paidSen: bigint,
  at: Date,
) {
  if (paidSen <= 0n) return;
  await postEntry(q, {
    kind: 'LATE_CHARGE_ACCRUAL',
    reference: `loan:${installment.loan_id}:installment:${installment.number}`,
    description: entryDescription('lateChargePaid', {
      installment: installment.number,
      loan: installment.loan_id,
    }),
    idempotencyKey: `late-charge:${installment.id}:paid:${paymentId}`,
    lines: transferLines(
      lateChargeReceivable(installment.loan_id),
      lateChargeAccrued(installment.loan_id),
      paidSen,
    ),
    postedAt: at,
  });
}

/**
 * What the loan's late charges may still add under OJK's cap on all benefit and charges (100% of
 * the principal): the principal, the agreed interest (the schedule the borrower accepted) and
 * admin fee, and every charge its installments counted so far (ojk-limits.ts
 * `lateChargeRoomSen` decides). Rupiah, for the installment machine's `clock.tick`.
 */
export async function lateChargeRoom(q: Queryable, loanId: string): Promise<string> {
  const [row] = await q.query<{
    principal: string;
    fee: string;
    interest: string;
    charged: string;
  }>(
    `SELECT round(l.genapplicationvalue, 2)::text AS principal,
            round(CASE WHEN coalesce(l.appadminfee, 0) = 0 THEN p.admin_fee ELSE l.appadminfee END,
                  2)::text AS fee,
            round((SELECT coalesce(sum((item ->> 'interest')::numeric), 0)
                     FROM offer_consents c, jsonb_array_elements(c.schedule) AS item
                    WHERE c.loan_id = l.id), 2)::text AS interest,
            round((SELECT coalesce(sum(coalesce((i.machine_context ->> 'lateCharge')::numeric, 0)
                                     + coalesce((i.machine_context ->> 'lateChargeOnHold')::numeric, 0)), 0)
                     FROM loan_installments i WHERE i.loan_id = l.id), 2)::text AS charged
       FROM loans l JOIN products p ON p.id = l.product_id
      WHERE l.id = $1`,
    [loanId],
  );
  if (!row) throw new Error(`loan ${loanId} not found`);
  return fromSen(
    lateChargeRoomSen({
      principalSen: toSen(row.principal),
      benefitSen: toSen(row.interest) + toSen(row.fee),
      lateChargesSen: toSen(row.charged),
    }),
  );
}
