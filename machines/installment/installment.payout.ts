// Where a borrower's payment goes (issue 19): which part of the installment it pays, and how it
// is shared among the loan's lenders, less the platform's fee and the income tax withheld.
// Pure bigint sen arithmetic, so the API's journal entries, the lender's expected return and the
// tests agree to the sen.
//
// Rules where the issue is silent, decided here:
// - A payment pays the installment's interest first, then its principal, then its late charge
//   (the installment machine's "amount due first"); anything beyond is excess, kept for the
//   borrower (their BORROWER account) and never shared.
// - Each part is shared pro rata to each lender's placement, rounded down to the sen; the sen
//   left over go one each to the lenders with the largest dropped fractions (ties: the larger
//   placement, then the lender id), so the shares always sum to the part exactly.
// - Late charges are the lenders' income like interest (shared the same way, taxed the same way).
// - Income tax is withheld on each lender's interest and late charge, rounded down to the sen:
//   PPh 23 for resident lenders, PPh 26 for non-resident ones, or the treaty rate while their
//   certificate of domicile is valid on the payout's day, PPh 26 again after it expires
//   (PMK 69/2022 makes the licensed platform the withholder; PER-25/PJ/2018 the certificate).
//   The platform's fee is a percent of the same income, rounded down to the sen; the tax base is
//   the gross income, before the fee.
import { toMicroPercent } from './installment.charges.ts';

export type InstallmentParts = { interestSen: bigint; principalSen: bigint; lateChargeSen: bigint };

export type Allocation = InstallmentParts & { excessSen: bigint };

/** What a payment of `amountSen` pays of what is still unpaid of each part. */
export function allocatePayment(unpaid: InstallmentParts, amountSen: bigint): Allocation {
  if (amountSen < 0n) throw new RangeError('a payment is never negative');
  let left = amountSen;
  const take = (wanted: bigint) => {
    const taken = wanted > 0n ? (left < wanted ? left : wanted) : 0n;
    left -= taken;
    return taken;
  };
  const interestSen = take(unpaid.interestSen);
  const principalSen = take(unpaid.principalSen);
  const lateChargeSen = take(unpaid.lateChargeSen);
  return { interestSen, principalSen, lateChargeSen, excessSen: left };
}

export type TaxRates = {
  /** PPh 23, resident lenders, percent ('15'). */
  residentPercent: string;
  /** PPh 26, non-resident lenders, percent ('20'). */
  nonResidentPercent: string;
};

export const DEFAULT_TAX_RATES: TaxRates = { residentPercent: '15', nonResidentPercent: '20' };

export type LenderTaxFacts = {
  resident: boolean;
  /** A tax treaty's rate, percent; used only while a certificate of domicile is valid. */
  treatyPercent: string | null;
  /**
   * The last day (YYYY-MM-DD, WIB) the lender's certificate of domicile is valid; null: none on
   * file. PER-25/PJ/2018: the DGT form covers at most 12 months, so a treaty rate lapses with it.
   */
  certificateValidUntil: string | null;
};

export type WithholdingKind = 'PPH23' | 'PPH26' | 'TREATY';

export type Withholding = {
  kind: WithholdingKind;
  /** Percent withheld ('15', '20', '10.00'). */
  percent: string;
  /** For a treaty rate: the certificate's last valid day, after which PPh 26 applies again. */
  validUntil: string | null;
};

/** What is withheld from this lender's interest on `day` (YYYY-MM-DD, WIB), and why. */
export function withholdingOn(facts: LenderTaxFacts, rates: TaxRates, day: string): Withholding {
  if (facts.resident) return { kind: 'PPH23', percent: rates.residentPercent, validUntil: null };
  const certified = facts.certificateValidUntil !== null && day <= facts.certificateValidUntil;
  if (facts.treatyPercent !== null && certified) {
    return {
      kind: 'TREATY',
      percent: facts.treatyPercent,
      validUntil: facts.certificateValidUntil,
    };
  }
  return { kind: 'PPH26', percent: rates.nonResidentPercent, validUntil: null };
}

/** The percent withheld from this lender's interest paid out on `day` (YYYY-MM-DD, WIB). */
export const withholdingPercent = (facts: LenderTaxFacts, rates: TaxRates, day: string): string =>
  withholdingOn(facts, rates, day).percent;

