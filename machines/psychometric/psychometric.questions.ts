// The two questionnaires written out in Indonesian and English: FATCA self-certification
// (11 yes/no questions, as US-person indicia of the US FATCA rules and the OJK's reporting
// under it) and the risk profile (6 questions of 4 options, most cautious first: option k
// scores k + 1, see psychometric.selectors.ts).
//
// Each respondent gets the questions that fit them (surveyQuestions): a person answers FATCA
// about themselves, a company about the entity, its owners and controllers; a lender's risk
// profile is about lending (their appetite for risk), a borrower's about borrowing (how safely
// they can repay), options from the least to the most risky. Same counts for all: 11 and 6 × 4.
import type { Text } from '../shared/i18n-text.ts';
import { FATCA_QUESTIONS, RISK_OPTION_COUNTS } from './psychometric.machine.ts';

export const fatcaQuestions: readonly Text[] = [
  {
    id: 'Apakah Anda warga negara Amerika Serikat?',
    en: 'Are you a citizen of the United States?',
  },
  { id: 'Apakah Anda lahir di Amerika Serikat?', en: 'Were you born in the United States?' },
  {
    id: 'Apakah Anda pemegang kartu izin tinggal tetap (green card) Amerika Serikat?',
    en: 'Do you hold a US permanent resident card (green card)?',
  },
  {
    id: 'Apakah Anda wajib pajak Amerika Serikat (termasuk karena lama tinggal di sana)?',
    en: 'Are you a US taxpayer (including by the length of your stay there)?',
  },
  {
    id: 'Apakah Anda memiliki alamat tinggal di Amerika Serikat?',
    en: 'Do you have a residential address in the United States?',
  },
  {
    id: 'Apakah Anda memiliki alamat surat-menyurat atau "care of" di Amerika Serikat?',
    en: 'Do you have a mailing or "in care of" address in the United States?',
  },
  {
    id: 'Apakah Anda memiliki nomor telepon Amerika Serikat?',
    en: 'Do you have a US telephone number?',
  },
  {
    id: 'Apakah Anda memberi instruksi tetap untuk mentransfer dana ke rekening di Amerika Serikat?',
    en: 'Have you given standing instructions to transfer funds to an account in the United States?',
  },
  {
    id: 'Apakah Anda memberi kuasa atau wewenang tanda tangan kepada orang dengan alamat di Amerika Serikat?',
    en: 'Have you given power of attorney or signing authority to a person with a US address?',
  },
  {
    id: 'Apakah Anda memiliki nomor identifikasi pajak (TIN) Amerika Serikat?',
    en: 'Do you have a US taxpayer identification number (TIN)?',
  },
  {
    id: 'Apakah Anda wajib pajak di negara lain selain Indonesia?',
    en: 'Are you a tax resident of a country other than Indonesia?',
  },
];

/** FATCA indicia of an entity (a company borrower or lender): itself, its owners, controllers. */
export const companyFatcaQuestions: readonly Text[] = [
  {
    id: 'Apakah perusahaan didirikan atau terdaftar di Amerika Serikat?',
    en: 'Is the company incorporated or organised in the United States?',
  },
  {
    id: 'Apakah perusahaan memiliki kantor atau tempat usaha di Amerika Serikat?',
    en: 'Does the company have an office or place of business in the United States?',
  },
  {
    id: 'Apakah perusahaan memiliki alamat surat-menyurat atau "care of" di Amerika Serikat?',
    en: 'Does the company have a mailing or "in care of" address in the United States?',
  },
  {
    id: 'Apakah perusahaan memiliki nomor telepon Amerika Serikat?',
    en: 'Does the company have a US telephone number?',
  },
  {
    id: 'Apakah perusahaan memiliki nomor identifikasi pajak (TIN/EIN) Amerika Serikat?',
    en: 'Does the company have a US taxpayer identification number (TIN/EIN)?',
  },
  {
    id: 'Apakah ada pemilik manfaat dengan kepemilikan lebih dari 25% yang merupakan warga negara atau penduduk Amerika Serikat?',
    en: 'Does a US citizen or resident own more than 25% of the company (a substantial US owner)?',
  },
  {
    id: 'Apakah ada direksi, komisaris atau pengendali perusahaan yang merupakan warga negara atau penduduk Amerika Serikat?',
    en: 'Is any director, commissioner or controlling person of the company a US citizen or resident?',
  },
  {
    id: 'Apakah perusahaan memberi instruksi tetap untuk mentransfer dana ke rekening di Amerika Serikat?',
    en: 'Has the company given standing instructions to transfer funds to an account in the United States?',
  },
  {
    id: 'Apakah perusahaan memberi kuasa atau wewenang tanda tangan kepada orang dengan alamat di Amerika Serikat?',
    en: 'Has the company given power of attorney or signing authority to a person with a US address?',
  },
  {
    id: 'Apakah perusahaan merupakan lembaga keuangan menurut ketentuan FATCA?',
    en: 'Is the company a financial institution under the FATCA rules?',
  },
  {
    id: 'Apakah perusahaan wajib pajak di negara lain selain Indonesia?',
    en: 'Is the company a tax resident of a country other than Indonesia?',
  },
];

