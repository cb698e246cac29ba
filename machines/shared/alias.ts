// The alias a borrower is shown by to lenders (spec §5 "alias helper"), one function for the API
// and the screens.

const LEGAL_FORM = /^(PT|CV)\.?$/i;

/**
 * The alias of a company (spec §5): the initials of its name, keeping a leading PT or CV —
 * 'PT Sinar Jaya Abadi' → 'PT SJA', 'Maju Bersama' → 'MB'.
 */
export function companyAlias(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const [first, ...rest] = words;
  if (first === undefined) return '';
  const legalForm = LEGAL_FORM.test(first) ? first.replace('.', '').toUpperCase() : null;
  const initials = (legalForm ? rest : words)
    .map((word) =>
      word
        .replace(/^[^\p{L}\p{N}]+/u, '')
        .charAt(0)
        .toUpperCase(),
    )
    .join('');
  if (!legalForm) return initials;
  return initials === '' ? legalForm : `${legalForm} ${initials}`;
}
