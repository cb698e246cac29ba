// The REST API (spec §7) as a Fastify plugin under /api, with its OpenAPI document generated
// from the zod schemas of the routes, at /api/openapi.json and as a page at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { startWithdrawalSettlement } from './cash-out/settle-pending.ts';
import type { ApiDeps } from './deps.ts';
import { installAccessGate } from './http/access.ts';
import { installAuthentication } from './http/auth.ts';
import { installNoStoreDefault } from './http/cache-control.ts';
import { installErrorHandling, installNotFound } from './http/error-handler.ts';
import { guardedValidatorCompiler } from './http/input-guard.ts';
import { startEvery } from './jobs/every.ts';
import { runScheduledPass } from './jobs/scheduled-pass.ts';
import { restoreBuiltInRdls } from './rdl/restore-built-in-rdls.ts';
import { repaymentPass } from './repayment/daily-pass.ts';
import { restoreOpenBillings } from './repayment/payments.ts';
import { settingsOf } from './repayment/settings.ts';
import { accountRoutes } from './routes/account/account.routes.ts';
import { loanPathRoutes } from './routes/analysts/loan-path.routes.ts';
import { whatIfRoutes } from './routes/analysts/what-if.routes.ts';
import { autoLendRoutes } from './routes/auto-lend/auto-lend.routes.ts';
import { balanceRoutes } from './routes/balances/balances.routes.ts';
import { cashOutRoutes } from './routes/cash-out/cash-out.routes.ts';
import { dashboardRoutes } from './routes/dashboards/dashboards.routes.ts';
import { demoBankRoutes } from './routes/demo/demo-bank.routes.ts';
import { demoClockRoutes } from './routes/demo/demo-clock.routes.ts';
import { demoScheduledPassRoutes } from './routes/demo/demo-scheduled-pass.routes.ts';
import { disclosureRoutes } from './routes/disclosure/disclosure.routes.ts';
import { fileRoutes } from './routes/files/files.routes.ts';
import { fundingLimitsRoutes } from './routes/funding-limits/funding-limits.routes.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { fundingRoutes } from './routes/loans/funding.routes.ts';
import { loanApplicationRoutes } from './routes/loans/loan-application.routes.ts';
import { loanRoutes } from './routes/loans/loans.routes.ts';
import { notificationRoutes } from './routes/notifications/notifications.routes.ts';
import { productRoutes } from './routes/products/products.routes.ts';
import { applicantRoutes } from './routes/profiles/applicants.routes.ts';
import { profileRoutes } from './routes/profiles/profile.routes.ts';
import { psychometryRoutes } from './routes/profiles/psychometry.routes.ts';
import { qaReportRoutes } from './routes/qa-report/qa-report.routes.ts';
import { referenceRoutes } from './routes/reference/reference.routes.ts';
import { repaymentRoutes } from './routes/repayment/repayment.routes.ts';
import { localSigningRoutes } from './routes/signing/local-signing.routes.ts';
import { signingRoutes } from './routes/signing/signing.routes.ts';
import { taxStatusRoutes } from './routes/tax-status/tax-status.routes.ts';
import { topUpRoutes } from './routes/top-ups/top-ups.routes.ts';
import { walletRoutes } from './routes/wallets/wallets.routes.ts';
import { isLocalProvider } from './signing/local-provider.ts';

export const API_PREFIX = '/api';

