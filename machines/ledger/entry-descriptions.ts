// What a journal entry says about itself, in both languages. The journal stores one text per
// entry, in Indonesian (the record, as a bank statement keeps it); a lender or borrower reading
// the mutations in English reads the same text translated. Every description the platform writes
// is made here from a template (`entryDescription`), and read back (`entryDescriptionText`) by
// matching the same template: the two sides cannot drift apart. A text no template matches (the
// bank's own words on an RDL line, an entry written before a template existed) is shown as it is
// in both languages.
import type { Text } from '../shared/i18n-text.ts';
import { type RailCode, railLabels } from '../withdrawal/withdrawal.rules.ts';

type Template = { id: string; en: string };

const TEMPLATES = {
  funding: { id: 'Pendanaan pinjaman #{loan}', en: 'Funding of loan #{loan}' },
  fundingRefund: {
    id: 'Pengembalian dana pinjaman #{loan} (pendanaan tidak terpenuhi)',
    en: 'Refund for loan #{loan} (funding target not met)',
  },
  placement: { id: 'Penempatan dana pinjaman #{loan}', en: 'Funds placed in loan #{loan}' },
  payout: {
    id: 'Pencairan pinjaman #{loan} ke {bank} {account}',
    en: 'Disbursement of loan #{loan} to {bank} {account}',
  },
  principal: {
    id: 'Pokok cicilan {installment} pinjaman #{loan}',
    en: 'Principal of installment {installment}, loan #{loan}',
  },
  interest: {
    id: 'Bunga dan denda cicilan {installment} pinjaman #{loan}',
    en: 'Interest and late charge of installment {installment}, loan #{loan}',
  },
  tax: {
    id: 'PPh 23/26 atas bunga cicilan {installment} pinjaman #{loan}',
    en: 'Income tax (PPh 23/26) on the interest of installment {installment}, loan #{loan}',
  },
  serviceFee: {
    id: 'Biaya layanan atas bunga cicilan {installment} pinjaman #{loan}',
    en: 'Service fee on the interest of installment {installment}, loan #{loan}',
  },
  overpayment: {
    id: 'Kelebihan bayar cicilan {installment} pinjaman #{loan}',
    en: 'Overpayment of installment {installment}, loan #{loan}',
  },
  installmentBill: {
    id: 'Cicilan {installment} pinjaman #{loan}',
    en: 'Installment {installment} of loan #{loan}',
  },
  lateCharge: {
    id: 'Denda keterlambatan cicilan {installment} pinjaman #{loan}',
    en: 'Late charge on installment {installment}, loan #{loan}',
  },
  lateChargePaid: {
    id: 'Denda keterlambatan cicilan {installment} pinjaman #{loan} dibayar',
    en: 'Late charge on installment {installment}, loan #{loan}, paid',
  },
  withdrawal: {
    id: 'Penarikan {amount} ke {bank} {account} ({rail}, biaya {fee})',
    en: 'Withdrawal of {amount} to {bank} {account} ({rail}, fee {fee})',
  },
  withdrawalHeld: {
    id: 'Penarikan {amount} ke {bank} {account} ({rail}, biaya {fee}): ditahan',
    en: 'Withdrawal of {amount} to {bank} {account} ({rail}, fee {fee}): on hold',
  },
  withdrawalCancelled: {
    id: 'Penarikan {amount} ke {bank} {account} ({rail}, biaya {fee}): dibatalkan',
    en: 'Withdrawal of {amount} to {bank} {account} ({rail}, fee {fee}): cancelled',
  },
  rdlBankBalance: {
    id: 'RDL {account}: saldo bank {amount}',
    en: 'RDL {account}: bank balance {amount}',
  },
} as const satisfies Record<string, Template>;

export type EntryDescription = keyof typeof TEMPLATES;

/** The placeholders of a template, by name: `{loan}` → 'loan'. */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** A value as the text shows it: a number as its digits, a missing one as '-'. */
type Value = string | number | bigint | null;
type Values<K extends EntryDescription> = Record<Placeholders<(typeof TEMPLATES)[K]['id']>, Value>;

/** A rail's words are translated with the text around them; the other values are the same in
 * both languages (numbers, bank codes, account numbers, rupiah as the spec writes it). */
const RAIL_BY_INDONESIAN = new Map(
  (Object.keys(railLabels) as RailCode[]).map((code) => [railLabels[code].id, railLabels[code]]),
);
const translatedValue = (name: string, value: string): string =>
  name === 'rail' ? (RAIL_BY_INDONESIAN.get(value)?.en ?? value) : value;

const fill = (template: string, values: Record<string, Value>, en: boolean) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = String(values[name] ?? '-');
    return en ? translatedValue(name, value) : value;
  });

/** The Indonesian text the journal stores for an entry of this kind. */
export function entryDescription<K extends EntryDescription>(kind: K, values: Values<K>): string {
  return fill(TEMPLATES[kind].id, values, false);
}

/** The rail's Indonesian words, as a withdrawal's description carries them. */
export const railWords = (rail: RailCode) => railLabels[rail].id;

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What each placeholder can hold, so that no template reads another's text as a value. */
const VALUE_PATTERNS: Record<string, string> = {
  loan: '\\d+',
  installment: '\\d+',
  bank: '\\S+',
  account: '\\S+',
};

/** Each template's Indonesian text as a pattern; the longest first, so that a template that
 * extends another (the withdrawal held) is tried before it. */
const PATTERNS = (Object.values(TEMPLATES) as Template[])
  .map((template) => {
    const names: string[] = [];
    const source = template.id
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeForPattern(part);
        names.push(name);
        return `(${VALUE_PATTERNS[name] ?? '.+?'})`;
      })
      .join('');
    return { template, names, pattern: new RegExp(`^${source}$`, 's') };
  })
  .sort((a, b) => b.template.id.length - a.template.id.length);

/** A stored description in both languages. */
export function entryDescriptionText(stored: string): Text {
  for (const { template, names, pattern } of PATTERNS) {
    const match = pattern.exec(stored);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? '']));
    return { id: stored, en: fill(template.en, values, true) };
  }
  return { id: stored, en: stored };
}
