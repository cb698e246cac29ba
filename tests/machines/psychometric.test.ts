// The psychometric survey: model paths from the machine's graph (with a short alphabet: whole
// questionnaires at once, plus a few single answers) with invariants checked in every state, a
// coverage check, and the rules — one-by-one answering, submit only when complete, locked for
// good, the score's thresholds — as scenarios.
import { describe, expect, it } from 'vitest';
import { initialTransition, transition } from 'xstate';
import {
  FATCA_QUESTIONS,
  psychometricMachine as machine,
  RISK_OPTION_COUNTS,
} from '../../machines/psychometric/psychometric.machine.ts';
import {
  canSubmit,
  ratingForScore,
  riskRating,
  riskScore,
  type SurveySnapshot,
  surveyLabel,
  surveyStateOf,
  unansweredCount,
  whyNotSurvey,
} from '../../machines/psychometric/psychometric.selectors.ts';
import type { SurveyEvent, SurveyInput } from '../../machines/psychometric/psychometric.types.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

const input: SurveyInput = { respondentId: 'borrower-1' };

const allFatca = (answer: boolean) => Array.from({ length: FATCA_QUESTIONS }, () => answer);

const events: SurveyEvent[] = [
  { type: 'fatca.answer', index: 0, answer: true },
  { type: 'fatca.answer', index: FATCA_QUESTIONS - 1, answer: false },
  { type: 'fatca.answer', index: FATCA_QUESTIONS, answer: true },
  { type: 'fatca.answer', index: -1, answer: true },
  { type: 'fatca.answerAll', answers: allFatca(false) },
  { type: 'fatca.answerAll', answers: allFatca(false).slice(1) },
  { type: 'risk.answer', index: 0, option: 3 },
  { type: 'risk.answer', index: 5, option: 0 },
  { type: 'risk.answer', index: 6, option: 0 },
  { type: 'risk.answer', index: 0, option: 4 },
  { type: 'risk.answerAll', options: [0, 0, 0, 0, 0, 0] },
  { type: 'risk.answerAll', options: [3, 3, 3, 3, 3, 3] },
  { type: 'risk.answerAll', options: [0, 0, 0, 0, 0] },
  { type: 'risk.answerAll', options: [0, 0, 0, 0, 0, 9] },
  { type: 'survey.submit' },
  { type: 'survey.accepted' },
  { type: 'survey.failed' },
];

const paths = modelPaths(machine, { input, events });

function run(sequence: SurveyEvent[]): SurveySnapshot {
  let [snapshot] = initialTransition(machine, input);
  for (const event of sequence) [snapshot] = transition(machine, snapshot, event);
  return snapshot;
}

const answerAll: SurveyEvent[] = [
  { type: 'fatca.answerAll', answers: allFatca(false) },
  { type: 'risk.answerAll', options: [1, 1, 2, 2, 1, 1] },
];
const submit: SurveyEvent = { type: 'survey.submit' };
const accepted: SurveyEvent = { type: 'survey.accepted' };

describe('psychometric survey model', () => {
  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths, input)).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((p) => [p.name, p] as const))('%s', (_, path) => {
    let frozen: string | null = null;
    replay(machine, path, {
      input,
      check: (snapshot) => {
        const state = surveyStateOf(snapshot);
        const { fatca, risk } = snapshot.context;
        // Fixed-length answers, every one a known answer or none.
        expect(fatca).toHaveLength(FATCA_QUESTIONS);
        expect(risk).toHaveLength(RISK_OPTION_COUNTS.length);
        risk.forEach((option, i) => {
          if (option !== null) expect(option).toBeLessThan(RISK_OPTION_COUNTS[i] ?? 0);
        });
        // Only a complete survey is sent, and a sent or submitted survey never changes.
        const answers = JSON.stringify([fatca, risk]);
        if (state === 'answering') {
          frozen = null;
        } else {
          expect(unansweredCount(snapshot.context)).toEqual({ fatca: 0, risk: 0 });
          expect(riskRating(snapshot)).not.toBeNull();
          if (frozen !== null) expect(answers).toBe(frozen);
          frozen = answers;
        }
        expect(snapshot.hasTag('editable')).toBe(state === 'answering');
        if (state === 'submitted') {
          for (const probe of events) expect(whyNotSurvey(snapshot, probe)?.code).toBe('LOCKED');
        }
        expect(surveyLabel(snapshot).id).not.toBe('');
        for (const probe of events) {
          expect(whyNotSurvey(snapshot, probe) === null, probe.type).toBe(snapshot.can(probe));
        }
      },
    });
  });
});

