// The platform's customer care, written once (issue 15): where a company lender asks for its RDL
// (spec §1 "Corporate RDL is set up manually through customer care"), and the contact every
// screen and message that sends someone to customer care names. Change it here only.
import type { Text } from './i18n-text.ts';

export const CUSTOMER_CARE = {
  email: 'cs@lumbung.test',
  /** As dialled from Indonesia; `phoneHref` is the same number for a tel: link. */
  phone: '(021) 5080 1234',
  phoneHref: '+622150801234',
  hours: {
    id: 'Senin–Jumat, 08.00–17.00 WIB',
    en: 'Monday to Friday, 08:00–17:00 Western Indonesia Time',
  } satisfies Text,
} as const;

/** The contact in one line, in a language: "cs@… · (021) … (Senin–Jumat, …)". */
export function customerCareLine(language: keyof Text): string {
  return `${CUSTOMER_CARE.email} · ${CUSTOMER_CARE.phone} (${CUSTOMER_CARE.hours[language]})`;
}

/** Spec §8's generic message: what the API and the gateway answer for an unexpected error. */
export const GENERIC_MESSAGE = 'Ups! Something wrong. Please call our CS.';
