// Mantine's global styles; each component's own come with the chunk that holds it
// (vite.config.ts), the toasts' with their container (components/Toasts.tsx).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './read-only-fields.css';
import './legibility.css';
import { MantineProvider } from '@mantine/core';
import { lazy, StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { usePainted } from './after-paint.ts';
import { App, preloadOpenedRoute, router } from './app.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { installFocusKeeper } from './components/focus-keeper.ts';
import { i18nReady } from './i18n.ts';
import { readSession } from './session.ts';
import { loadSessionActor, sessionEffects } from './session-bridge.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toasts' container (and its transitions) loads once the first screen is painted:
// `notifications.show` keeps what is shown meanwhile and the container shows it once mounted.
const Toasts = lazy(async () => ({ default: (await import('./components/Toasts.tsx')).Toasts }));

function ToastsAfterPaint() {
  const painted = usePainted();
  return painted ? (
    <Suspense fallback={null}>
      <Toasts position="top-left" autoClose={5000} />
    </Suspense>
  ) : null;
}

// The session actor (with xstate) and the Apollo client are not part of the first download: the
// actor starts once someone is signed in (a stored session now, checked as soon as it loads, or
// a login), the client with the first screen that uses it.
sessionEffects.navigate = (to) => void router.navigate(to, { replace: true });
// A control disabled or replaced under the keyboard's focus gives it back (focus-keeper.ts).
installFocusKeeper();
const signedIn = readSession() !== null;
if (signedIn) void loadSessionActor();
const openedRoute = preloadOpenedRoute();

// The remembered language's catalogue and the opened route's chunks first (English is a chunk of
// its own; the page's own loader shows meanwhile), then the app. Not
// a top-level await: the bundler puts this module in one chunk with the first download
// (frame-chunks.ts), which the catalogue's chunk imports, and a chunk cannot be imported while it
// is still evaluating, so the two would wait for each other.
void Promise.all([i18nReady, openedRoute]).then(renderApp);

function renderApp() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // As background work: React renders the first screen in slices and lets the browser in
  // between, instead of in one long task once the screen's chunks and data are in (blocking input
  // meanwhile).
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <ToastsAfterPaint />
          <ErrorBoundary>
            <App />
          </ErrorBoundary>
        </MantineProvider>
      </StrictMode>,
    ),
  );
}
