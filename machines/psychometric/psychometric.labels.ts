// Indonesian and English texts for the psychometric survey: states, risk ratings and reasons.
import type { Text } from '../shared/i18n-text.ts';
import { riskRatingTexts } from '../shared/risk-rating.ts';
import type { RiskRating, SurveyReasonCode, SurveyStateName } from './psychometric.types.ts';

export const surveyStateLabels: Record<SurveyStateName, Text> = {
  answering: { id: 'Belum Dikirim', en: 'Not submitted' },
  submitting: { id: 'Mengirim...', en: 'Sending...' },
  submitted: { id: 'Sudah Dikirim', en: 'Submitted' },
};

/** The same words as a loan's grade (machines/shared/risk-rating.ts): one list in the spec. */
export const riskRatingLabels: Record<RiskRating, Text> = riskRatingTexts;

export const surveyReasonTexts: Record<SurveyReasonCode, Text> = {
  WRONG_STATE: { id: 'Tidak dapat dilakukan saat ini', en: 'Not possible now' },
  LOCKED: {
    id: 'Survei sudah dikirim dan tidak dapat diubah',
    en: 'The survey was submitted and cannot be changed',
  },
  SENDING: { id: 'Survei sedang dikirim', en: 'The survey is being sent' },
  INCOMPLETE: { id: 'Jawab semua pertanyaan terlebih dahulu', en: 'Answer every question first' },
  QUESTION_UNKNOWN: { id: 'Pertanyaan tidak dikenal', en: 'Unknown question' },
  OPTION_UNKNOWN: { id: 'Pilihan jawaban tidak dikenal', en: 'Unknown answer option' },
  ANSWER_COUNT: { id: 'Jumlah jawaban tidak sesuai', en: 'Wrong number of answers' },
};
