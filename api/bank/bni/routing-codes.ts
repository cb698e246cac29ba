// How the partner bank's RDL payments name a beneficiary's bank outside the partner bank
// (integrations.md): an online transfer by the 3-digit bank code the profile holds, a clearing
// (SKN) payment by the bank's clearing code, an RTGS payment by its BIC. The profile holds only
// the 3-digit code, so clearing and RTGS need these two tables, keyed by that code.
//
// Origin: the codes as the banks publish them for incoming SKN and RTGS transfers to their head
// office; the bank's own sample writes BCA's 0140397 as "140397", so even the width it expects is
// unverified. Check both tables with the partner bank before production. A bank missing here is
// not offered clearing or RTGS from an RDL (the cash-out quote asks the adapter), rather than paid
// with a code we guessed.

export type BeneficiaryRouting = {
  /** Clearing (SKN) code by bank code. */
  clearing: Readonly<Record<string, string>>;
  /** RTGS participant BIC by bank code. */
  rtgs: Readonly<Record<string, string>>;
};

export const BENEFICIARY_ROUTING: BeneficiaryRouting = {
  clearing: {
    '002': '0020307', // BRI
    '008': '0080017', // Mandiri
    '014': '0140397', // BCA
  },
  rtgs: {
    '002': 'BRINIDJA', // BRI
    '008': 'BMRIIDJA', // Mandiri
    '011': 'BDINIDJA', // Danamon
    '013': 'BBBAIDJA', // Permata
    '014': 'CENAIDJA', // BCA
    '022': 'BNIAIDJA', // CIMB Niaga
    '028': 'NISPIDJA', // OCBC NISP
    '200': 'BTANIDJA', // BTN
    '451': 'BSMDIDJA', // BSI
  },
};
