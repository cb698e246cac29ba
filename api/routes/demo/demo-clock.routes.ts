// The demo clock (issue 19), demo mode only like the outbox: anyone signed in reads the
// product's date; staff advance it. Outside demo mode the paths do not exist (404).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advanceDemoClock, demoClockView } from '../../clock/advance-demo-clock.ts';
import type { DemoClock } from '../../clock/demo-clock.ts';
import type { ApiDeps } from '../../deps.ts';
import { notFound } from '../../http/access.ts';
import { viewerOf } from '../../http/auth.ts';
import { advanceDemoClockBody, demoClockResponse } from './demo-clock.schemas.ts';

const tags = ['Demo'];
const secured = { security: [{ bearer: [] }] };

export const demoClockRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    if (!deps.demo) return;
    // A product built without its clock (an OpenAPI listing) has the paths but no date.
    const clockOf = (request: { method: string; url: string }): DemoClock => {
      if (!deps.demoClock) throw notFound(request);
      return deps.demoClock;
    };

    app.get(
      '/demo/clock',
      {
        config: { roles: ['borrower', 'lender', 'admin'] },
        schema: {
          tags,
          summary: "Demo mode only: the product's date, which staff may advance",
          response: demoClockResponse,
          ...secured,
        },
      },
      async (request) => ({ data: demoClockView(clockOf(request)) }),
    );

    app.post(
      '/demo/clock/advance',
      {
        config: { roles: ['admin'] },
        schema: {
          tags,
          summary:
            "Demo mode only: staff move the product's date forward by whole days (1 to 366); what falls due on the way is run at once",
          body: advanceDemoClockBody,
          response: demoClockResponse,
          ...secured,
        },
      },
      async (request) => ({
        data: await advanceDemoClock(
          clockOf(request),
          request.body.days,
          viewerOf(request).userId,
          request.log,
        ),
      }),
    );
  };
