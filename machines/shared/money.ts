// Rupiah amounts travel as decimal strings ("1500000.00") and are computed as bigint sen
// (1/100 rupiah), never as floating point.

const DECIMAL = /^(\d{1,18})(?:\.(\d{1,2}))?$/;

export function isRupiah(value: string): boolean {
  return DECIMAL.test(value);
}

/**
 * Whole rupiah, no sen: what a person may move — a funding, an auto-lend rule's amounts, a
 * cash-out, a top-up (the rupiah has no sen in practice, and the bank's rails carry none).
 */
export function isWholeRupiah(value: string): boolean {
  return isRupiah(value) && toSen(value) % 100n === 0n;
}

/** The refusal's words for an amount with sen where only whole rupiah move (the top-up's). */
export const WHOLE_RUPIAH_MESSAGE = 'A whole number of rupiah';

export function toSen(value: string): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new RangeError(`not a rupiah amount: ${value}`);
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return BigInt(whole) * 100n + BigInt(fraction);
}

export function fromSen(sen: bigint): string {
  const negative = sen < 0n;
  const abs = negative ? -sen : sen;
  const whole = abs / 100n;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}

export function isZero(value: string): boolean {
  return toSen(value) === 0n;
}

/** The spec's rupiah text (§5): 'Rp ' prefix, '.' between thousands, ',' and sen only when any. */
export function rupiahText(sen: bigint): string {
  const negative = sen < 0n;
  const abs = negative ? -sen : sen;
  const whole = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const fraction = abs % 100n;
  const cents = fraction === 0n ? '' : `,${fraction.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}Rp ${whole}${cents}`;
}

/** Spec: to a borrower, rupiah carry a comma and two decimals ('Rp 1.500.000,00'), always. */
export function borrowerRupiahText(sen: bigint): string {
  const text = rupiahText(sen);
  return sen % 100n === 0n ? `${text},00` : text;
}

/** How much of a whole a part is, in whole percent rounded down (99.99% is not 100%); 0 of 0. */
export function wholePercent(partSen: bigint, wholeSen: bigint): number {
  return wholeSen === 0n ? 0 : Number((partSen * 100n) / wholeSen);
}
