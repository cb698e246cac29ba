import type { Text } from '../shared/i18n-text.ts';

/** A FATCA answer: yes, no, or not answered yet. */
export type FatcaAnswer = boolean | null;

/** The chosen option of a risk-profile question (0-based), or not answered yet. */
export type RiskAnswer = number | null;

/** The spec's risk ratings: one list, shared with the loan's grade (machines/shared/risk-rating.ts). */
export type { RiskRating } from '../shared/risk-rating.ts';

export type SurveyStateName = 'answering' | 'submitting' | 'submitted';

export type SurveyTag = 'editable' | 'sending' | 'locked';

export type SurveyContext = {
  respondentId: string;
  /** Always FATCA_QUESTIONS long. */
  fatca: FatcaAnswer[];
  /** Always RISK_OPTION_COUNTS.length long. */
  risk: RiskAnswer[];
};

export type SurveyInput = { respondentId: string };

export type SurveyEvent =
  | { type: 'fatca.answer'; index: number; answer: boolean }
  // Every FATCA answer at once (a saved draft, or the test model's short alphabet).
  | { type: 'fatca.answerAll'; answers: boolean[] }
  | { type: 'risk.answer'; index: number; option: number }
  | { type: 'risk.answerAll'; options: number[] }
  | { type: 'survey.submit' }
  | { type: 'survey.accepted' }
  | { type: 'survey.failed' };

export type SurveyEventType = SurveyEvent['type'];

export type SurveyReasonCode =
  | 'WRONG_STATE'
  | 'LOCKED'
  | 'SENDING'
  | 'INCOMPLETE'
  | 'QUESTION_UNKNOWN'
  | 'OPTION_UNKNOWN'
  | 'ANSWER_COUNT';

export type SurveyReason = { code: SurveyReasonCode; text: Text };
