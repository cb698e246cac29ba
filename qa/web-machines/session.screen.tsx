// The session as QA's web-client paths drive it: the app's own session modules (session-actor.ts
// with its 30 s checks, session-bridge.ts, session.ts, the Apollo client's links), the login page
// and the signed-in frame with its idle warning, loaded afresh for each path as a page load does
// (the actor is the page's one), over a network (`fetch`) the driver answers and Vitest's fake
// clock. A login is the login form answered by the API; activity is a request the page sends; time
// is the clock moving (the actor's own checks fire); 'Tetap masuk' is the warning's request;
// 'Keluar' logs out; the API refusing the token (UNAUTHENTICATED) ends the session with its
// message; a stored session is restored by loading the page again.
import { useApolloClient } from '@apollo/client/react';
import { act, cleanup, screen, within } from '@testing-library/react';
import { Route, Routes, useNavigate } from 'react-router';
import { vi } from 'vitest';
import {
  idleWarningEndsAtMs,
  isSignedIn,
  sessionMessageKey,
} from '../../machines/session/session.selectors.ts';
import type { SessionEvent } from '../../machines/session/session.types.ts';
import { PasswordAgeDocument } from '../../web/src/generated/graphql.ts';
import { id as idWords } from '../../web/src/locales/id.ts';
import { createTestApollo, currentPath, renderInApp } from '../../web/src/test-support/dom.tsx';
import type { AnyEvent } from '../other-machines/model.ts';
import { SESSION_TICK_MS, sessionWeb } from './machines.ts';
import type { WebDriver, WebScreen } from './run-paths.tsx';
import { hands, words } from './screen-support.tsx';

/** The fake clock's start (any day will do). */
const START = Date.parse('2025-06-16T02:00:00.000Z');
const USER = {
  id: '41',
  email: 'sari@example.com',
  fullName: 'Sari Wulandari',
  role: 'BORROWER',
  isPersonal: true,
};
const RELOAD = 'Muat ulang';

type App = {
  LoginPage: typeof import('../../web/src/features/auth/LoginPage.tsx').LoginPage;
  SignedInLayout: typeof import('../../web/src/components/AppShell.tsx').SignedInLayout;
  bridge: typeof import('../../web/src/session-bridge.ts');
  session: typeof import('../../web/src/session.ts');
};

/** A fresh page's modules: the session actor and its bridge are the page's own. */
async function loadPage(): Promise<App> {
  vi.resetModules();
  const [{ LoginPage }, { SignedInLayout }, bridge, session, { i18n }] = await Promise.all([
    import('../../web/src/features/auth/LoginPage.tsx'),
    import('../../web/src/components/AppShell.tsx'),
    import('../../web/src/session-bridge.ts'),
    import('../../web/src/session.ts'),
    import('../../web/src/i18n.ts'),
  ]);
  // The fresh i18n module set the catalogue up again: the screens' words, as the router's
  // screens load them.
  i18n.addResourceBundle('id', 'translation', idWords, true, false);
  return { LoginPage, SignedInLayout, bridge, session };
}

/** A page of the borrower's that asks the API on the person's request. */
function Page() {
  const client = useApolloClient();
  return (
    <button
      type="button"
      onClick={() =>
        void client
          .query({ query: PasswordAgeDocument, fetchPolicy: 'network-only' })
          .catch(() => null)
      }
    >
      {RELOAD}
    </button>
  );
}

function Host({ app }: { app: App }) {
  const navigate = useNavigate();
  // As main.tsx does: the actor's navigation is the router's.
  app.bridge.sessionEffects.navigate = (to) => void navigate(to, { replace: true });
  const { LoginPage, SignedInLayout } = app;
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/borrower" element={<SignedInLayout roles={['BORROWER']} />}>
        <Route index element={<Page />} />
      </Route>
    </Routes>
  );
}