/** The REST API under /api and the file service under /file, documented together. */
export async function registerApi(app: FastifyInstance, deps: ApiDeps): Promise<void> {
  await app.register(async (service) => {
    service.setValidatorCompiler(guardedValidatorCompiler);
    service.setSerializerCompiler(serializerCompiler);
    // In demo mode every request first reads the demo clock's offset (one row): another instance
    // may have advanced it, and `now()` must agree with it for the whole request.
    const demoClock = deps.demoClock;
    if (demoClock) {
      service.addHook('onRequest', async () => demoClock.refresh());
      // Issue 19: when staff advance the date, bills fall due, charges accrue and reminders go
      // out at once (the daily pass, as the timer would run it on the new day).
      const stopListening = demoClock.onAdvance(async () => {
        await repaymentPass({ ...deps, repayment: settingsOf(deps) });
      });
      service.addHook('onClose', async () => stopListening());
    }
    installAuthentication(service, deps);
    installAccessGate(service, deps);
    installErrorHandling(service);
    installNoStoreDefault(service);
    await service.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Lumbung REST API',
          version: '1.0.0',
          description:
            'The service backend of the Lumbung lending marketplace. Bodies are wrapped in ' +
            '`{ data }`; errors are `{ message, code, fields? }`. Amounts are rupiah as exact ' +
            'decimal strings. Loan stage changes go through the loan lifecycle machine: an ' +
            'event the machine refuses in the current stage answers 409 ILLEGAL_TRANSITION.',
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await service.register(
      async (api) => {
        installNotFound(api);
        await api.register(healthRoutes(deps));
        await api.register(accountRoutes(deps));
        await api.register(productRoutes(deps));
        await api.register(loanRoutes(deps));
        await api.register(fundingRoutes(deps));
        await api.register(autoLendRoutes(deps));
        await api.register(loanApplicationRoutes(deps));
        await api.register(referenceRoutes);
        await api.register(psychometryRoutes(deps));
        await api.register(walletRoutes(deps));
        await api.register(taxStatusRoutes(deps));
        await api.register(fundingLimitsRoutes(deps));
        await api.register(topUpRoutes(deps));
        await api.register(balanceRoutes(deps));
        await api.register(cashOutRoutes(deps));
        await api.register(repaymentRoutes(deps));
        await api.register(loanPathRoutes(deps));
        await api.register(whatIfRoutes(deps));
        await api.register(profileRoutes(deps));
        await api.register(applicantRoutes(deps));
        await api.register(notificationRoutes(deps));
        await api.register(signingRoutes(deps));
        await api.register(demoClockRoutes(deps));
        await api.register(demoScheduledPassRoutes(deps));
        await api.register(demoBankRoutes(deps));
        await api.register(disclosureRoutes(deps));
        await api.register(dashboardRoutes(deps));
        await api.register(qaReportRoutes(deps));
        // The built-in provider's signing page (it stands for a service outside).
        if (isLocalProvider(deps.signing)) await api.register(localSigningRoutes(deps.signing));
        api.get('/openapi.json', { schema: { hide: true }, config: { public: true } }, async () =>
          service.swagger(),
        );
        await api.register(async (docs) => {
          // The documentation page and its files are public, like the document they show.
          docs.addHook('onRoute', (route) => {
            route.config = { ...route.config, public: true };
          });
          await docs.register(swaggerUi, { routePrefix: '/docs' });
        });
      },
      { prefix: API_PREFIX },
    );
    await service.register(
      async (files) => {
        installNotFound(files);
        await files.register(fileRoutes(deps));
      },
      { prefix: '/file' },
    );
  });
  // The built-in provider posts its callbacks to the platform's callback route, as the real
  // providers do over the network; in the same process, through the server itself.
  const signing = deps.signing;
  if (isLocalProvider(signing)) {
    signing.deliverCallbacksTo(
      async (body, headers) =>
        (
          await app.inject({
            method: 'POST',
            url: `${API_PREFIX}/signing/callback/local`,
            payload: body,
            headers,
          })
        ).statusCode,
    );
  }
  // The built-in bank relearns the RDL deposits it held before this start (a started product
  // asks for it; a build that only lists routes has no database to read).
  if (deps.relearnBankOnStart) {
    app.addHook('onReady', async () => {
      await restoreBuiltInRdls(deps.db, deps.bank);
      await restoreOpenBillings({ ...deps, repayment: settingsOf(deps) });
    });
  }
  const funding = deps.fundingPoll;
  if (funding && funding.everySeconds > 0) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startEvery(
        funding.everySeconds,
        // The funding windows, then the disbursements they lead to: loans whose agreements are
        // all signed are prepared, payouts waiting for the bank are asked about.
        () => runScheduledPass(deps),
        (error) => app.log.error({ err: error }, 'funding window pass failed'),
      );
    });
    app.addHook('preClose', async () => {
      await stop?.();
    });
  }
  const poll = deps.withdrawalPoll;
  if (poll && poll.everySeconds > 0) {
    let stop: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stop = startWithdrawalSettlement(deps, poll, (error) =>
        app.log.error({ err: error }, 'withdrawal settlement pass failed'),
      );
    });
    // Before the database closes (onClose), and waiting for a pass still running.
    app.addHook('preClose', async () => {
      await stop?.();
    });
  }
}