export type RiskQuestion = { question: Text; options: readonly Text[] };

export const riskQuestions: readonly RiskQuestion[] = [
  {
    question: {
      id: 'Apa tujuan utama Anda memberi dana?',
      en: 'What is your main goal in lending?',
    },
    options: [
      { id: 'Menjaga nilai dana', en: 'Preserve my money' },
      { id: 'Pendapatan rutin yang stabil', en: 'A steady regular income' },
      { id: 'Pertumbuhan dengan risiko sedang', en: 'Growth with moderate risk' },
      { id: 'Imbal hasil setinggi mungkin', en: 'The highest possible return' },
    ],
  },
  {
    question: {
      id: 'Berapa lama dana dapat Anda tempatkan?',
      en: 'How long can you leave the money placed?',
    },
    options: [
      { id: 'Kurang dari 3 bulan', en: 'Less than 3 months' },
      { id: '3 sampai 12 bulan', en: '3 to 12 months' },
      { id: '1 sampai 3 tahun', en: '1 to 3 years' },
      { id: 'Lebih dari 3 tahun', en: 'More than 3 years' },
    ],
  },
  {
    question: {
      id: 'Jika nilai pendanaan Anda turun 20%, apa yang Anda lakukan?',
      en: 'If the value of your funding fell by 20%, what would you do?',
    },
    options: [
      { id: 'Menarik semua dana', en: 'Withdraw everything' },
      { id: 'Menarik sebagian dana', en: 'Withdraw part of it' },
      { id: 'Menunggu hingga pulih', en: 'Wait for it to recover' },
      { id: 'Menambah pendanaan', en: 'Fund more' },
    ],
  },
  {
    question: {
      id: 'Seberapa berpengalaman Anda berinvestasi?',
      en: 'How experienced are you at investing?',
    },
    options: [
      { id: 'Belum pernah', en: 'Never invested' },
      { id: 'Deposito dan tabungan saja', en: 'Deposits and savings only' },
      { id: 'Reksa dana atau obligasi', en: 'Mutual funds or bonds' },
      { id: 'Saham, P2P lending atau sejenisnya', en: 'Shares, P2P lending or similar' },
    ],
  },
  {
    question: {
      id: 'Berapa bagian penghasilan yang akan Anda danai?',
      en: 'What share of your income will you lend?',
    },
    options: [
      { id: 'Kurang dari 10%', en: 'Less than 10%' },
      { id: '10% sampai 25%', en: '10% to 25%' },
      { id: '25% sampai 50%', en: '25% to 50%' },
      { id: 'Lebih dari 50%', en: 'More than 50%' },
    ],
  },
  {
    question: {
      id: 'Bagaimana pemahaman Anda tentang risiko gagal bayar pinjaman?',
      en: 'How well do you understand the risk of a loan defaulting?',
    },
    options: [
      { id: 'Tidak memahami', en: 'I do not understand it' },
      { id: 'Sedikit memahami', en: 'I understand it a little' },
      { id: 'Cukup memahami', en: 'I understand it fairly well' },
      { id: 'Sangat memahami', en: 'I understand it very well' },
    ],
  },
];

