// The psychometric survey (spec §2, §4, §7 PUT /{personal|company}/psychometry-score): the
// questions in ID and EN, the signed-in user's survey, and its one-time submission.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fatcaQuestions,
  riskQuestions,
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
    app.get(
      '/psychometry/questions',
      {
        config: { public: true },
        schema: {
          tags,
          summary: 'The FATCA (11 yes/no) and risk-profile (6 × 4 options) questions',
          response: {
            200: envelope(
              z.object({
                fatca: z.array(text),
                risk: z.array(z.object({ question: text, options: z.array(text) })),
              }),
            ),
          },
        },
        onSend: cachedFor(STATIC_REFERENCE),
      },
      async () => ({
        data: {
          fatca: [...fatcaQuestions],
          risk: riskQuestions.map((q) => ({ question: q.question, options: [...q.options] })),
        },
      }),
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
