// Staff review applicants person by person (issue 15): who waits for validation, and one
// person's whole profile in words. Validating and rejecting stay the /staff/validations calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { listWaitingApplicants, readApplicantReview } from '../../profiles/review-applicant.ts';
import {
  applicantParams,
  applicantReviewResponse,
  waitingApplicantsResponse,
} from './applicants.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Profiles (staff)'];

export const applicantRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/staff/applicants',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary: 'People whose data or bank change waits for validation, longest waiting first',
          response: waitingApplicantsResponse,
          ...secured,
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        return { data: await listWaitingApplicants(deps.db) };
      },
    );

    app.get(
      '/staff/applicants/:userId',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary: "One person's whole profile for review: sections, states, values in words",
          params: applicantParams,
          response: applicantReviewResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await readApplicantReview(deps.db, viewerOf(request, 'admin'), request.params.userId),
      }),
    );
  };