/** A borrower's risk profile: how safely they can repay, the least risky answer first. */
export const borrowerRiskQuestions: readonly RiskQuestion[] = [
  {
    question: {
      id: 'Apa tujuan utama Anda meminjam dana?',
      en: 'What is the main purpose of your borrowing?',
    },
    options: [
      { id: 'Modal kerja usaha yang sudah berjalan', en: 'Working capital for a running business' },
      { id: 'Membeli atau memperbaiki properti', en: 'Buying or renovating property' },
      { id: 'Memulai usaha baru', en: 'Starting a new business' },
      {
        id: 'Kebutuhan konsumtif atau melunasi utang lain',
        en: 'Day-to-day spending or paying off other debts',
      },
    ],
  },
  {
    question: {
      id: 'Berapa bagian penghasilan bulanan Anda yang akan dipakai untuk angsuran?',
      en: 'What share of your monthly income will go to the installments?',
    },
    options: [
      { id: 'Kurang dari 20%', en: 'Less than 20%' },
      { id: '20% sampai 30%', en: '20% to 30%' },
      { id: '30% sampai 50%', en: '30% to 50%' },
      { id: 'Lebih dari 50%', en: 'More than 50%' },
    ],
  },
  {
    question: {
      id: 'Bagaimana riwayat pembayaran pinjaman Anda sebelumnya?',
      en: 'How have you repaid loans before?',
    },
    options: [
      { id: 'Selalu tepat waktu', en: 'Always on time' },
      { id: 'Pernah terlambat kurang dari 30 hari', en: 'Once or more less than 30 days late' },
      { id: 'Belum pernah meminjam', en: 'I have never borrowed' },
      { id: 'Pernah terlambat lebih dari 30 hari', en: 'Once or more over 30 days late' },
    ],
  },
  {
    question: {
      id: 'Berapa lama sumber penghasilan atau usaha Anda sudah berjalan?',
      en: 'How long has your income or business been running?',
    },
    options: [
      { id: 'Lebih dari 5 tahun', en: 'More than 5 years' },
      { id: '2 sampai 5 tahun', en: '2 to 5 years' },
      { id: '1 sampai 2 tahun', en: '1 to 2 years' },
      { id: 'Kurang dari 1 tahun', en: 'Less than 1 year' },
    ],
  },
  {
    question: {
      id: 'Jika penghasilan Anda turun 20%, bagaimana Anda membayar angsuran?',
      en: 'If your income fell by 20%, how would you pay the installments?',
    },
    options: [
      { id: 'Dari tabungan atau dana cadangan', en: 'From savings or a reserve' },
      { id: 'Mengurangi pengeluaran lain', en: 'By cutting other spending' },
      { id: 'Meminta keringanan pembayaran', en: 'By asking for easier terms' },
      { id: 'Kemungkinan terlambat membayar', en: 'I would probably pay late' },
    ],
  },
  {
    question: {
      id: 'Berapa nilai jaminan Anda dibanding pinjaman yang diajukan?',
      en: 'How does the value of your collateral compare with the loan you ask for?',
    },
    options: [
      { id: 'Lebih dari 2 kali nilai pinjaman', en: 'More than twice the loan' },
      { id: '1,5 sampai 2 kali', en: '1.5 to 2 times the loan' },
      { id: '1 sampai 1,5 kali', en: '1 to 1.5 times the loan' },
      { id: 'Kurang dari nilai pinjaman', en: 'Less than the loan' },
    ],
  },
];

export type SurveyRole = 'borrower' | 'lender';
export type SurveyKind = 'personal' | 'company';
export type SurveyQuestions = { fatca: readonly Text[]; risk: readonly RiskQuestion[] };

/** The questions that fit a respondent: FATCA by person or company, risk by role. */
export function surveyQuestions(role: SurveyRole, kind: SurveyKind): SurveyQuestions {
  return {
    fatca: kind === 'company' ? companyFatcaQuestions : fatcaQuestions,
    risk: role === 'borrower' ? borrowerRiskQuestions : riskQuestions,
  };
}

// The texts must match the machine's shape: 11 FATCA questions, one option list per question.
for (const set of [surveyQuestions('lender', 'personal'), surveyQuestions('borrower', 'company')]) {
  if (
    set.fatca.length !== FATCA_QUESTIONS ||
    set.risk.length !== RISK_OPTION_COUNTS.length ||
    set.risk.some((q, i) => q.options.length !== RISK_OPTION_COUNTS[i])
  ) {
    throw new Error('psychometric questions do not match the survey machine');
  }
}