describe('psychometric survey rules', () => {
  it('takes the answers one by one, as the screen asks them', () => {
    let snapshot = run([]);
    const fatcaAnswers = [
      false,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      true,
      false,
    ];
    fatcaAnswers.forEach((answer, index) => {
      expect(canSubmit(snapshot)).toBe(false);
      [snapshot] = transition(machine, snapshot, { type: 'fatca.answer', index, answer });
    });
    expect(unansweredCount(snapshot.context)).toEqual({ fatca: 0, risk: 6 });
    [2, 0, 3, 1, 2, 1].forEach((option, index) => {
      expect(whyNotSurvey(snapshot, submit)?.code).toBe('INCOMPLETE');
      [snapshot] = transition(machine, snapshot, { type: 'risk.answer', index, option });
    });
    expect(snapshot.context.fatca).toEqual(fatcaAnswers);
    expect(snapshot.context.risk).toEqual([2, 0, 3, 1, 2, 1]);
    // 3 + 1 + 4 + 2 + 3 + 2 = 15: medium.
    expect(riskScore(snapshot.context)).toBe(15);
    expect(riskRating(snapshot)).toEqual({
      code: 'MEDIUM',
      text: { id: 'Menengah', en: 'Medium' },
    });
    expect(canSubmit(snapshot)).toBe(true);
  });

  it('lets an answer change until the survey is submitted', () => {
    const changed = run([
      { type: 'fatca.answer', index: 3, answer: true },
      { type: 'fatca.answer', index: 3, answer: false },
      { type: 'risk.answer', index: 2, option: 0 },
      { type: 'risk.answer', index: 2, option: 3 },
    ]);
    expect(changed.context.fatca[3]).toBe(false);
    expect(changed.context.risk[2]).toBe(3);
  });

  it('submits only when every question of both questionnaires is answered', () => {
    const fatcaOnly = run([answerAll[0] as SurveyEvent]);
    expect(whyNotSurvey(fatcaOnly, submit)?.code).toBe('INCOMPLETE');
    const reanswered = run([...answerAll, { type: 'fatca.answerAll', answers: allFatca(true) }]);
    expect(whyNotSurvey(reanswered, submit)).toBeNull();
    const [sending, actions] = transition(machine, run(answerAll), submit);
    expect(surveyStateOf(sending)).toBe('submitting');
    expect(actions.map((a) => a.type)).toContain('sendSurvey');
  });

  it('locks the answers for good once submitted', () => {
    const submitted = run([...answerAll, submit, accepted]);
    expect(surveyStateOf(submitted)).toBe('submitted');
    expect(submitted.status).toBe('done');
    const change = { type: 'risk.answer', index: 0, option: 3 } as const;
    expect(whyNotSurvey(submitted, change)?.code).toBe('LOCKED');
    expect(transition(machine, submitted, change)[0].context).toEqual(submitted.context);
  });

  it('changes nothing while sending, and reopens the answers if sending fails', () => {
    const sending = run([...answerAll, submit]);
    const change = { type: 'fatca.answer', index: 0, answer: true } as const;
    expect(whyNotSurvey(sending, change)?.code).toBe('SENDING');
    const failed = transition(machine, sending, { type: 'survey.failed' })[0];
    expect(surveyStateOf(failed)).toBe('answering');
    expect(transition(machine, failed, change)[0].context.fatca[0]).toBe(true);
  });

  it('refuses unknown questions, options and answer counts', () => {
    const open = run([]);
    const probe = (event: SurveyEvent) => whyNotSurvey(open, event)?.code;
    expect(probe({ type: 'fatca.answer', index: 11, answer: true })).toBe('QUESTION_UNKNOWN');
    expect(probe({ type: 'fatca.answer', index: 0.5, answer: true })).toBe('QUESTION_UNKNOWN');
    expect(probe({ type: 'risk.answer', index: 6, option: 0 })).toBe('QUESTION_UNKNOWN');
    expect(probe({ type: 'risk.answer', index: 0, option: 4 })).toBe('OPTION_UNKNOWN');
    expect(probe({ type: 'risk.answer', index: 0, option: -1 })).toBe('OPTION_UNKNOWN');
    expect(probe({ type: 'fatca.answerAll', answers: allFatca(true).concat(true) })).toBe(
      'ANSWER_COUNT',
    );
    expect(probe({ type: 'risk.answerAll', options: [0, 0, 0, 0, 0, 0, 0] })).toBe('ANSWER_COUNT');
    expect(probe({ type: 'risk.answerAll', options: [0, 0, 0, 0, 0, 4] })).toBe('OPTION_UNKNOWN');
  });

  it.each([
    [6, 'LOW'],
    [9, 'LOW'],
    [10, 'LOW_TO_MEDIUM'],
    [13, 'LOW_TO_MEDIUM'],
    [14, 'MEDIUM'],
    [17, 'MEDIUM'],
    [18, 'MEDIUM_TO_HIGH'],
    [21, 'MEDIUM_TO_HIGH'],
    [22, 'HIGH'],
    [24, 'HIGH'],
  ] as const)('rates a score of %i as %s', (score, rating) => {
    expect(ratingForScore(score)).toBe(rating);
  });

  it('scores the most cautious answers low and the boldest high', () => {
    const low = run([{ type: 'risk.answerAll', options: [0, 0, 0, 0, 0, 0] }]);
    expect(riskScore(low.context)).toBe(6);
    expect(riskRating(low)?.text).toEqual({ id: 'Rendah', en: 'Low' });
    const high = run([{ type: 'risk.answerAll', options: [3, 3, 3, 3, 3, 3] }]);
    expect(riskScore(high.context)).toBe(24);
    expect(riskRating(high)?.text).toEqual({ id: 'Tinggi', en: 'High' });
    expect(riskRating(run([{ type: 'risk.answer', index: 0, option: 3 }]))).toBeNull();
  });
});
