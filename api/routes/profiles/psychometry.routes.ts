// The psychometric survey (spec §2, §4, §7 PUT /{personal|company}/psychometry-score): the
// questions in ID and EN, the signed-in user's survey, and its one-time submission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type SurveyKind,
  type SurveyRole,
  surveyQuestions,
} from '../../../machines/psychometric/psychometric.questions.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { cachedFor, STATIC_REFERENCE } from '../../http/cache-control.ts';
import { AppError } from '../../http/errors.ts';
import { readSurvey, submitSurvey } from '../../profiles/psychometry.ts';
import { envelope, errorResponses, wholeNumber } from '../shared.schemas.ts';

const text = z.object({ id: z.string(), en: z.string() });
const survey = z.object({
  locked: z.boolean().describe('Submitted: the answers can no longer change'),
  fatca: z.array(z.boolean().nullable()),
  risk: z.array(z.number().int().nullable()),
  score: z.number().int().nullable(),
  rating: z.enum(['LOW', 'LOW_TO_MEDIUM', 'MEDIUM', 'MEDIUM_TO_HIGH', 'HIGH']).nullable(),
  ratingLabel: text.nullable(),
});
const answersBody = z.object({
  fatca: z.array(z.boolean()).max(100).describe('The 11 FATCA answers, in order'),
  risk: z
    .array(wholeNumber({ max: 100 }))
    .max(100)
    .describe('The chosen option (0-based) of each of the 6 risk questions'),
});
const tags = ['Psychometric survey'];
const secured = { security: [{ bearer: [] }] };

export const psychometryRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const questionsResponse = {
      200: envelope(
        z.object({
          fatca: z.array(text),
          risk: z.array(z.object({ question: text, options: z.array(text) })),
        }),
      ),
      ...errorResponses,
    };
    const questionsOf = (role: SurveyRole, kind: SurveyKind) => {
      const set = surveyQuestions(role, kind);
      return {
        data: {
          fatca: [...set.fatca],
          risk: set.risk.map((q) => ({ question: q.question, options: [...q.options] })),
        },
      };
    };
    app.get(
      '/psychometry/questions',
      {
        config: { public: true },
        schema: {
          tags,
          summary: "A personal lender's FATCA (11 yes/no) and risk-profile (6 × 4) questions",
          description: 'Other respondents: /psychometry/questions/{role}/{kind}',
          response: questionsResponse,
        },
        onSend: cachedFor(STATIC_REFERENCE),
      },
      async () => questionsOf('lender', 'personal'),
    );
    app.get(
      '/psychometry/questions/:role/:kind',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'The questions that fit a respondent: 11 FATCA and 6 risk-profile questions',
          description:
            'FATCA about a person or about a company (its owners and controllers); the risk ' +
            "profile of a lender's lending or of a borrower's borrowing.",
          params: z.object({
            role: z.enum(['borrower', 'lender']),
            kind: z.enum(['personal', 'company']),
          }),
          response: questionsResponse,
        },
        onSend: cachedFor(STATIC_REFERENCE),
      },
      async (request) => questionsOf(request.params.role, request.params.kind),
    );

    for (const kind of ['personal', 'company'] as const) {
      const own = (request: Parameters<typeof viewerOf>[0]) => {
        const viewer = viewerOf(request, 'borrower', 'lender');
        if (viewer.isPersonal !== (kind === 'personal')) {
          throw new AppError(
            403,
            'FORBIDDEN',
            `Use /${viewer.isPersonal ? 'personal' : 'company'}/psychometry-score`,
          );
        }
        return viewer;
      };
      app.get(
        `/${kind}/psychometry-score`,
        {
          config: { roles: ['borrower', 'lender'] },
          schema: {
            tags,
            summary: `The ${kind} user's survey`,
            response: { 200: envelope(survey), ...errorResponses },
            ...secured,
          },
        },
        async (request) => ({ data: await readSurvey(deps.db, own(request)) }),
      );
      app.put(
        `/${kind}/psychometry-score`,
        {
          config: { roles: ['borrower', 'lender'] },
          schema: {
            tags,
            summary: `Submit the ${kind} user's survey once; it is locked afterwards (409 SURVEY_LOCKED)`,
            body: answersBody,
            response: { 200: envelope(survey), ...errorResponses },
            ...secured,
          },
        },
        async (request) => ({
          data: await submitSurvey(deps.db, own(request), request.body, deps.now()),
        }),
      );
    }
  };
