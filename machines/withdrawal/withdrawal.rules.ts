// Cash-out rules (spec §8, §9; integrations.md): which transfer rails fit an amount and what
// each costs, and whether a lender may cash out now. The rails table itself is a setting the
// API reads from the database (transfer_rails); these functions only decide with it.
import type { Text } from '../shared/i18n-text.ts';

export type RailCode = 'BI_FAST' | 'ONLINE' | 'CLEARING' | 'RTGS';

export type TransferRail = {
  rail: RailCode;
  feeSen: bigint;
  /** Inclusive bounds of one transfer; null for none. */
  minSen: bigint;
  maxSen: bigint | null;
  /** INSTANT settles at once; LATER is pending first (clearing, RTGS). */
  settles: 'INSTANT' | 'LATER';
  arrival: Text;
  /** Offered for money held in an RDL (the RDL API has only online, clearing and RTGS). */
  fromRdl: boolean;
  enabled: boolean;
};

export const railLabels: Record<RailCode, Text> = {
  BI_FAST: { id: 'BI-FAST', en: 'BI-FAST' },
  ONLINE: { id: 'Transfer online', en: 'Online transfer' },
  CLEARING: { id: 'Kliring (SKN)', en: 'Clearing (SKN)' },
  RTGS: { id: 'RTGS', en: 'RTGS' },
};

/** An in-house transfer at the partner bank arrives at once. */
const IN_HOUSE_ARRIVAL: Text = { id: 'Dalam hitungan detik', en: 'Within seconds' };

const fits = (rail: TransferRail, amountSen: bigint) =>
  rail.enabled && amountSen >= rail.minSen && (rail.maxSen === null || amountSen <= rail.maxSen);

/** The rails that can carry this amount from this wallet, cheapest first. */
export function railsFor(
  rails: readonly TransferRail[],
  amountSen: bigint,
  walletKind: 'VA' | 'RDL',
): TransferRail[] {
  return rails
    .filter((rail) => fits(rail, amountSen) && (walletKind === 'VA' || rail.fromRdl))
    .sort((a, b) => (a.feeSen === b.feeSen ? 0 : a.feeSen < b.feeSen ? -1 : 1));
}

export type CashOutRefusalCode =
  | 'BANK_DATA_MISSING'
  | 'WALLET_NOT_ACTIVE'
  | 'AMOUNT_INVALID'
  | 'NO_RAIL'
  | 'RAIL_DOES_NOT_FIT'
  | 'INSUFFICIENT_ACTIVE_BALANCE';

/** Spec §8 messages where it has them. */
export const cashOutRefusalTexts: Record<CashOutRefusalCode, Text> = {
  BANK_DATA_MISSING: {
    id: 'Lengkapi data bank sebelum penarikan dana',
    en: 'Complete bank data before cash-out',
  },
  WALLET_NOT_ACTIVE: { id: 'Dompet Anda belum aktif', en: 'Your wallet is not active yet' },
  AMOUNT_INVALID: { id: 'Jumlah penarikan tidak valid', en: 'The amount is not valid' },
  NO_RAIL: {
    id: 'Tidak ada jalur transfer untuk jumlah ini',
    en: 'No transfer rail carries this amount',
  },
  RAIL_DOES_NOT_FIT: {
    id: 'Jalur transfer ini tidak dapat membawa jumlah ini',
    en: 'This transfer rail cannot carry this amount',
  },
  INSUFFICIENT_ACTIVE_BALANCE: {
    id: 'Saldo aktif tidak mencukupi',
    en: 'Insufficient active balance',
  },
};

export type CashOutFacts = {
  bankDataValidated: boolean;
  walletKind: 'VA' | 'RDL' | null;
  activeSen: bigint;
  amountSen: bigint;
  chosenRail: RailCode | null;
  rails: readonly TransferRail[];
  /**
   * The beneficiary's account is at the partner bank, which holds the RDL: a payment out of the
   * RDL is then the bank's in-house transfer (payment/transfer), at no fee and settled at once,
   * whatever rail the amount would take to another bank (integrations.md).
   */
  beneficiaryAtRdlBank?: boolean;
};

export type CashOutDecision =
  | { ok: true; rail: TransferRail; options: TransferRail[]; totalSen: bigint }
  | { ok: false; code: CashOutRefusalCode; options: TransferRail[] };

/**
 * May the lender cash out this amount now, and on which rail: the chosen one when it fits,
 * else the cheapest that does. The fee comes out of the active balance on top of the amount.
 */
export function decideCashOut(facts: CashOutFacts): CashOutDecision {
  if (!facts.bankDataValidated) return { ok: false, code: 'BANK_DATA_MISSING', options: [] };
  if (!facts.walletKind) return { ok: false, code: 'WALLET_NOT_ACTIVE', options: [] };
  if (facts.amountSen <= 0n) return { ok: false, code: 'AMOUNT_INVALID', options: [] };
  const fitting = railsFor(facts.rails, facts.amountSen, facts.walletKind);
  // Out of an RDL to the same bank: an in-house transfer. The lender pays the bank's fee for a
  // payment out of her RDL, and the bank charges none for this one: charging the rail's fee
  // would take from her wallet money the bank never took from her RDL.
  const options =
    facts.walletKind === 'RDL' && facts.beneficiaryAtRdlBank
      ? fitting.map((rail) => ({
          ...rail,
          feeSen: 0n,
          settles: 'INSTANT' as const,
          arrival: IN_HOUSE_ARRIVAL,
        }))
      : fitting;
  const [cheapest] = options;
  if (!cheapest) return { ok: false, code: 'NO_RAIL', options };
  const rail = facts.chosenRail ? options.find((r) => r.rail === facts.chosenRail) : cheapest;
  if (!rail) return { ok: false, code: 'RAIL_DOES_NOT_FIT', options };
  const totalSen = facts.amountSen + rail.feeSen;
  if (totalSen > facts.activeSen) {
    return { ok: false, code: 'INSUFFICIENT_ACTIVE_BALANCE', options };
  }
  return { ok: true, rail, options, totalSen };
}
