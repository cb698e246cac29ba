// Probes for the load balancer and the orchestrator: /health answers while the process does;
// /ready only when the database answers and its schema is current (503 otherwise). Neither
// writes a request log line: they are called every few seconds.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations } from '../../db/migrate.ts';
import type { ApiDeps } from '../../deps.ts';
import { envelope, errorBody } from '../shared.schemas.ts';

const tags = ['Health'];
const status = envelope(z.object({ status: z.literal('ok') }));

export const healthRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        logLevel: 'silent',
        config: { public: true },
        schema: { tags, summary: 'The process answers', response: { 200: status } },
      },
      async () => ({ data: { status: 'ok' as const } }),
    );

    app.get(
      '/ready',
      {
        logLevel: 'silent',
        config: { public: true },
        schema: {
          tags,
          summary: 'The database answers and its migrations are current; 503 otherwise',
          response: { 200: status, 503: errorBody },
        },
      },
      async (request, reply) => {
        let pending: string[];
        try {
          pending = await pendingMigrations(deps.db);
        } catch (error) {
          request.log.warn({ err: error }, 'not ready: the database does not answer');
          return reply
            .status(503)
            .send({ message: 'The database does not answer', code: 'NOT_READY' });
        }
        if (pending.length > 0) {
          return reply.status(503).send({
            message: `The database schema is not current: ${pending.length} migration(s) pending`,
            code: 'NOT_READY',
          });
        }
        return { data: { status: 'ok' as const } };
      },
    );
  };
