// Words for the codes a profile section stores (issue 14: staff never read '34.04.01.2001',
// '014', 'PRIVATE_EMPLOYEE' or 'LT_100M'): enumeration values by their enumeration, bank codes by
// the bank's name, region codes by the region's name. The API answers them beside the data, so
// every client shows the same words without knowing the reference lists.
import type { Text } from '../../machines/shared/i18n-text.ts';
import { findBank } from './banks.ts';
import { enumerations } from './enumerations.ts';
import { regionName } from './regions.ts';

/** The profile fields that hold an enumeration's code (the web forms' selects offer the same). */
const ENUM_FIELDS: Record<string, keyof typeof enumerations> = {
  gender: 'genders',
  religion: 'religions',
  maritalstatus: 'maritalStatuses',
  education: 'educationLevels',
  job: 'jobs',
  income: 'monthlyIncomeRanges',
  fundsource: 'fundSources',
  companytype: 'companyTypes',
  relationship: 'relationships',
};

const REGION_FIELDS: ReadonlySet<string> = new Set(['province', 'city', 'district', 'village']);

const same = (name: string): Text => ({ id: name, en: name });

async function labelOf(field: string, value: string): Promise<Text | null> {
  const enumeration = ENUM_FIELDS[field];
  if (enumeration) {
    return enumerations[enumeration].find((option) => option.code === value)?.label ?? null;
  }
  if (field === 'bankcode') {
    const bank = findBank(value);
    return bank ? same(bank.name) : null;
  }
  if (REGION_FIELDS.has(field)) {
    const name = await regionName(value);
    return name ? same(name) : null;
  }
  return null;
}

/** For each field of the data that holds a known code: its words in both languages. */
export async function valueLabels(
  data: Record<string, unknown> | null | undefined,
): Promise<Record<string, Text>> {
  const labels: Record<string, Text> = {};
  for (const [field, value] of Object.entries(data ?? {})) {
    if (typeof value !== 'string' || value === '') continue;
    const label = await labelOf(field, value);
    if (label) labels[field] = label;
  }
  return labels;
}
