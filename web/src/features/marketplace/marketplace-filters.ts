// The marketplace's choice as it lives in the address (search params), so Back and a refresh
// keep it: `grade=A&grade=C&termMin=3&termMax=12&interestMin=14,4&funding=NOT_FUNDED&sort=INTEREST`.
// A value that does not read is dropped, never sent: the address is something people edit.
import { GRADES, type Grade, isGrade } from '../../../../machines/shared/risk-rating.ts';
import type {
  MarketplaceFilter,
  MarketplaceFunding,
  MarketplaceSort,
} from '../../generated/graphql.ts';

export const SORTS = [
  'NEWEST',
  'ENDING_SOON',
  'INTEREST',
  'AMOUNT',
  'PROGRESS',
] as const satisfies readonly MarketplaceSort[];
export const FUNDING_STATES = [
  'NOT_FUNDED',
  'PARTLY_FUNDED',
] as const satisfies readonly MarketplaceFunding[];

export type MarketplaceChoice = {
  grades: Grade[];
  termMin: string;
  termMax: string;
  interestMin: string;
  interestMax: string;
  funding: MarketplaceFunding | null;
  sort: MarketplaceSort;
};

/** The text fields of the filter form, typed before they are applied. */
export type TextFilters = Pick<
  MarketplaceChoice,
  'termMin' | 'termMax' | 'interestMin' | 'interestMax'
>;

const MONTHS = /^\d{1,3}$/;
const PERCENT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** Whole months as typed ('12'), or '' when it does not read as one. */
export const monthsOf = (text: string): string => {
  const trimmed = text.trim();
  return MONTHS.test(trimmed) ? String(Number(trimmed)) : '';
};

/** A yearly percent as the API takes it ('14.4'), from '14,4' or '14.4'; '' when it does not read. */
export const percentOf = (text: string): string => {
  const trimmed = text.trim();
  return PERCENT.test(trimmed) ? trimmed.replace(',', '.') : '';
};

const isSort = (value: string | null): value is MarketplaceSort =>
  SORTS.some((sort) => sort === value);
const isFunding = (value: string | null): value is MarketplaceFunding =>
  FUNDING_STATES.some((state) => state === value);

export function choiceFromParams(params: URLSearchParams): MarketplaceChoice {
  const chosen = new Set(params.getAll('grade').filter(isGrade));
  const sort = params.get('sort');
  const funding = params.get('funding');
  return {
    grades: GRADES.filter((grade) => chosen.has(grade)),
    termMin: monthsOf(params.get('termMin') ?? ''),
    termMax: monthsOf(params.get('termMax') ?? ''),
    interestMin: percentOf(params.get('interestMin') ?? ''),
    interestMax: percentOf(params.get('interestMax') ?? ''),
    funding: isFunding(funding) ? funding : null,
    sort: isSort(sort) ? sort : 'NEWEST',
  };
}

export function paramsFromChoice(choice: MarketplaceChoice): URLSearchParams {
  const params = new URLSearchParams();
  for (const grade of choice.grades) params.append('grade', grade);
  const texts: Array<[keyof TextFilters, string]> = [
    ['termMin', monthsOf(choice.termMin)],
    ['termMax', monthsOf(choice.termMax)],
    ['interestMin', percentOf(choice.interestMin)],
    ['interestMax', percentOf(choice.interestMax)],
  ];
  for (const [key, value] of texts) if (value) params.set(key, value);
  if (choice.funding) params.set('funding', choice.funding);
  if (choice.sort !== 'NEWEST') params.set('sort', choice.sort);
  return params;
}

/** The query's filter: only what is chosen. */
export function filterOf(choice: MarketplaceChoice): MarketplaceFilter {
  const filter: MarketplaceFilter = {};
  if (choice.grades.length > 0) filter.grades = [...choice.grades];
  if (monthsOf(choice.termMin)) filter.termMonthsMin = Number(choice.termMin);
  if (monthsOf(choice.termMax)) filter.termMonthsMax = Number(choice.termMax);
  if (percentOf(choice.interestMin)) filter.interestMin = percentOf(choice.interestMin);
  if (percentOf(choice.interestMax)) filter.interestMax = percentOf(choice.interestMax);
  if (choice.funding) filter.funding = choice.funding;
  return filter;
}

/** Whether anything narrows the list (the sort does not). */
export const isFiltered = (choice: MarketplaceChoice): boolean =>
  Object.keys(filterOf(choice)).length > 0;
