// The path a loan took through the lifecycle machine, read from its append-only audit rows
// (loan_events), for the analysts' statechart view (staff).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { findLoan } from '../../loans/loan-record.ts';
import { envelope, errorResponses, loanIdParam } from '../shared.schemas.ts';

const step = z.object({
  id: z.number().int(),
  event: z.string().describe('The lifecycle event, e.g. bail.approve'),
  fromStage: z.string().nullable(),
  toStage: z.string(),
  actorRole: z.string(),
  actorName: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});

type StepRow = {
  id: number;
  event: string;
  from_stage: string | null;
  to_stage: string;
  actor_role: string;
  actor_name: string | null;
  reason: string | null;
  created_at: Date;
};

export const loanPathRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/loan/:id/path',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: ['Loans (staff)'],
          summary: "The loan's path through the lifecycle: its stage changes, oldest first (staff)",
          params: loanIdParam,
          response: { 200: envelope(z.object({ data: z.array(step) })), ...errorResponses },
          security: [{ bearer: [] }],
        },
      },
      async (request) => {
        viewerOf(request, 'admin');
        await findLoan(deps.db, request.params.id);
        const rows = await deps.db.query<StepRow>(
          `SELECT e.id, e.event, e.from_stage, e.to_stage, e.actor_role, e.reason, e.created_at,
                  u.full_name AS actor_name
             FROM loan_events e LEFT JOIN users u ON u.id = e.actor_id
            WHERE e.loan_id = $1
            ORDER BY e.id`,
          [request.params.id],
        );
        return {
          data: {
            data: rows.map((row) => ({
              id: row.id,
              event: row.event,
              fromStage: row.from_stage,
              toStage: row.to_stage,
              actorRole: row.actor_role,
              actorName: row.actor_name,
              reason: row.reason,
              createdAt: row.created_at.toISOString(),
            })),
          },
        };
      },
    );
  };