type Pending = {
  operationName: string;
  resolve: (response: Response) => void;
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** m:ss as the idle warning writes what is left. */
const countdown = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The model's time 0 of the session now running, on the fake clock. */
let shift = START;

function sessionScreen(): WebScreen & { open: () => Promise<void> } {
  let app: App;
  /** When the actor started (its checks fall every 30 s from then); null before it loads. */
  let phase: number | null = null;
  const pending: Pending[] = [];
  let loginExpiresAt = 0;
  let refuse = false;

  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string };
    return new Promise<Response>((resolve) => {
      pending.push({
        operationName: body.operationName,
        resolve,
      });
    });
  });

  const answerOf = (op: Pending): unknown => {
    // The API refuses the token on every request, the bell's too.
    if (refuse && op.operationName !== 'Logout')
      return {
        errors: [{ message: 'Sesi tidak berlaku', extensions: { code: 'UNAUTHENTICATED' } }],
      };
    switch (op.operationName) {
      case 'Login':
        return {
          data: {
            login: {
              token: 'token-41',
              expiresAt: new Date(loginExpiresAt).toISOString(),
              user: USER,
            },
          },
        };
      case 'Logout':
        return { data: { logout: true } };
      case 'PasswordAge':
        return { data: { passwordAge: { ageDays: 12, mustChange: false } } };
      case 'UnreadNotificationCount':
        return { data: { unreadNotificationCount: 0 } };
      default:
        return { data: {} };
    }
  };

  /** Lets the page settle: modules load, requests are answered, React renders. */
  const settle = async () => {
    for (let round = 0; round < 20; round += 1) {
      await vi.dynamicImportSettled();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      const waiting = pending.splice(0);
      if (waiting.length === 0 && round > 2) break;
      await act(async () => {
        for (const op of waiting) op.resolve(json(answerOf(op)));
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    refuse = false;
  };

  /** Loads the page at `path`, as the browser does (the actor starts if a session is stored). */
  const load = async (path: string) => {
    cleanup();
    app = await loadPage();
    renderInApp(<Host app={app} />, { client: createTestApollo().client, path });
    if (app.session.readSession()) {
      phase = Date.now();
      void app.bridge.loadSessionActor();
    } else phase = null;
    await settle();
  };

  /** Moves the clock to the model's `t` (the actor's checks fire on the way). */
  const clockTo = async (t: number) => {
    const ms = shift + t - Date.now();
    if (ms < 0) throw new Error(`the clock cannot go back ${ms} ms`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  const idleModal = () => screen.queryByRole('dialog', { name: words('shell.idle.title') });

  /** The person's request: 'Tetap masuk' over the warning, or the page's own. */
  const request = async () => {
    const modal = idleModal();
    if (modal) {
      await hands().click(within(modal).getByRole('button', { name: words('shell.idle.stay') }));
      return `presses '${words('shell.idle.stay')}'`;
    }
    await hands().click(screen.getByRole('button', { name: RELOAD }));
    return `presses '${RELOAD}' on the page`;
  };

  return {
    /** The visitor opens the app: the login page, nobody signed in. */
    open: () => load('/'),
    async take(anyEvent: AnyEvent) {
      const event = anyEvent as SessionEvent;
      switch (event.type) {
        case 'session.login': {
          // A new session: its time 0 on one of the actor's checks.
          if (phase !== null) {
            const late = (Date.now() - phase) % SESSION_TICK_MS;
            if (late > 0) await clockTo(Date.now() - shift + SESSION_TICK_MS - late);
          } else phase = Date.now();
          shift = Date.now();
          loginExpiresAt = shift + event.expiresAtMs;
          const u = hands();
          await u.type(screen.getByLabelText(new RegExp(words('auth.email'))), USER.email);
          await u.type(screen.getByLabelText(new RegExp(words('auth.password'))), 'rahasia-123');
          await u.click(screen.getByRole('button', { name: words('auth.submit') }));
          await settle();
          return `signs in (a token for ${Math.round(event.expiresAtMs / 1000)} s)`;
        }
        case 'session.restored': {
          shift = Math.max(Date.now(), shift) + 60_000;
          vi.setSystemTime(shift);
          window.localStorage.setItem(
            'lumbung.session',
            JSON.stringify({
              token: 'token-41',
              expiresAt: new Date(shift + event.expiresAtMs).toISOString(),
              user: USER,
            }),
          );
          window.localStorage.setItem('lumbung.lastCallAt', String(shift + event.lastCallAtMs));
          await load('/borrower');
          return `loads /borrower with a stored session (last call ${-event.lastCallAtMs / 60_000} min ago)`;
        }
        case 'request.started': {
          await clockTo(event.nowMs);
          const words_ = await request();
          await settle();
          return `at ${countdown(event.nowMs)} ${words_}`;
        }
        case 'clock.tick':
          await clockTo(event.nowMs);
          await settle();
          return `the clock reaches ${countdown(event.nowMs)}`;
        case 'session.logout': {
          const modal = idleModal();
          const logout = words('header.logout');
          // On a phone (jsdom matches no wide screen) log out is in the folded navigation, which
          // renders once its menu first opens: the person opens it first, as they would.
          if (!modal && screen.queryAllByRole('button', { name: logout }).length === 0) {
            await hands().click(screen.getByRole('button', { name: words('shell.openMenu') }));
            await settle();
          }
          await hands().click(
            within(modal ?? document.body).getAllByRole('button', {
              name: logout,
            })[0] as HTMLElement,
          );
          await settle();
          return `presses '${logout}'`;
        }
        case 'session.expire': {
          refuse = true;
          const said = await request();
          await settle();
          return `${said}; the API refuses the token (UNAUTHENTICATED)`;
        }
        default:
          throw new Error(`no step on the screen sends ${anyEvent.type}`);
      }
    },
    seen() {
      const path = currentPath();
      const modal = idleModal();
      const left = modal?.textContent?.match(/\d+:\d\d/)?.[0];
      return [
        path === '/' ? 'login page' : path.startsWith('/borrower') ? "the borrower's pages" : path,
        document.body.textContent?.includes(words('auth.sessionExpired'))
          ? `message '${words('auth.sessionExpired')}'`
          : 'no message',
        modal ? `idle warning, ${left ?? '?'} left` : 'no idle warning',
        window.localStorage.getItem('lumbung.session') ? 'session stored' : 'no session stored',
      ].join('; ');
    },
  };
}

export const sessionDriver: WebDriver = {
  machine: sessionWeb,
  async mount() {
    vi.setSystemTime(START);
    shift = START;
    const s = sessionScreen();
    await s.open();
    return s;
  },
  expected(snapshot) {
    const s = snapshot as Parameters<typeof isSignedIn>[0];
    const signedIn = isSignedIn(s);
    const key = sessionMessageKey(s);
    const endsAt = idleWarningEndsAtMs(s);
    return [
      signedIn ? "the borrower's pages" : 'login page',
      key ? `message '${words(key)}'` : 'no message',
      // What is left, by the clock now (the session's time 0 is `shift` on it).
      endsAt !== null
        ? `idle warning, ${countdown(endsAt - (Date.now() - shift))} left`
        : 'no idle warning',
      signedIn ? 'session stored' : 'no session stored',
    ].join('; ');
  },
};
