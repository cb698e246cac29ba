// What a code on screen looks like (issue 14: a person never reads one): an enum value
// (REJECT_BAIL, PRIVATE_EMPLOYEE, LT_100M), a region code (34.04.01.2001), a bank code in words
// ("kode 009") or bare (a cell that is just three digits), a province by its number.
const ENUM_CODE = /\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b|\b(?:LT|GT)_?\d+[MBT]\b|\b\d+[MBT]_\d+[MBT]\b/g;
const REGION_CODE = /(?<![\d.])\d{2}\.\d{2}(?:\.\d{2}(?:\.\d{4})?)?(?![\d.])/g;
const BANK_CODE_WORDS = /\b(?:kode|code)\s+(?:bank\s+)?\d{3}\b/gi;
/** A province shown by its two-digit code under its label. */
const PROVINCE_CODE = /(?:Provinsi|Province)\s*\n\s*\d{2}\b/g;
/** A table cell or a list value that is nothing but three digits: a bank code shown bare. */
const BARE_NUMBER = /^\d{3}$/;

/** Every token of the visible text that looks like a code. */
export function codesIn(text: string): string[] {
  const found = [
    ...(text.match(ENUM_CODE) ?? []),
    ...(text.match(REGION_CODE) ?? []),
    ...(text.match(BANK_CODE_WORDS) ?? []),
    ...(text.match(PROVINCE_CODE) ?? []),
  ];
  for (const cell of text.split(/[\n\t]/)) {
    if (BARE_NUMBER.test(cell.trim())) found.push(cell.trim());
  }
  return found;
}
