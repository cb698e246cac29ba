// The survey's answers not yet submitted, kept in this browser (per user) so that a reload, a
// closed tab or a look at another page loses nothing. The draft is offered to the survey machine
// as answer events, so it cannot put the form in a state the machine would refuse; it is
// dropped once the survey is submitted.
import type { SurveyEvent } from '../../../../machines/psychometric/psychometric.types.ts';

type Draft = { fatca: ReadonlyArray<boolean | null>; risk: ReadonlyArray<number | null> };

const keyOf = (userId: string) => `lumbung.survey-draft.${userId}`;

export function saveSurveyDraft(userId: string, draft: Draft): void {
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify({ fatca: draft.fatca, risk: draft.risk }));
  } catch {
    // Storage full or refused (private mode): the form still works, only without the draft.
  }
}

export function dropSurveyDraft(userId: string): void {
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing kept, nothing to drop.
  }
}

/** The stored draft as answer events (only well-formed answers), or [] when there is none. */
export function surveyDraftEvents(userId: string): SurveyEvent[] {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
  } catch {
    return [];
  }
  if (typeof stored !== 'object' || stored === null) return [];
  const { fatca, risk } = stored as { fatca?: unknown; risk?: unknown };
  const events: SurveyEvent[] = [];
  if (Array.isArray(fatca)) {
    fatca.forEach((answer, index) => {
      if (typeof answer === 'boolean') events.push({ type: 'fatca.answer', index, answer });
    });
  }
  if (Array.isArray(risk)) {
    risk.forEach((option, index) => {
      if (typeof option === 'number') events.push({ type: 'risk.answer', index, option });
    });
  }
  return events;
}