/** Which article of the income-tax law the withholding falls under. */
export const withholdingArticle = (facts: LenderTaxFacts) => (facts.resident ? 'PPh 23' : 'PPh 26');

export type Placement = {
  lenderId: string;
  placedSen: bigint;
  /**
   * The principal still owed to this lender: the placement less the principal already paid back
   * to her. Absent: the whole placement (nothing paid back yet).
   */
  owedPrincipalSen?: bigint;
  taxPercent: string;
};

export type LenderShare = {
  lenderId: string;
  principalSen: bigint;
  interestSen: bigint;
  lateChargeSen: bigint;
  taxSen: bigint;
  feeSen: bigint;
  /** What the lender's wallet receives: principal + interest + late charge − tax − fee. */
  netSen: bigint;
};

const percentOf = (amountSen: bigint, percent: string) =>
  (amountSen * toMicroPercent(percent)) / 100_000_000n;

/** `totalSen` shared pro rata to the placements, summing to it exactly (largest remainders). */
export function shareProRata(totalSen: bigint, placements: readonly Placement[]): bigint[] {
  const placed = placements.reduce((sum, p) => sum + p.placedSen, 0n);
  if (placed <= 0n) throw new RangeError('nothing placed to share among');
  const exact = placements.map((p, index) => ({
    index,
    floor: (totalSen * p.placedSen) / placed,
    dropped: (totalSen * p.placedSen) % placed,
    p,
  }));
  let left = totalSen - exact.reduce((sum, e) => sum + e.floor, 0n);
  const order = [...exact].sort((a, b) => {
    if (a.dropped !== b.dropped) return a.dropped > b.dropped ? -1 : 1;
    if (a.p.placedSen !== b.p.placedSen) return a.p.placedSen > b.p.placedSen ? -1 : 1;
    return a.p.lenderId < b.p.lenderId ? -1 : 1;
  });
  const shares = exact.map((e) => e.floor);
  for (const e of order) {
    if (left <= 0n) break;
    shares[e.index] = (shares[e.index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares;
}

/**
 * The principal of a payment shared in proportion to the principal still owed to each lender, so
 * that the payment that clears the loan's principal pays each exactly what she is still owed: each
 * lender gets back her placement to the sen, and never more than she is owed. Shared by the
 * placements, each installment's rounding (a sen to one lender, then to another) added up over
 * the loan and left one lender a sen short and another a sen over. Before any principal is paid
 * back the two are the same.
 */
function sharePrincipal(principalSen: bigint, placements: readonly Placement[]): bigint[] {
  if (principalSen === 0n) return placements.map(() => 0n);
  const owed = placements.map((p) => ({ ...p, placedSen: p.owedPrincipalSen ?? p.placedSen }));
  const owedSen = owed.reduce((sum, p) => sum + p.placedSen, 0n);
  if (owed.some((p) => p.placedSen < 0n) || owedSen < principalSen) {
    // More principal than is owed (records from before this rule): by the placements, as before.
    return shareProRata(principalSen, placements);
  }
  return shareProRata(principalSen, owed);
}

/** Each lender's part of a confirmed payment, with the tax withheld and the platform's fee. */
export function shareAmongLenders(
  paid: InstallmentParts,
  placements: readonly Placement[],
  feePercentOfInterest: string,
): LenderShare[] {
  const principal = sharePrincipal(paid.principalSen, placements);
  const interest = shareProRata(paid.interestSen, placements);
  const late = shareProRata(paid.lateChargeSen, placements);
  return placements.map((p, index) => {
    const principalSen = principal[index] ?? 0n;
    const interestSen = interest[index] ?? 0n;
    const lateChargeSen = late[index] ?? 0n;
    const income = interestSen + lateChargeSen;
    const taxSen = percentOf(income, p.taxPercent);
    const feeSen = percentOf(income, feePercentOfInterest);
    return {
      lenderId: p.lenderId,
      principalSen,
      interestSen,
      lateChargeSen,
      taxSen,
      feeSen,
      netSen: principalSen + income - taxSen - feeSen,
    };
  });
}
