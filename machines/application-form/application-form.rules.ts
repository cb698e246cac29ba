// The rules of steps 2 and 3 of the application (spec §5), written once: the machine's guards
// evaluate them and the form's date picker reads the earliest allowed date from here. Money is
// compared in sen (bigint), dates as day numbers; nothing reads a clock.
import { isRupiah, toSen } from '../shared/money.ts';
import {
  type FieldGroup,
  type FormFacts,
  type FormRefusal,
  REQUIRED_DATE_MIN_DAYS,
} from './application-form.types.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Days since 1970-01-01 of a calendar date (YYYY-MM-DD), or null when it is not one. Civil
 * arithmetic (H. Hinnant's days_from_civil) rather than `Date`, so the machine stays clock-free.
 */
export function dayNumber(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100);
  return era * 146097 + dayOfEra + dayOfYear - 719468;
}

/** The calendar date (YYYY-MM-DD) of a day number: the inverse of `dayNumber`. */
export function dateOfDay(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The earliest required date the picker offers (spec §5: earlier dates are disabled). */
export function earliestRequiredDate(today: string): string | null {
  const day = dayNumber(today);
  return day === null ? null : dateOfDay(day + REQUIRED_DATE_MIN_DAYS);
}

const refuse = (rule: FormRefusal['rule'], group: FieldGroup): FormRefusal => ({ rule, group });

/** Spec §5 "Saving borrower data validates the borrower group": personal or company. */
export function borrowerRefusal(facts: FormFacts, isPersonal: boolean): FormRefusal | null {
  const group = isPersonal ? 'personal' : 'company';
  return facts.groupValid[group] ? null : refuse('GROUP_INVALID', group);
}

/** Spec §5 "Saving collateral validates the bail group". */
export function bailGroupRefusal(facts: FormFacts): FormRefusal | null {
  return facts.groupValid.loanBail ? null : refuse('GROUP_INVALID', 'loanBail');
}

/**
 * Step 2, in the spec's order: the loanData group, a non-zero application value, a required
 * date at least two weeks after today, then the borrower's group.
 */
export function loanDataRefusal(facts: FormFacts, isPersonal: boolean): FormRefusal | null {
  if (!facts.groupValid.loanData) return refuse('GROUP_INVALID', 'loanData');
  if (!isRupiah(facts.applicationValue)) return refuse('AMOUNT_INVALID', 'loanData');
  if (toSen(facts.applicationValue) === 0n) return refuse('VALUE_ZERO', 'loanData');
  if (facts.requiredDate.trim() === '') return refuse('DATE_MISSING', 'loanData');
  const required = dayNumber(facts.requiredDate);
  const today = dayNumber(facts.today);
  if (required === null || today === null) return refuse('DATE_INVALID', 'loanData');
  if (required < today + REQUIRED_DATE_MIN_DAYS) return refuse('DATE_TOO_EARLY', 'loanData');
  return borrowerRefusal(facts, isPersonal);
}

/**
 * Step 3: the loanBail group, an estimated collateral value at least the application value, and
 * a collateral certificate.
 */
export function collateralRefusal(facts: FormFacts): FormRefusal | null {
  const group = bailGroupRefusal(facts);
  if (group) return group;
  if (!isRupiah(facts.bailEstimatedValue)) return refuse('AMOUNT_INVALID', 'loanBail');
  // Step 2 checked the application value; a malformed one here is still refused, not thrown.
  if (!isRupiah(facts.applicationValue)) return refuse('AMOUNT_INVALID', 'loanData');
  if (toSen(facts.bailEstimatedValue) < toSen(facts.applicationValue)) {
    return refuse('BAIL_BELOW_VALUE', 'loanBail');
  }
  if (facts.certificateFile.trim() === '') return refuse('CERTIFICATE_MISSING', 'loanBail');
  return null;
}

/**
 * Everything step 4 needs, in the form's order (step 2, then step 3): what the server checks
 * when the stored application is submitted, so the API and the form refuse the same things.
 */
export function submissionRefusal(facts: FormFacts, isPersonal: boolean): FormRefusal | null {
  return loanDataRefusal(facts, isPersonal) ?? collateralRefusal(facts);
}
