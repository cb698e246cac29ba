// Visiting every route of the web client (web/app-routes.ts) as a user its layout
// admits: the stored session of each role (one login per role, kept), the concrete path of each
// route (`:id` a loan of the demo borrower — on the lender's loan page a loan open for funding,
// opened through the API when the demo has none —, `:name` the loan machine, `:userId` the demo
// applicant waiting for validation or the demo borrower, `:token` a fresh signing link of the
// built-in provider: the demo lender's agreement, asked for anew at each visit since a link
// opens once) and a visit that waits
// until the screen shows its main heading and the network is quiet.
import type { Page } from 'playwright-core';
import { readWebRoutes, type WebRoute } from '../../web/app-routes.ts';
import { watchNetwork } from './browser.ts';
import { loanOpenForFunding, staffTokens } from './funding.ts';
import { DEMO_PASSWORD, graphql, loginAs, rest, type TestProduct } from './test-product.ts';

export const USER_OF_ROLE: Record<string, string> = {
  BORROWER: 'borrower@lumbung.test',
  LENDER: 'lender@lumbung.test',
  ADMIN: 'admin@lumbung.test',
};

const LOGIN = `mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token expiresAt user { id email fullName role isPersonal }
  }
}`;

/** The routes that show a screen (not the catch-all redirect). */
export const screenRoutes = (): WebRoute[] =>
  readWebRoutes().filter((route) => route.screen !== null);

export function routeVisitor(product: TestProduct) {
  const sessions = new Map<string, string>();
  let loanId: string | undefined;
  let openLoanId: string | undefined;

  /** A loan in the marketplace (PROCESS): the demo's first, or one opened for the walk. */
  async function loanOpenToLenders(): Promise<string> {
    if (openLoanId) return openLoanId;
    const [row] = await product.db.query<{ id: string }>(
      "SELECT id::text AS id FROM loans WHERE machine_state ->> 'stage' = 'PROCESS' ORDER BY id LIMIT 1",
    );
    openLoanId = row?.id ?? String(await loanOpenForFunding(product, await staffTokens(product)));
    return openLoanId;
  }
  const userIds = new Map<string, string>();

  /** The stored session a login through the form leaves for `role` (web/src/session.ts). */
  async function sessionOf(role: string | undefined): Promise<string | null> {
    if (!role) return null;
    const known = sessions.get(role);
    if (known) return known;
    const email = USER_OF_ROLE[role];
    if (!email) throw new Error(`no demo user for role ${role}`);
    const { data } = await graphql<{ login: unknown }>(product, LOGIN, {
      email,
      password: DEMO_PASSWORD,
    });
    const session = JSON.stringify(data?.login);
    sessions.set(role, session);
    return session;
  }

  /** A fresh single-use signing link's token: the demo lender's agreement to sign. */
  async function signingToken(): Promise<string> {
    const token = await loginAs(product, USER_OF_ROLE.LENDER ?? '');
    const asked = await rest(product, 'POST', '/sign/lender', { token });
    const url = ((asked.body.data as { data?: { url?: string } } | undefined)?.data?.url ??
      '') as string;
    const found = url.split('/sign/local/')[1];
    if (!found) throw new Error(`no signing link: ${JSON.stringify(asked.body)}`);
    return found;
  }

  async function pathOf(route: WebRoute): Promise<string> {
    if (route.path === '/sign/local/:token') {
      return route.path.replace(':token', await signingToken());
    }
    if (route.path === '/lender/loans/:id') {
      return route.path.replace(':id', await loanOpenToLenders());
    }
    if (route.path.includes(':id') && !loanId) {
      const [row] = await product.db.query<{ id: string }>(
        "SELECT l.id::text AS id FROM loans l JOIN users u ON u.id = l.borrower_id WHERE u.email = 'borrower@lumbung.test' ORDER BY l.id LIMIT 1",
      );
      if (!row) throw new Error('the demo borrower has no loan');
      loanId = row.id;
    }
    // `:userId`: the demo applicant waiting for validation on the review page, the demo
    // borrower on the staff's borrower profile.
    const person = route.path.startsWith('/staff/validations/')
      ? 'applicant@lumbung.test'
      : 'borrower@lumbung.test';
    if (route.path.includes(':userId') && !userIds.has(person)) {
      const [row] = await product.db.query<{ id: string }>(
        'SELECT id::text AS id FROM users WHERE email = $1',
        [person],
      );
      if (!row) throw new Error(`the demo has no ${person}`);
      userIds.set(person, row.id);
    }
    return route.path
      .replace(':userId', userIds.get(person) ?? '')
      .replace(':id', loanId ?? '')
      .replace(':name', 'loan');
  }

  /**
   * Opens the route in `language` as a user of its first role (signed out for the signed-out
   * screens): the storage is set first, then the route is loaded.
   */
  async function visit(page: Page, route: WebRoute, language: 'id' | 'en'): Promise<string> {
    const session = await sessionOf(route.roles[0]);
    if (new URL(page.url()).origin !== product.url) {
      // The storage is the origin's: a page of the product's that does not start the app (which
      // would write back the language an earlier page of the context left), its health answer.
      await page.goto(`${product.url}/api/health`);
    }
    await page.evaluate(
      ({ session, language }) => {
        window.localStorage.clear();
        window.sessionStorage.clear();
        window.localStorage.setItem('lumbung.lang', language);
        if (session) window.localStorage.setItem('lumbung.session', session);
      },
      { session, language },
    );
    const path = await pathOf(route);
    const network = watchNetwork(page);
    await page.goto(`${product.url}${path}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    await network.quiet();
    // A signed-in route must not have ended on the login form; on a loaded machine a kept
    // session has been seen refused once: log in afresh and visit again, once.
    if (session && route.roles[0] && new URL(page.url()).pathname === '/' && path !== '/') {
      sessions.delete(route.roles[0]);
      const fresh = await sessionOf(route.roles[0]);
      await page.evaluate((value) => {
        if (value) window.localStorage.setItem('lumbung.session', value);
      }, fresh);
      const again = watchNetwork(page);
      await page.goto(`${product.url}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
      await again.quiet();
    }
    return path;
  }

  return { sessionOf, pathOf, visit };
}
