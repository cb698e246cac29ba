// A personal lender's own declaration of their yearly income (issue 21): OJK's lender categories
// (machines/regulation/ojk-limits.ts LENDER_INCOME_RULES) limit what a person may have outstanding
// to 10% of it (up to Rp 500 million a year) or 20% (above). Pure.
//
// Decided here, where the rule leaves it to the platform:
// - The lender declares it themselves, in whole rupiah, and may change it at any time; the change
//   applies to fundings from then on (a lower figure does not undo what is already lent: it only
//   leaves no room for more).
// - Only a person declares: a company is not subject to the income share.
// - A person without a declaration funds nothing while the rule is in force
//   (LENDER_INCOME_NOT_DECLARED, with the page to declare on): the profile's monthly income range
//   is a bracket, not a figure, and its upper bound would overstate a lower earner's room.
import type { Actor } from '../shared/actor.ts';
import type { Text } from '../shared/i18n-text.ts';

/** The most a declaration may say, rupiah (a bound against a typing slip, not a judgement). */
export const MAX_DECLARED_YEARLY_INCOME = '1000000000000000';

export type IncomeDeclarationReasonCode =
  | 'WRONG_ROLE'
  | 'INCOME_DECLARATION_PERSONS_ONLY'
  | 'YEARLY_INCOME_INVALID';

export const incomeDeclarationTexts: Record<IncomeDeclarationReasonCode, Text> = {
  WRONG_ROLE: {
    id: 'Hanya pemberi dana yang dapat menyatakan penghasilan tahunannya',
    en: 'Only a lender can declare their yearly income',
  },
  INCOME_DECLARATION_PERSONS_ONLY: {
    id: 'Pemberi dana badan usaha tidak dibatasi menurut penghasilan; pernyataan ini untuk perorangan',
    en: 'A company lender is not limited by income; this declaration is for persons',
  },
  YEARLY_INCOME_INVALID: {
    id: 'Penghasilan tahunan harus berupa rupiah utuh di atas nol',
    en: 'The yearly income must be a whole rupiah amount above zero',
  },
};

const WHOLE_RUPIAH = /^\d{1,16}(?:\.0{1,2})?$/;

/** Why this declaration is refused, or null. */
export function incomeDeclarationRefusal(
  actor: Pick<Actor, 'role'>,
  lender: { isPersonal: boolean },
  yearlyIncome: string,
): IncomeDeclarationReasonCode | null {
  if (actor.role !== 'lender') return 'WRONG_ROLE';
  if (!lender.isPersonal) return 'INCOME_DECLARATION_PERSONS_ONLY';
  if (!WHOLE_RUPIAH.test(yearlyIncome)) return 'YEARLY_INCOME_INVALID';
  const whole = BigInt(yearlyIncome.split('.')[0] ?? '0');
  if (whole <= 0n || whole > BigInt(MAX_DECLARED_YEARLY_INCOME)) return 'YEARLY_INCOME_INVALID';
  return null;
}
