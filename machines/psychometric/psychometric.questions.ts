// The two questionnaires written out in Indonesian and English: FATCA self-certification
// (11 yes/no questions, as US-person indicia of the US FATCA rules and the OJK's reporting
// under it) and the risk profile (6 questions of 4 options, most cautious first: option k
// scores k + 1, see psychometric.selectors.ts).
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

// The texts must match the machine's shape: 11 FATCA questions, one option list per question.
if (
  fatcaQuestions.length !== FATCA_QUESTIONS ||
  riskQuestions.length !== RISK_OPTION_COUNTS.length ||
  riskQuestions.some((q, i) => q.options.length !== RISK_OPTION_COUNTS[i])
) {
  throw new Error('psychometric questions do not match the survey machine');
}
