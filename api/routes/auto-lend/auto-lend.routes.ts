// Auto-lend (issue 21): a lender's rules (create with the standing authorisation, change, pause,
// resume, close), what auto-lend did, and a loan's auto-lend in the marketplace (when it
// allocates, opting a rule out). The rules are the auto-lend machine's (api/auto-lend).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AutoLendEvent } from '../../../machines/auto-lend/auto-lend.types.ts';
import { applyRuleEvent, createRule } from '../../auto-lend/apply-rule-event.ts';
import { changeOptOut, loanAutoLend } from '../../auto-lend/loan-auto-lend.ts';
import { autoLendActivity } from '../../auto-lend/read-activity.ts';
import { lenderRules, ruleView } from '../../auto-lend/rule-record.ts';
import { autoLendConfigOf } from '../../auto-lend/settings.ts';
import {
  currentAuthorisation,
  latestAuthorisation,
} from '../../auto-lend/standing-authorisation.ts';
import type { ApiDeps } from '../../deps.ts';
import { viewerOf } from '../../http/auth.ts';
import { loanIdParam } from '../shared.schemas.ts';
import {
  activityQuery,
  activityResponse,
  createdRuleResponse,
  createRuleBody,
  loanAutoLendResponse,
  optOutBody,
  overviewResponse,
  ruleParam,
  ruleResponse,
  settingsBody,
} from './auto-lend.schemas.ts';

const secured = { security: [{ bearer: [] }] };
const tags = ['Auto-lend'];
const lenderOnly = { roles: ['lender'] as const };

export const autoLendRoutes =
  (deps: ApiDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/auto-lend',
      {
        config: lenderOnly,
        schema: {
          tags,
          summary: "The lender's auto-lend rules, the standing authorisation and the settings",
          response: overviewResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const [rules, accepted] = await Promise.all([
          lenderRules(db, viewer.userId),
          latestAuthorisation(db, viewer.userId),
        ]);
        const { version, text, sha256 } = currentAuthorisation();
        return {
          data: {
            rules: rules.map((rule) => ruleView(rule, viewer)),
            authorisation: { version, text, sha256 },
            accepted: accepted
              ? {
                  id: Number(accepted.id),
                  version: accepted.version,
                  acceptedAt: accepted.acceptedAt.toISOString(),
                }
              : null,
            settings: autoLendConfigOf(deps),
          },
        };
      },
    );

    app.post(
      '/auto-lend/rules',
      {
        config: lenderOnly,
        schema: {
          tags,
          summary: 'A new rule, enabled at once with the standing authorisation accepted',
          description:
            'Without `acceptAuthorisation: true`: 400 AUTHORISATION_MISSING and nothing is ' +
            'written. Invalid settings: 400 VALIDATION_FAILED naming the fields.',
          body: createRuleBody,
          response: createdRuleResponse,
          ...secured,
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request, 'lender');
        const { acceptAuthorisation, ...settings } = request.body;
        const row = await createRule(db, viewer, settings, acceptAuthorisation, deps.now());
        reply.code(201);
        return { data: ruleView(row, viewer) };
      },
    );

    const ruleEvent = (
      path: string,
      summary: string,
      eventOf: (
        viewer: ReturnType<typeof viewerOf>,
        facts: Parameters<Parameters<typeof applyRuleEvent>[3]>[1],
      ) => AutoLendEvent,
    ) =>
      app.put(
        path,
        {
          config: lenderOnly,
          schema: { tags, summary, params: ruleParam, response: ruleResponse, ...secured },
        },
        async (request) => {
          const viewer = viewerOf(request, 'lender');
          const row = await applyRuleEvent(db, request.params.ruleId, viewer, (_, facts) =>
            eventOf(viewer, facts),
          );
          return { data: ruleView(row, viewer) };
        },
      );

    const actor = (viewer: ReturnType<typeof viewerOf>) => ({
      userId: viewer.userId,
      role: viewer.role,
    });
    ruleEvent(
      '/auto-lend/rules/:ruleId/pause',
      'Pause a rule: it funds nothing until resumed',
      (v) => ({
        type: 'rule.pause',
        actor: actor(v),
      }),
    );
    ruleEvent(
      '/auto-lend/rules/:ruleId/resume',
      'Resume a paused rule (it waits from now in the queue)',
      (v, facts) => ({ type: 'rule.resume', actor: actor(v), facts, at: deps.now().toISOString() }),
    );
    ruleEvent(
      '/auto-lend/rules/:ruleId/close',
      'Close a rule for good (its history stays)',
      (v) => ({
        type: 'rule.close',
        actor: actor(v),
      }),
    );

    app.put(
      '/auto-lend/rules/:ruleId',
      {
        config: lenderOnly,
        schema: {
          tags,
          summary: "Change a rule's settings",
          params: ruleParam,
          body: settingsBody,
          response: ruleResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        const row = await applyRuleEvent(db, request.params.ruleId, viewer, (_, facts) => ({
          type: 'rule.update',
          actor: actor(viewer),
          settings: request.body,
          facts,
        }));
        return { data: ruleView(row, viewer) };
      },
    );

    app.get(
      '/auto-lend/activity',
      {
        config: lenderOnly,
        schema: {
          tags,
          summary: 'What auto-lend did: each funding and each skip with its reason, newest first',
          querystring: activityQuery,
          response: activityResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        return {
          data: await autoLendActivity(db, viewer.userId, {
            limit: request.query.limit,
            after: request.query.after,
          }),
        };
      },
    );

    app.get(
      '/loan/:id/auto-lend',
      {
        config: lenderOnly,
        schema: {
          tags,
          summary: "A loan's auto-lend: when it allocates, and the lender's matching rules",
          params: loanIdParam,
          response: loanAutoLendResponse,
          ...secured,
        },
      },
      async (request) => {
        const viewer = viewerOf(request, 'lender');
        return { data: await loanAutoLend(db, viewer, request.params.id, deps.now()) };
      },
    );

    // Opting a rule out of a loan and back in: one event each of the opt-out machine, during the
    // loan's preview window.
    for (const [path, event, summary, description] of [
      [
        '/loan/:id/auto-lend/opt-out',
        'loan.optOut',
        "Opt one of the lender's rules out of this loan (during its preview window)",
        'After the preview window: 409 PREVIEW_OVER. Opted out already: 409 ALREADY_OPTED_OUT.',
      ],
      [
        '/loan/:id/auto-lend/opt-in',
        'loan.optIn',
        'Undo an opt-out: the rule takes part in this loan again (preview window only)',
        'After the preview window: 409 PREVIEW_OVER. A rule not opted out: 409 NOT_OPTED_OUT.',
      ],
    ] as const) {
      app.post(
        path,
        {
          config: lenderOnly,
          schema: {
            tags,
            summary,
            description,
            params: loanIdParam,
            body: optOutBody,
            response: loanAutoLendResponse,
            ...secured,
          },
        },
        async (request) => {
          const viewer = viewerOf(request, 'lender');
          return {
            data: await changeOptOut(
              db,
              viewer,
              request.params.id,
              request.body.ruleId,
              event,
              deps.now(),
            ),
          };
        },
      );
    }
  };
