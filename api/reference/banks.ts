// Indonesian banks with their bank codes (sandi bank, the 3-digit code of interbank transfers).
// Origin: compiled by hand from Bank Indonesia's list of SKNBI/BI-FAST participants
// (bi.go.id, "Daftar Peserta"), names as the banks trade in 2024; merged or renamed banks keep
// their code (e.g. 213 was Bank BTPN, now Bank SMBC Indonesia). Check against BI's current list
// before relying on it in production.
//
// Two lists (spec §9 "bank lists of about 36 and 70 entries"):
// - MAIN_BANKS (36): the national, large regional and digital banks offered first in the
//   bank-data form and in the top-up instructions.
// - ALL_BANKS (70): every bank a borrower or lender may hold an account at, for bank data and
//   cash-out; the main list is a part of it.
// The partner bank (spec §9) is BNI, code 009.

export type Bank = { code: string; name: string };

export const PARTNER_BANK_CODE = '009';

const MAIN: Array<[string, string]> = [
  ['002', 'Bank Rakyat Indonesia (BRI)'],
  ['008', 'Bank Mandiri'],
  ['009', 'Bank Negara Indonesia (BNI)'],
  ['011', 'Bank Danamon'],
  ['013', 'Bank Permata'],
  ['014', 'Bank Central Asia (BCA)'],
  ['016', 'Maybank Indonesia'],
  ['019', 'Bank Panin'],
  ['022', 'Bank CIMB Niaga'],
  ['023', 'Bank UOB Indonesia'],
  ['028', 'Bank OCBC NISP'],
  ['031', 'Citibank'],
  ['041', 'HSBC Indonesia'],
  ['046', 'Bank DBS Indonesia'],
  ['050', 'Standard Chartered Bank'],
  ['110', 'Bank BJB'],
  ['111', 'Bank DKI'],
  ['113', 'Bank Jateng'],
  ['114', 'Bank Jatim'],
  ['117', 'Bank Sumut'],
  ['118', 'Bank Nagari'],
  ['129', 'Bank BPD Bali'],
  ['147', 'Bank Muamalat Indonesia'],
  ['153', 'Bank Sinarmas'],
  ['200', 'Bank Tabungan Negara (BTN)'],
  ['212', 'Bank Woori Saudara'],
  ['213', 'Bank SMBC Indonesia (d/h BTPN)'],
  ['426', 'Bank Mega'],
  ['441', 'KB Bank (d/h Bank KB Bukopin)'],
  ['451', 'Bank Syariah Indonesia (BSI)'],
  ['484', 'Bank KEB Hana Indonesia'],
  ['490', 'Bank Neo Commerce'],
  ['535', 'SeaBank Indonesia'],
  ['536', 'Bank BCA Syariah'],
  ['542', 'Bank Jago'],
  ['567', 'Allo Bank Indonesia'],
];

const OTHERS: Array<[string, string]> = [
  ['032', 'JPMorgan Chase Bank'],
  ['033', 'Bank of America'],
  ['036', 'Bank China Construction Bank Indonesia'],
  ['037', 'Bank Artha Graha Internasional'],
  ['042', 'MUFG Bank'],
  ['048', 'Bank Mizuho Indonesia'],
  ['054', 'Bank Capital Indonesia'],
  ['061', 'Bank ANZ Indonesia'],
  ['069', 'Bank of China (Hong Kong)'],
  ['076', 'Bank Bumi Arta'],
  ['095', 'Bank JTrust Indonesia'],
  ['097', 'Bank Mayapada Internasional'],
  ['112', 'Bank BPD DIY'],
  ['115', 'Bank Jambi'],
  ['116', 'Bank Aceh Syariah'],
  ['119', 'Bank Riau Kepri Syariah'],
  ['120', 'Bank Sumsel Babel'],
  ['121', 'Bank Lampung'],
  ['122', 'Bank Kalsel'],
  ['123', 'Bank Kalbar'],
  ['124', 'Bank Kaltimtara'],
  ['125', 'Bank Kalteng'],
  ['126', 'Bank Sulselbar'],
  ['127', 'Bank SulutGo'],
  ['128', 'Bank NTB Syariah'],
  ['130', 'Bank NTT'],
  ['131', 'Bank Maluku Malut'],
  ['132', 'Bank Papua'],
  ['137', 'Bank Banten'],
  ['164', 'Bank ICBC Indonesia'],
  ['425', 'Bank BJB Syariah'],
  ['494', 'Bank Raya Indonesia'],
  ['501', 'Bank Digital BCA (blu)'],
  ['506', 'Bank Mega Syariah'],
  ['547', 'Bank BTPN Syariah'],
  ['564', 'Bank Mandiri Taspen'],
];

const toBanks = (entries: Array<[string, string]>): Bank[] =>
  entries.map(([code, name]) => ({ code, name }));

export const MAIN_BANKS: readonly Bank[] = toBanks(MAIN);

export const ALL_BANKS: readonly Bank[] = toBanks([...MAIN, ...OTHERS]).sort((a, b) =>
  a.code.localeCompare(b.code),
);

export function findBank(code: string): Bank | undefined {
  return ALL_BANKS.find((bank) => bank.code === code);
}

/** An account number as a screen may show it: only its last four digits ("•••• 1234"). */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
