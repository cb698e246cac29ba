// The countries a non-resident lender may live in (ISO 3166-1 alpha-2, Indonesia left out: living
// there makes one a resident), named in the screen's language by the browser (Intl.DisplayNames).
const CODES =
  'AD AE AF AG AL AM AO AR AT AU AZ BA BB BD BE BF BG BH BI BJ BN BO BR BS BT BW BY BZ CA CD CF CG ' +
  'CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH ' +
  'GM GN GQ GR GT GW GY HK HN HR HT HU IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ ' +
  'LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE ' +
  'NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL ' +
  'SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU ' +
  'WS YE ZA ZM ZW';

export const COUNTRY_CODES: readonly string[] = CODES.split(' ');

/** The countries as select options, by name in `language`. */
export function countryOptions(language: 'id' | 'en'): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return COUNTRY_CODES.map((code) => ({
    value: code,
    label: `${names.of(code) ?? code} (${code})`,
  })).sort((a, b) => a.label.localeCompare(b.label, language));
}

/** A country's name in `language`, or its code. */
export const countryName = (code: string, language: 'id' | 'en') =>
  new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
