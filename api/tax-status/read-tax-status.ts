// A lender's tax status as the lender and staff read it: the status staff verified — the one
// payouts withhold by, with the rate a payout made today would withhold (the same rule the payout
// uses, machines/installment) — and beside it the declaration waiting for staff, or the last one
// they refused with its reason.

import {
  type TaxRates,
  type Withholding,
  withholdingOn,
} from '../../machines/installment/installment.payout.ts';
import {
  mayReadTaxStatus,
  withholdingLabel,
} from '../../machines/lender-account/tax-status.rules.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import { lenderNotFound } from '../accounts/lender-not-found.ts';
import type { Viewer } from '../accounts/tokens.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import {
  openDeclarationRow,
  percentText,
  type TaxDeclarationView,
  taxDeclarationView,
} from './read-tax-declarations.ts';

export type TaxStatusView = {
  lenderId: string;
  resident: boolean;
  country: string | null;
  treatyPercent: string | null;
  certificateFile: string | null;
  certificateValidUntil: string | null;
  /** The certificate is on file but its last valid day has passed. */
  certificateExpired: boolean;
  withholding: Withholding & { label: Text };
  updatedAt: string | null;
  /** The declaration waiting for staff, or the last refused one; null when none is open. */
  declaration: TaxDeclarationView | null;
};

type Row = {
  id: string;
  role: string;
  tax_resident: boolean;
  tax_country: string | null;
  tax_treaty_percent: string | null;
  domicile_certificate_file: string | null;
  valid_until: string | null;
  tax_status_updated_at: Date | null;
};

export async function taxStatusRow(q: Queryable, lenderId: string, lock = false) {
  const [row] = await q.query<Row>(
    `SELECT id, role, tax_resident, tax_country, tax_treaty_percent::text AS tax_treaty_percent,
            domicile_certificate_file,
            to_char(domicile_certificate_valid_until, 'YYYY-MM-DD') AS valid_until,
            tax_status_updated_at
       FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [lenderId],
  );
  return row && row.role === 'lender' ? row : null;
}

export function taxStatusView(
  row: Row,
  rates: TaxRates,
  today: string,
  declaration: TaxDeclarationView | null = null,
): TaxStatusView {
  const treatyPercent = percentText(row.tax_treaty_percent);
  const validUntil = row.domicile_certificate_file ? row.valid_until : null;
  const withholding = withholdingOn(
    { resident: row.tax_resident, treatyPercent, certificateValidUntil: validUntil },
    rates,
    today,
  );
  return {
    lenderId: row.id,
    resident: row.tax_resident,
    country: row.tax_country,
    treatyPercent,
    certificateFile: row.domicile_certificate_file,
    certificateValidUntil: validUntil,
    certificateExpired: validUntil !== null && validUntil < today,
    withholding: { ...withholding, label: withholdingLabel(withholding) },
    updatedAt: row.tax_status_updated_at ? new Date(row.tax_status_updated_at).toISOString() : null,
    declaration,
  };
}

/** The lender's own status, or a named lender's for staff; 403 to anyone else. */
export async function readTaxStatus(
  q: Queryable,
  viewer: Viewer,
  lenderId: string,
  rates: TaxRates,
  today: string,
): Promise<TaxStatusView> {
  if (!mayReadTaxStatus(viewer, lenderId)) {
    throw new AppError(403, 'FORBIDDEN', 'You may not do this', {
      text: {
        id: 'Status pajak hanya dapat dilihat oleh pemberi dana itu sendiri dan staf',
        en: 'Only the lender and staff can see a tax status',
      },
    });
  }
  const row = await taxStatusRow(q, lenderId);
  if (!row) throw lenderNotFound();
  const open = await openDeclarationRow(q, lenderId);
  const declaration = open ? taxDeclarationView(open, { actor: viewer, today, rates }) : null;
  return taxStatusView(row, rates, today, declaration);
}
