// What the profile forms share: which fields each section has and how they are entered, the
// shared rules (machines/shared/profile-rules.ts) in the current language, and how a server
// refusal is worded. The API checks the same rules, so a refusal from it is rare.
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  type ApplicantRefusal,
  applicantRefusalText,
} from '../../../../machines/profile/applicant.rules.ts';
import { sectionReasonTexts } from '../../../../machines/profile/profile.selectors.ts';
import type { Missing, SectionReasonCode } from '../../../../machines/profile/profile.types.ts';
import { isNpwpField } from '../../../../machines/profile/section-fields.ts';
import type { Language } from '../../../../machines/shared/i18n-text.ts';
import { npwpText } from '../../../../machines/shared/input-habits.ts';
import {
  type ProfileRule,
  profileRuleTexts,
  profileSchemas,
} from '../../../../machines/shared/profile-rules.ts';
import { problemText, type ServerProblem } from '../../components/server-errors.ts';
import type { ProfileSectionName } from '../../generated/graphql.ts';

export type FieldKind =
  | 'text'
  | 'date'
  | 'ktpExpiry'
  | 'phone'
  | 'idNumber'
  | 'select'
  | 'number'
  | 'textarea';

export type FieldSpec = {
  name: string;
  kind: FieldKind;
  /** The enumeration (GraphQL `enumerations`) a select offers. */
  options?: string;
  optional?: boolean;
  /** Has a hint under it (profile.hints.<name>). */
  hint?: boolean;
  /** The catalogue key of its label and hint when not profile.fields / profile.hints. */
  labelKey?: string;
  hintKey?: string;
};

const text = (name: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind: 'text',
  ...extra,
});
const select = (name: string, options: string): FieldSpec => ({ name, kind: 'select', options });
const date = (name: string): FieldSpec => ({ name, kind: 'date' });
const phone = (name: string): FieldSpec => ({
  name,
  kind: 'phone',
  hintKey: 'inputs.hints.phone',
});
/** NIK and NPWP: digits, also as printed with dots and dashes. */
const idNumber = (name: string, hintKey: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind: 'idNumber',
  hintKey,
  ...extra,
});

export const FIELDS = {
  personal: [
    text('fullname'),
    text('mothername'),
    select('gender', 'genders'),
    text('birthplace'),
    date('birthdate'),
    idNumber('ktpnumber', 'inputs.hints.ktpnumber'),
    { name: 'ktpexpirydate', kind: 'ktpExpiry' },
    text('ktpcity'),
    idNumber('npwpnumber', 'inputs.hints.npwpnumber', { optional: true }),
    select('religion', 'religions'),
    select('maritalstatus', 'maritalStatuses'),
    select('education', 'educationLevels'),
  ],
  jobs: [
    select('job', 'jobs'),
    text('position'),
    text('division', { optional: true }),
    { name: 'experienceyears', kind: 'number' },
    { ...select('income', 'monthlyIncomeRanges'), labelKey: 'inputs.income' },
    select('fundsource', 'fundSources'),
  ],
  spouse: [
    text('fullname'),
    idNumber('ktpnumber', 'inputs.hints.ktpnumber'),
    phone('phone'),
    select('job', 'jobs'),
  ],
  familyReference: [
    text('fullname'),
    select('relationship', 'relationships'),
    phone('phone'),
    { name: 'address', kind: 'textarea' },
  ],
  company: [
    text('companyname'),
    select('companytype', 'companyTypes'),
    { name: 'description', kind: 'textarea' },
    text('nib', { hint: true }),
    text('deednumber'),
    text('deedchangenumber', { optional: true }),
    text('licensenumber'),
    idNumber('npwpnumber', 'inputs.hints.npwpnumber'),
    text('representativename'),
    idNumber('representativektp', 'inputs.hints.ktpnumber'),
    text('representativeposition'),
    phone('representativephone'),
  ],
} satisfies Record<string, FieldSpec[]>;

export type FieldsSection = keyof typeof FIELDS;

/** The shared schema of a section, with messages in the given language. */
export function schemaOf(
  section: ProfileSectionName,
  kind: 'personal' | 'company',
  language: Language,
  /** The product's day (`useProductDay`): an expired ID card is refused before sending. */
  today: string,
) {
  const rules = profileSchemas(language, { today });
  switch (section) {
    case 'addressKtp':
    case 'addressMailing':
    case 'companyAddress':
      return rules.address;
    case 'familyReference':
      return rules.familyReference;
    case 'document':
      return kind === 'personal' ? rules.personalDocument : rules.companyDocument;
    default:
      return rules[section];
  }
}

const RULES = Object.keys(profileRuleTexts) as ProfileRule[];

/** A server field message (English, from the same rules) in the current language. */
export function fieldText(message: string, language: Language): string {
  const rule = RULES.find((r) => profileRuleTexts[r].en === message);
  return rule ? profileRuleTexts[rule][language] : message;
}

const SECTION_REASONS = Object.keys(sectionReasonTexts) as SectionReasonCode[];
const OWN_CODES = [
  'BANK_CHANGE_PENDING',
  'BANK_NOT_VALIDATED',
  'AGREEMENT_NOT_REQUESTED',
  'SIGNATURE_MISSING',
] as const;

/** A refusal of a profile call, in the current language. */
export function profileProblemText(
  t: TFunction,
  problem: ServerProblem,
  language: Language,
): string {
  const code = problem.code;
  if (code === 'NAME_MISMATCH') return profileRuleTexts.NAME_MISMATCH[language];
  if (code === 'PROFILE_INCOMPLETE' || code === 'RELATION_MISSING') {
    const refusal: ApplicantRefusal = { code, missing: Object.keys(problem.fields) as Missing[] };
    return applicantRefusalText(refusal, language);
  }
  const reason = SECTION_REASONS.find((r) => r === code);
  if (reason) return sectionReasonTexts[reason][language];
  const own = OWN_CODES.find((c) => c === code);
  if (own) return t(`profile.errors.${own}`);
  if (code === 'VALIDATION_FAILED') return fieldText(problem.message, language);
  return problemText(t, problem);
}

/** A section's saved data as form values: every field as text (the years as a number). */
export function valuesOf(
  data: Record<string, unknown> | null | undefined,
  names: readonly string[],
): Record<string, string | number> {
  return Object.fromEntries(
    names.map((name) => {
      const value = data?.[name];
      if (typeof value === 'number') return [name, value];
      return [name, typeof value === 'string' ? value : ''];
    }),
  );
}

/**
 * A fields section's form values: what was saved, an NPWP written as people read it (the shared
 * rules read it back into the digits kept); an empty field takes what the account offers
 * (account-prefill.ts).
 */
export function formValuesOf(
  data: Record<string, unknown> | null | undefined,
  fields: readonly FieldSpec[],
  prefill: Readonly<Record<string, string>> = {},
): Record<string, string | number> {
  const values = valuesOf(
    data,
    fields.map((field) => field.name),
  );
  for (const { name } of fields) {
    const value = values[name];
    const offered = prefill[name];
    if (isNpwpField(name) && typeof value === 'string' && value !== '') {
      values[name] = npwpText(value);
    } else if (value === '' && offered) {
      values[name] = offered;
    }
  }
  return values;
}

type Values = Record<string, unknown>;

/** A react-hook-form resolver of one of the shared section schemas (forms hold plain records). */
export function resolverOf(schema: z.ZodType): Resolver<Values> {
  return zodResolver(schema as z.ZodType<Values, Values>);
}
