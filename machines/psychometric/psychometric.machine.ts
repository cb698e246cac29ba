// The psychometric survey (spec §1, §2, §4): a FATCA questionnaire of 11 yes/no questions and a
// risk-profile questionnaire of 6 questions of up to 4 options. Answers may change until the
// survey is submitted; once the platform accepted it, it is locked for good. Sending it is a
// named action; its outcome arrives as `survey.accepted` or `survey.failed`.
//
// Decided here where the spec is silent:
// - Submit only when every question of both questionnaires is answered.
// - While the submission is being sent, nothing changes; if it fails, answering resumes.
import { assign, setup } from 'xstate';
import type {
  SurveyContext,
  SurveyEvent,
  SurveyEventType,
  SurveyInput,
  SurveyReasonCode,
  SurveyTag,
} from './psychometric.types.ts';

export const FATCA_QUESTIONS = 11;

/**
 * Options per risk-profile question (each at most 4, spec §2). The questionnaire's texts are not
 * in the spec; where a question has fewer options, lower its count here.
 */
export const RISK_OPTION_COUNTS: readonly number[] = [4, 4, 4, 4, 4, 4];

type Check = (context: SurveyContext, event: SurveyEvent) => SurveyReasonCode | null;

const knownQuestion = (index: number, count: number) =>
  Number.isInteger(index) && index >= 0 && index < count;
const knownOption = (index: number, option: number) =>
  Number.isInteger(option) && option >= 0 && option < (RISK_OPTION_COUNTS[index] ?? 0);

export const isComplete = (context: SurveyContext) =>
  context.fatca.every((a) => a !== null) && context.risk.every((a) => a !== null);

const fatcaQuestion: Check = (_, event) =>
  event.type === 'fatca.answer' && !knownQuestion(event.index, FATCA_QUESTIONS)
    ? 'QUESTION_UNKNOWN'
    : null;
const fatcaCount: Check = (_, event) =>
  event.type === 'fatca.answerAll' && event.answers.length !== FATCA_QUESTIONS
    ? 'ANSWER_COUNT'
    : null;
const riskQuestion: Check = (_, event) =>
  event.type === 'risk.answer' && !knownQuestion(event.index, RISK_OPTION_COUNTS.length)
    ? 'QUESTION_UNKNOWN'
    : null;
const riskOption: Check = (_, event) =>
  event.type === 'risk.answer' && !knownOption(event.index, event.option) ? 'OPTION_UNKNOWN' : null;
const riskCount: Check = (_, event) =>
  event.type === 'risk.answerAll' && event.options.length !== RISK_OPTION_COUNTS.length
    ? 'ANSWER_COUNT'
    : null;
const riskOptions: Check = (_, event) =>
  event.type === 'risk.answerAll' && !event.options.every((o, i) => knownOption(i, o))
    ? 'OPTION_UNKNOWN'
    : null;
const complete: Check = (context) => (isComplete(context) ? null : 'INCOMPLETE');

export const surveyChecks: Record<SurveyEventType, readonly Check[]> = {
  'fatca.answer': [fatcaQuestion],
  'fatca.answerAll': [fatcaCount],
  'risk.answer': [riskQuestion, riskOption],
  'risk.answerAll': [riskCount, riskOptions],
  'survey.submit': [complete],
  'survey.accepted': [],
  'survey.failed': [],
};

/** The first reason this event is refused in this context; null when allowed. */
export function refusal(context: SurveyContext, event: SurveyEvent): SurveyReasonCode | null {
  for (const check of surveyChecks[event.type]) {
    const reason = check(context, event);
    if (reason) return reason;
  }
  return null;
}

const replaced = <T>(list: readonly T[], index: number, value: T) =>
  list.map((item, i) => (i === index ? value : item));

export const psychometricMachine = setup({
  types: {
    context: {} as SurveyContext,
    events: {} as SurveyEvent,
    input: {} as SurveyInput,
    tags: {} as SurveyTag,
  },
  guards: {
    allowed: ({ context, event }) => refusal(context, event) === null,
  },
  actions: {
    // Side effect: send the answers and score (PUT /{personal|company}/psychometry-score).
    sendSurvey: () => {},
    recordAnswer: assign(({ context, event }) => {
      switch (event.type) {
        case 'fatca.answer':
          return { fatca: replaced(context.fatca, event.index, event.answer) };
        case 'fatca.answerAll':
          return { fatca: [...event.answers] };
        case 'risk.answer':
          return { risk: replaced(context.risk, event.index, event.option) };
        case 'risk.answerAll':
          return { risk: [...event.options] };
        default:
          return {};
      }
    }),
  },
}).createMachine({
  id: 'psychometric',
  description: 'The psychometric survey: FATCA and risk profile, locked once submitted.',
  context: ({ input }) => ({
    respondentId: input.respondentId,
    fatca: Array.from({ length: FATCA_QUESTIONS }, () => null),
    risk: RISK_OPTION_COUNTS.map(() => null),
  }),
  initial: 'answering',
  states: {
    answering: {
      description: 'The respondent answers; answers may change until the survey is submitted.',
      tags: ['editable'],
      on: {
        'fatca.answer': { guard: 'allowed', actions: 'recordAnswer' },
        'fatca.answerAll': { guard: 'allowed', actions: 'recordAnswer' },
        'risk.answer': { guard: 'allowed', actions: 'recordAnswer' },
        'risk.answerAll': { guard: 'allowed', actions: 'recordAnswer' },
        'survey.submit': { target: 'submitting', guard: 'allowed', actions: 'sendSurvey' },
      },
    },
    submitting: {
      description: 'Every question is answered and the survey is being sent; nothing changes.',
      tags: ['sending'],
      on: {
        'survey.accepted': { target: 'submitted' },
        'survey.failed': { target: 'answering' },
      },
    },
    submitted: {
      description: 'Submitted and accepted: the answers are locked for good.',
      type: 'final',
      tags: ['locked'],
    },
  },
});
