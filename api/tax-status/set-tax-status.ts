// The lender sets their own tax status: the rules (machines/lender-account/tax-status.rules.ts)
// decide whether it may be accepted; the user row and its record of changes are written in one
// transaction. Payouts already made keep what they withheld (their journal lines); only payouts
// from now on read the new status.
import type { TaxRates } from '../../machines/installment/installment.payout.ts';
import {
  type TaxStatusChange,
  taxStatusRefusal,
} from '../../machines/lender-account/tax-status.rules.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Db } from '../db/db.ts';
import { assertOwnFiles } from '../files/file-references.ts';
import { refusal } from '../http/refusals.ts';
import { wibDate } from '../reference/wib-date.ts';
import {
  lenderNotFound,
  readTaxStatus,
  type TaxStatusView,
  taxStatusRow,
} from './read-tax-status.ts';

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
      `UPDATE users SET tax_resident = $2, tax_country = $3, tax_treaty_percent = $4::numeric,
              domicile_certificate_file = $5, domicile_certificate_valid_until = $6::date,
              tax_status_updated_at = $7
        WHERE id = $1`,
      [
        viewer.userId,
        change.resident,
        change.country,
        change.treatyPercent,
        change.certificateFile,
        change.certificateValidUntil,
        now,
      ],
    );
    await q.query(
      `INSERT INTO lender_tax_status_changes (lender_id, resident, country, treaty_percent,
              certificate_file, certificate_valid_until, changed_by, changed_at)
       VALUES ($1, $2, $3, $4::numeric, $5, $6::date, $1, $7)`,
      [
        viewer.userId,
        change.resident,
        change.country,
        change.treatyPercent,
        change.certificateFile,
        change.certificateValidUntil,
        now,
      ],
    );
    return readTaxStatus(q, viewer, viewer.userId, deps.rates, today);
  });
}
