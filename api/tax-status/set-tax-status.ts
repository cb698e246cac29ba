// The lender declares their own tax status: the rules (machines/lender-account/tax-status.rules.ts)
// decide whether it may be accepted and whether it applies now (back to resident) or waits for
// staff to verify it (non-resident, a treaty rate). A new declaration replaces one still waiting.
// All in one transaction, the lender's row locked first (as a staff decision locks it) so that a
// declaration and a decision never cross. Payouts already made keep what they withheld.
import type { TaxRates } from '../../machines/installment/installment.payout.ts';
import {
  declaredStatus,
  type TaxStatusChange,
  taxReviewNotes,
  taxStatusRefusal,
} from '../../machines/lender-account/tax-status.rules.ts';
import { lenderNotFound } from '../accounts/lender-not-found.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db, Queryable } from '../db/db.ts';
import { assertOwnFiles } from '../files/file-references.ts';
import { refusal } from '../http/refusals.ts';
import { wibDate } from '../reference/wib-date.ts';
import { applyTaxStatus } from './apply-tax-status.ts';
import { readTaxStatus, type TaxStatusView, taxStatusRow } from './read-tax-status.ts';

/** The lender's personal data, validated by staff, holds an Indonesian NIK (KTP number). */
async function hasValidatedNik(q: Queryable, lenderId: string): Promise<boolean> {
  const [row] = await q.query<{ nik: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM profile_sections
                     WHERE user_id = $1 AND section = 'personal' AND status = 'VALIDATED'
                       AND coalesce(data ->> 'ktpnumber', '') <> '') AS nik`,
    [lenderId],
  );
  return row?.nik === true;
}

export async function setTaxStatus(
  deps: { db: Db; now: () => Date; rates: TaxRates },
  viewer: Viewer,
  change: TaxStatusChange,
): Promise<TaxStatusView> {
  const now = deps.now();
  const today = wibDate(now);
  return deps.db.tx(async (q) => {
    const refused = taxStatusRefusal(change, {
      actor: viewer,
      lenderId: viewer.userId,
      today,
      rates: deps.rates,
    });
    if (refused) throw refusal('taxStatus', refused, refused.field ? [refused.field] : []);
    // The certificate must be the lender's own upload (PDF, JPEG or PNG through /file/upload).
    await assertOwnFiles(q, [viewer.userId], { certificateFile: change.certificateFile });
    const row = await taxStatusRow(q, viewer.userId, true);
    if (!row) throw lenderNotFound();
    await q.query(
      `UPDATE lender_tax_declarations SET status = 'WITHDRAWN', decided_at = $2
        WHERE lender_id = $1 AND status = 'PENDING'`,
      [viewer.userId, now],
    );
    const status = declaredStatus(change);
    const notes =
      status === 'PENDING'
        ? taxReviewNotes(change, {
            validatedIndonesianNik: await hasValidatedNik(q, viewer.userId),
          })
        : [];
    const [declared] = await q.query<{ id: string }>(
      `INSERT INTO lender_tax_declarations (lender_id, resident, country, treaty_percent,
              certificate_file, certificate_valid_until, status, review_notes, declared_at,
              decided_at)
       VALUES ($1, $2, $3, $4::numeric, $5, $6::date, $7, $8::text[], $9, $10)
       RETURNING id::text AS id`,
      [
        viewer.userId,
        change.resident,
        change.country,
        change.treatyPercent,
        change.certificateFile,
        change.certificateValidUntil,
        status,
        notes,
        now,
        status === 'APPLIED' ? now : null,
      ],
    );
    if (status === 'APPLIED') {
      await applyTaxStatus(q, viewer.userId, change, {
        by: viewer.userId,
        at: now,
        declarationId: declared?.id ?? null,
      });
    }
    return readTaxStatus(q, viewer, viewer.userId, deps.rates, today);
  });
}
