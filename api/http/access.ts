// One gate, in one order, for every route of the API and the file service: an unknown path (or
// a path whose parameters the contract cannot have, like /loan/anything) 404; then no or a bad
// token 401; then the wrong role 403; then, for a loan route that carries a lifecycle event, the
// loan itself (404 not yours, 403, 409 not now, asked of the machine without a payload); only
// then is the body read and checked (400). It runs before the body is parsed, so not even a
// malformed body is looked at for a caller who may not call.
//
// Every route declares who may call it in its config: `roles`, or `public: true`. The product
// does not start with a route that declares neither.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { decideLoanEvent, editEventType, restoreLoan } from '../../machines/loan/loan.selectors.ts';
import type { LoanEventType } from '../../machines/loan/loan.types.ts';
import type { Actor } from '../../machines/shared/actor.ts';
import type { Role, Viewer } from '../accounts/tokens.ts';
import type { Db } from '../db/db.ts';
import { loanAndLenderFacts } from '../funding/fund-loan.ts';
import { assertLenderMayRead } from '../funding/lender-access.ts';
import { refusalError } from '../loans/apply-loan-event.ts';
import { assertMayRead, findLoan } from '../loans/loan-record.ts';
import { wibDate } from '../reference/wib-date.ts';
import { AppError } from './errors.ts';

/** The loan event a route carries; `application.edit` is the viewer's edit (staff: staffEdit). */
export type RouteLoanEvent = LoanEventType;

export type AccessConfig = {
  /** Anyone may call, signed in or not. */
  public?: boolean;
  /** The roles that may call (signed in). */
  roles?: readonly Role[];
  /** The loan lifecycle event the call sends to the loan of its `:id`. */
  loanEvent?: RouteLoanEvent;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    public?: boolean;
    roles?: readonly Role[];
    loanEvent?: LoanEventType;
  }
  interface FastifyRequest {
    /**
     * The actor the gate asked the loan machine about, with the facts it read (a lender's):
     * the handler's transaction asks again under the loan's lock, with these facts.
     */
    loanActor?: Actor;
  }
}

export const notFound = (request: Pick<FastifyRequest, 'method' | 'url'>) =>
  new AppError(404, 'NOT_FOUND', `No such path: ${request.method} ${request.url.split('?')[0]}`);

type SafeParser = { safeParse(value: unknown): { success: boolean; data?: unknown } };

const isSafeParser = (schema: unknown): schema is SafeParser =>
  typeof schema === 'object' &&
  schema !== null &&
  typeof (schema as { safeParse?: unknown }).safeParse === 'function';

/** The routes that declare neither roles nor public, as "METHOD url" (the start refuses them). */
export function undeclaredRoutes(
  routes: readonly { method: string; url: string; config?: AccessConfig }[],
) {
  return routes
    .filter(
      (route) => !route.config?.public && !(route.config?.roles && route.config.roles.length > 0),
    )
    .map((route) => `${route.method} ${route.url}`);
}

export function installAccessGate(app: FastifyInstance, deps: { db: Db; now?: () => Date }): void {
  // The route options as the hooks of nested plugins leave them: read once everything is built.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
    // The document says who may call: OpenAPI 3.1 lets a bearer requirement list role names.
    const roles = (route.config as AccessConfig | undefined)?.roles;
    if (roles && roles.length > 0 && route.schema) {
      route.schema = { ...route.schema, security: [{ bearer: [...roles] }] };
    }
  });
  app.addHook('onReady', async () => {
    const undeclared = undeclaredRoutes(
      routes.flatMap((route) =>
        (Array.isArray(route.method) ? route.method : [route.method])
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, url: route.url, config: route.config as AccessConfig })),
      ),
    );
    if (undeclared.length > 0) {
      throw new Error(`Routes without roles or public in their config: ${undeclared.join(', ')}`);
    }
  });

  app.addHook('preParsing', async (request, _reply, payload) => {
    if (request.is404) return payload;
    const config = request.routeOptions.config as AccessConfig;
    const paramsSchema = request.routeOptions.schema?.params;
    let params: unknown = request.params;
    if (isSafeParser(paramsSchema)) {
      const parsed = paramsSchema.safeParse(request.params);
      if (!parsed.success) throw notFound(request);
      params = parsed.data;
    }
    if (config.public) return payload;
    const viewer = request.viewer;
    if (!viewer) throw new AppError(401, 'UNAUTHENTICATED', 'Please log in');
    if (!config.roles?.includes(viewer.role)) {
      // The same reason the lifecycle machines give when the role is wrong.
      throw new AppError(403, 'FORBIDDEN', 'You may not do this', {
        reason: 'WRONG_ROLE',
        text: { id: 'Peran Anda tidak dapat melakukan ini', en: 'You may not do this' },
      });
    }
    if (config.loanEvent) {
      const id = (params as { id?: unknown }).id;
      if (typeof id !== 'number') throw notFound(request);
      request.loanActor = await askTheLoan(deps, id, viewer, config.loanEvent);
    }
    return payload;
  });
}

/**
 * Whether this viewer may send this event to this loan now, whatever the body will say: 404 when
 * the loan is not theirs to see, 403 when it is not theirs to act on, 409 when not now. The
 * transaction that applies the event asks again, under the loan's lock.
 */
async function askTheLoan(
  deps: { db: Db; now?: () => Date },
  id: number,
  viewer: Viewer,
  type: LoanEventType,
): Promise<Actor> {
  const { db } = deps;
  const now = (deps.now ?? (() => new Date()))();
  // A lender's facts decide the funding: read with the loan, in one statement.
  const { loan, lender } =
    viewer.role === 'lender'
      ? await loanAndLenderFacts(db, id, viewer, now)
      : { loan: await findLoan(db, id), lender: undefined };
  // The product's day: the rules that read the calendar (a funding window) decide on it.
  let actor: Actor = { userId: viewer.userId, role: viewer.role, today: wibDate(now) };
  if (lender) {
    // A lender sees the marketplace and their own loans only.
    assertLenderMayRead(loan);
    actor = { ...actor, lender };
  } else {
    assertMayRead(loan, viewer);
  }
  const event = type === 'application.edit' ? editEventType(actor) : type;
  const { reason } = decideLoanEvent(
    restoreLoan(loan.machine_state, loan.machine_context),
    actor,
    event,
  );
  if (reason) throw refusalError(reason);
  return actor;
}
