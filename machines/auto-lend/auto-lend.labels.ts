// Indonesian and English words for auto-lend: the rule's states, the reasons a change is refused
// and why a rule skipped a loan.
import type { Text } from '../shared/i18n-text.ts';
import type { ShareSkip } from './auto-lend.allocation.ts';
import type { OptOutRefusalCode } from './auto-lend.rules.ts';
import type { AutoLendReasonCode, AutoLendStateName } from './auto-lend.types.ts';

export const autoLendStateLabels: Record<AutoLendStateName, Text> = {
  draft: { id: 'Draf', en: 'Draft' },
  enabled: { id: 'Aktif', en: 'Enabled' },
  paused: { id: 'Dijeda', en: 'Paused' },
  exhausted: { id: 'Habis', en: 'Exhausted' },
  closed: { id: 'Ditutup', en: 'Closed' },
};

export const autoLendReasonTexts: Record<AutoLendReasonCode, Text> = {
  WRONG_STATE: { id: 'Tidak dapat dilakukan saat ini', en: 'Not possible now' },
  WRONG_ROLE: { id: 'Peran Anda tidak dapat melakukan ini', en: 'Your role cannot do this' },
  NOT_OWNER: {
    id: 'Hanya pemilik aturan yang dapat melakukan ini',
    en: 'Only the owner of the rule can do this',
  },
  SETTINGS_INVALID: { id: 'Pengaturan tidak valid', en: 'The settings are not valid' },
  AUTHORISATION_MISSING: {
    id: 'Setujui kuasa pendanaan otomatis terlebih dahulu',
    en: 'Accept the standing authorisation first',
  },
  MAX_TOTAL_REACHED: {
    id: 'Total maksimum aturan sudah tercapai',
    en: "The rule's maximum total is reached",
  },
  BALANCE_BELOW_KEEP: {
    id: 'Saldo aktif tidak melebihi saldo yang disisihkan',
    en: 'The active balance is not above the balance to keep',
  },
};

/** Why a rule put nothing into a loan it matched (beside the loan machine's own refusals). */
export const skipTexts: Record<ShareSkip | 'OPTED_OUT', Text> = {
  OPTED_OUT: { id: 'Anda mengecualikan pinjaman ini', en: 'You opted this loan out' },
  AUTO_LEND_PART_FULL: {
    id: 'Bagian pendanaan otomatis pinjaman ini sudah penuh',
    en: "The loan's auto-lend part was already taken",
  },
  BALANCE_BELOW_KEEP: autoLendReasonTexts.BALANCE_BELOW_KEEP,
  MAX_TOTAL_REACHED: autoLendReasonTexts.MAX_TOTAL_REACHED,
  BELOW_MINIMUM: {
    id: 'Jumlah yang tersedia di bawah pendanaan minimum pinjaman',
    en: "The amount available is below the loan's minimum funding",
  },
};

export const optOutRefusalTexts: Record<OptOutRefusalCode, Text> = {
  PREVIEW_OVER: {
    id: 'Masa pratinjau pinjaman ini sudah berakhir',
    en: "This loan's preview window has ended",
  },
  RULE_NOT_ACTIVE: { id: 'Aturan ini sudah ditutup', en: 'This rule is closed' },
  NOT_OWNER: autoLendReasonTexts.NOT_OWNER,
  NO_MATCH: {
    id: 'Aturan ini tidak cocok dengan pinjaman ini',
    en: 'This rule does not match this loan',
  },
  ALREADY_OPTED_OUT: {
    id: 'Aturan ini sudah dikecualikan dari pinjaman ini',
    en: 'This rule is already opted out of this loan',
  },
  NOT_OPTED_OUT: {
    id: 'Aturan ini tidak dikecualikan dari pinjaman ini',
    en: 'This rule is not opted out of this loan',
  },
};
