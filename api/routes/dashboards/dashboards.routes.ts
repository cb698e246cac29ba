// The staff dashboard's figures (issue 21) in one call: queues, funding pipeline, money waiting,
// arrears and the TKB90 trend. The lender's are GET /loan/my-portofolio/summary; the borrower's
// dashboard reads their loans and bills.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffDashboard } from '../../dashboards/staff-dashboard.ts';
import type { ApiDeps } from '../../deps.ts';
import { staffDashboardResponse } from './dashboards.schemas.ts';

export const dashboardRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/staff',
      {
        config: { roles: ['admin'] },
        schema: {
          tags: ['Dashboards'],
          summary:
            "Staff's dashboard: each queue's count, the loans open for funding, disbursements and payments waiting, arrears by bucket and TKB90 by month, as at the product's today",
          response: staffDashboardResponse,
          security: [{ bearer: [] }],
        },
      },
      async () => ({ data: await staffDashboard(deps.db, deps.now()) }),
    );
  };
