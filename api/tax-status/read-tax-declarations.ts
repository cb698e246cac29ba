// A lender's tax status declarations as the lender and staff read them: what was declared, where
// it stands (waiting for staff, approved, refused with the reason), what it would withhold once
// approved and what the reader may do to it now (the rules, machines/lender-account).
import {
  type TaxRates,
  type Withholding,
  withholdingOn,
} from '../../machines/installment/installment.payout.ts';
import {
  type TaxDeclaration,
  type TaxDeclarationActionState,
  type TaxDeclarationStatus,
  type TaxReviewNoteCode,
  type TaxStatusChange,
  taxDeclarationActions,
  taxDeclarationStatusLabels,
  taxReviewNoteTexts,
  withholdingLabel,
} from '../../machines/lender-account/tax-status.rules.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import type { Text } from '../../machines/shared/i18n-text.ts';
import type { Queryable } from '../db/db.ts';
import { AppError } from '../http/errors.ts';

export type TaxDeclarationView = {
  id: number;
  lenderId: string;
  lender: { fullName: string; email: string };
  status: TaxDeclarationStatus;
  statusLabel: Text;
  resident: boolean;
  country: string | null;
  treatyPercent: string | null;
  certificateFile: string | null;
  certificateValidUntil: string | null;
  reviewNotes: Array<{ code: TaxReviewNoteCode; text: Text }>;
  declaredAt: string;
  decidedAt: string | null;
  refusalReason: string | null;
  /** What a payout made today would withhold once approved. */
  withholdingIfApproved: Withholding & { label: Text };
  availableActions: TaxDeclarationActionState[];
};

export type DeclarationRow = {
  id: string;
  lender_id: string;
  full_name: string;
  email: string;
  resident: boolean;
  country: string | null;
  treaty_percent: string | null;
  certificate_file: string | null;
  certificate_valid_until: string | null;
  status: TaxDeclarationStatus;
  review_notes: string[];
  declared_at: Date;
  decided_at: Date | null;
  refusal_reason: string | null;
};

export const DECLARATION_COLUMNS = `d.id::text AS id, d.lender_id, u.full_name, u.email, d.resident,
  d.country, d.treaty_percent::text AS treaty_percent, d.certificate_file,
  to_char(d.certificate_valid_until, 'YYYY-MM-DD') AS certificate_valid_until, d.status,
  d.review_notes, d.declared_at, d.decided_at, d.refusal_reason`;

/** `12.50` → `12.5`, `10.00` → `10`: the percent as people write it. */
export const percentText = (value: string | null) =>
  value === null ? null : value.includes('.') ? value.replace(/\.?0+$/, '') : value;

export const changeOf = (row: DeclarationRow): TaxStatusChange => ({
  resident: row.resident,
  country: row.country,
  treatyPercent: percentText(row.treaty_percent),
  certificateFile: row.certificate_file,
  certificateValidUntil: row.certificate_valid_until,
});

export const declarationOf = (row: DeclarationRow): TaxDeclaration => ({
  lenderId: row.lender_id,
  status: row.status,
  change: changeOf(row),
});

export const declarationNotFound = () =>
  new AppError(404, 'TAX_DECLARATION_NOT_FOUND', 'Tax status declaration not found', {
    text: {
      id: 'Pernyataan status pajak tidak ditemukan',
      en: 'Tax status declaration not found',
    },
  });

export function taxDeclarationView(
  row: DeclarationRow,
  facts: { actor: Pick<Actor, 'userId' | 'role'>; today: string; rates: TaxRates },
): TaxDeclarationView {
  const change = changeOf(row);
  const withholding = withholdingOn(change, facts.rates, facts.today);
  return {
    id: Number(row.id),
    lenderId: row.lender_id,
    lender: { fullName: row.full_name, email: row.email },
    status: row.status,
    statusLabel: taxDeclarationStatusLabels[row.status],
    ...change,
    reviewNotes: row.review_notes.map((note) => ({
      code: note as TaxReviewNoteCode,
      text: taxReviewNoteTexts[note as TaxReviewNoteCode] ?? { id: note, en: note },
    })),
    declaredAt: new Date(row.declared_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    refusalReason: row.refusal_reason,
    withholdingIfApproved: { ...withholding, label: withholdingLabel(withholding) },
    availableActions: taxDeclarationActions(declarationOf(row), facts),
  };
}

/** One declaration, locked for a decision when `lock`. */
export async function declarationRow(q: Queryable, id: string, lock = false) {
  const [row] = await q.query<DeclarationRow>(
    `SELECT ${DECLARATION_COLUMNS}
       FROM lender_tax_declarations d JOIN users u ON u.id = d.lender_id
      WHERE d.id = $1${lock ? ' FOR UPDATE OF d' : ''}`,
    [id],
  );
  return row ?? null;
}

/**
 * The declaration the lender should read beside her status: the one waiting for staff, or the
 * last one refused while she has not declared since (its reason is what she needs to act on).
 */
export async function openDeclarationRow(q: Queryable, lenderId: string) {
  const [row] = await q.query<DeclarationRow>(
    `SELECT ${DECLARATION_COLUMNS}
       FROM lender_tax_declarations d JOIN users u ON u.id = d.lender_id
      WHERE d.lender_id = $1
      ORDER BY d.id DESC LIMIT 1`,
    [lenderId],
  );
  return row && (row.status === 'PENDING' || row.status === 'REFUSED') ? row : null;
}

/** Staff's queue: every declaration waiting for them, the longest waiting first. */
export async function listPendingDeclarations(
  q: Queryable,
  facts: { actor: Pick<Actor, 'userId' | 'role'>; today: string; rates: TaxRates },
): Promise<TaxDeclarationView[]> {
  const rows = await q.query<DeclarationRow>(
    `SELECT ${DECLARATION_COLUMNS}
       FROM lender_tax_declarations d JOIN users u ON u.id = d.lender_id
      WHERE d.status = 'PENDING'
      ORDER BY d.declared_at, d.id`,
  );
  return rows.map((row) => taxDeclarationView(row, facts));
}
