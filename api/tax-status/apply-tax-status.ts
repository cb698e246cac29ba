// The one writer of the status payouts withhold by (users.tax_*): a declaration back to resident
// as the lender makes it, or a declaration staff approved. Each change is kept in
// lender_tax_status_changes with who made it apply and, when staff verified it, which declaration.
import type { TaxStatusChange } from '../../machines/lender-account/tax-status.rules.ts';
import type { Queryable } from '../db/db.ts';

export async function applyTaxStatus(
  q: Queryable,
  lenderId: string,
  change: TaxStatusChange,
  applied: { by: string; at: Date; declarationId: string | null },
): Promise<void> {
  await q.query(
    `UPDATE users SET tax_resident = $2, tax_country = $3, tax_treaty_percent = $4::numeric,
            domicile_certificate_file = $5, domicile_certificate_valid_until = $6::date,
            tax_status_updated_at = $7
      WHERE id = $1`,
    [
      lenderId,
      change.resident,
      change.country,
      change.treatyPercent,
      change.certificateFile,
      change.certificateValidUntil,
      applied.at,
    ],
  );
  await q.query(
    `INSERT INTO lender_tax_status_changes (lender_id, resident, country, treaty_percent,
            certificate_file, certificate_valid_until, changed_by, changed_at, declaration_id)
     VALUES ($1, $2, $3, $4::numeric, $5, $6::date, $7, $8, $9)`,
    [
      lenderId,
      change.resident,
      change.country,
      change.treatyPercent,
      change.certificateFile,
      change.certificateValidUntil,
      applied.by,
      applied.at,
      applied.declarationId,
    ],
  );
}
