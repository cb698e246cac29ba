// Staff run the product's scheduled pass at once, demo mode only like the demo clock (outside
// demo mode the path does not exist: 404): what the timers run on their own — funding windows,
// auto-lend, disbursements, installments past due, and the pending withdrawals' inquiry — run
// now, after an advance of the demo clock, rather than at the timer's next beat. The simulator
// driving a started product (`npm run simulate -- --url`) runs it at the end of each day, as it
// does over its own product's IPC channel, so that what the new day brings is done before its
// next plan. Safe beside the timers' own pass (api/jobs/scheduled-pass.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../../deps.ts';
import { runScheduledPass, settleWithdrawalsNow } from '../../jobs/scheduled-pass.ts';
import { scheduledPassResponse } from './demo-scheduled-pass.schemas.ts';

export const demoScheduledPassRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!deps.demo) return;
    app.post(
      '/demo/scheduled-pass',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: ['Demo'],
          summary:
            "Demo mode only: staff run the product's scheduled pass now (funding windows, auto-lend, disbursements, installments past due, pending withdrawals)",
          response: scheduledPassResponse,
          security: [{ bearer: [] }],
        },
      },
      async () => {
        const now = deps.now().toISOString();
        const pass = await runScheduledPass(deps);
        const withdrawalsAsked = await settleWithdrawalsNow(deps);
        return { data: { now, ...pass, withdrawalsAsked } };
      },
    );
  };
