// Values derived from a survey snapshot: progress, the risk score and its rating, the labels,
// and why an action is not possible now.
import type { SnapshotFrom } from 'xstate';
import type { Text } from '../shared/i18n-text.ts';
import { takesEvent } from '../shared/takes-event.ts';
import { riskRatingLabels, surveyReasonTexts, surveyStateLabels } from './psychometric.labels.ts';
import { isComplete, type psychometricMachine, refusal } from './psychometric.machine.ts';
import type {
  RiskRating,
  SurveyContext,
  SurveyEvent,
  SurveyReason,
  SurveyReasonCode,
  SurveyStateName,
} from './psychometric.types.ts';

export type SurveySnapshot = SnapshotFrom<typeof psychometricMachine>;

/**
 * Risk score: option k of a question (0-based, most cautious first) scores k + 1, so six
 * questions of four options score 6 to 24. The lowest score of each rating, highest first.
 */
export const RISK_RATING_THRESHOLDS: ReadonlyArray<{ minScore: number; rating: RiskRating }> = [
  { minScore: 22, rating: 'HIGH' },
  { minScore: 18, rating: 'MEDIUM_TO_HIGH' },
  { minScore: 14, rating: 'MEDIUM' },
  { minScore: 10, rating: 'LOW_TO_MEDIUM' },
  { minScore: 0, rating: 'LOW' },
];

export function surveyStateOf(snapshot: SurveySnapshot): SurveyStateName {
  return snapshot.value as SurveyStateName;
}

export function surveyLabel(snapshot: SurveySnapshot): Text {
  return surveyStateLabels[surveyStateOf(snapshot)];
}

export function unansweredCount(context: SurveyContext): { fatca: number; risk: number } {
  return {
    fatca: context.fatca.filter((a) => a === null).length,
    risk: context.risk.filter((a) => a === null).length,
  };
}

/** The risk score, once every risk-profile question is answered; null before. */
export function riskScore(context: SurveyContext): number | null {
  if (context.risk.some((a) => a === null)) return null;
  return context.risk.reduce<number>((sum, option) => sum + (option ?? 0) + 1, 0);
}

export function ratingForScore(score: number): RiskRating {
  return (RISK_RATING_THRESHOLDS.find((t) => score >= t.minScore) ?? { rating: 'LOW' }).rating;
}

export function riskRating(snapshot: SurveySnapshot): { code: RiskRating; text: Text } | null {
  const score = riskScore(snapshot.context);
  if (score === null) return null;
  const code = ratingForScore(score);
  return { code, text: riskRatingLabels[code] };
}

export const canSubmit = (snapshot: SurveySnapshot) =>
  snapshot.hasTag('editable') && isComplete(snapshot.context);

function reason(code: SurveyReasonCode): SurveyReason {
  return { code, text: surveyReasonTexts[code] };
}

/** Why this event is not taken now; null when the machine would take it. */
export function whyNotSurvey(snapshot: SurveySnapshot, event: SurveyEvent): SurveyReason | null {
  const takes = takesEvent(snapshot, event.type);
  if (!takes) {
    if (snapshot.hasTag('locked')) return reason('LOCKED');
    return reason(snapshot.hasTag('sending') ? 'SENDING' : 'WRONG_STATE');
  }
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  return snapshot.can(event) ? null : reason('WRONG_STATE');
}
