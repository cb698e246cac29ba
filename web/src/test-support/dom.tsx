// Component tests in a DOM (jsdom; a test file opts in with `// @vitest-environment jsdom` as its
// first line): what jsdom lacks and Mantine needs, the providers the app has (Mantine with its
// toasts, Apollo, a router, i18next with the real catalogues) and a GraphQL link whose answers
// the test gives, one operation at a time, so a dialog can be caught while its mutation is pending.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { Observable } from 'rxjs';
import { vi } from 'vitest';
import { i18n } from '../i18n.ts';
import { id } from '../locales/id.ts';
import { theme } from '../theme.ts';

// The screens' words, which the app fetches beside a screen's chunk, are here from the start.
i18n.addResourceBundle('id', 'translation', id, true, false);

// jsdom has no matchMedia. Answering "reduce" to prefers-reduced-motion (which the theme
// respects) makes Mantine's transitions take 0 ms, so a dialog is shown or
// gone as soon as its state says so and the fake clock measures only the product's own delays.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoResizeObserver });
}
window.HTMLElement.prototype.scrollIntoView = () => undefined;
// Mantine's autosizing Textarea listens for web fonts loading (document.fonts), which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

// After each user-event action React Testing Library lets pending work run with a setTimeout(0)
// and moves the clock past it only when it sees Jest's fake timers (a global `jest`); under
// Vitest's fake timers that timeout would never fire and every click would hang. Vitest's fake
// setTimeout carries the same `clock` mark Jest's does, so this global is all RTL needs.
Object.defineProperty(globalThis, 'jest', {
  configurable: true,
  value: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

/** One GraphQL operation the component sent, waiting for the test to answer it. */
export type PendingOperation = {
  operationName: string;
  variables: Record<string, unknown>;
  /** Sent by the app on its own (context `background`): no activity of the person. */
  background: boolean;
  /** Answers with data (the mutation resolves). */
  succeed: (data: Record<string, unknown>) => void;
  /** Answers with a GraphQL error carrying a code, and more extensions if given (it rejects). */
  fail: (message: string, code: string, extensions?: Record<string, unknown>) => void;
  /** The answer never arrives: the connection broke (it rejects with a network error). */
  breakConnection: () => void;
};

/**
 * An Apollo client whose link holds every operation until the test answers it. Results are not
 * written to the cache (fetchPolicy no-cache): the dialogs only need the mutation to settle, and
 * the test need not build the loan's whole fragment.
 */
export function createTestApollo() {
  const operations: PendingOperation[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        operations.push({
          operationName: operation.operationName ?? '',
          variables: operation.variables,
          background: operation.getContext().background === true,
          succeed: (data) => {
            observer.next({ data });
            observer.complete();
          },
          fail: (message, code, extensions = {}) => {
            observer.next({ errors: [{ message, extensions: { ...extensions, code } }] });
            observer.complete();
          },
          breakConnection: () => observer.error(new TypeError('Failed to fetch')),
        });
      }),
  );
  const client = new ApolloClient({
    link,
    cache: new InMemoryCache(),
    defaultOptions: { mutate: { fetchPolicy: 'no-cache' } },
  });
  return { client, operations };
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
    </output>
  );
}

/** Renders `ui` inside the app's providers (in StrictMode, as main.tsx does), at `path`, in Indonesian. */
export function renderInApp(
  ui: ReactNode,
  { client, path = '/' }: { client: ApolloClient; path?: string },
) {
  void i18n.changeLanguage('id');
  return render(
    <StrictMode>
      <ApolloProvider client={client}>
        <MantineProvider theme={theme}>
          <Notifications position="top-left" autoClose={5000} />
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            {ui}
          </MemoryRouter>
        </MantineProvider>
      </ApolloProvider>
    </StrictMode>,
  );
}

/** The path the router is on now. */
export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The toasts on screen, as 'title: message'. */
export function toasts(): string[] {
  return [...document.querySelectorAll('.mantine-Notifications-root [role="alert"]')].map(
    (toast) => {
      const title = toast.querySelector('.mantine-Notification-title')?.textContent ?? '';
      const message = toast.querySelector('.mantine-Notification-description')?.textContent ?? '';
      return `${title}: ${message}`;
    },
  );
}

/** Lets pending promises and React updates run, then moves the fake clock on by `ms`. */
export async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Answers a pending operation and lets the component react (no time passes). */
export async function answer(run: () => void): Promise<void> {
  await act(async () => {
    run();
    await vi.advanceTimersByTimeAsync(0);
  });
}

/** Between tests: unmount, drop toasts and the stored signing session, real timers again. */
export function resetDom(): void {
  cleanup();
  notifications.clean();
  window.localStorage.clear();
  vi.useRealTimers();
}
