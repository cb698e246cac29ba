import './zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './read-only-fields.css';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { apolloClient } from './apollo.ts';
import { App, router } from './app.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { i18nReady } from './i18n.ts';
import { startSessionActor } from './session-actor.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// The toasts' container (and its transitions) loads after the first screen: `notifications.show`
// keeps what is shown meanwhile and the container shows it once mounted.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

startSessionActor({
  navigate: (to) => void router.navigate(to, { replace: true }),
  clearCache: () => void apolloClient.clearStore(),
});

// The remembered language's catalogue first (English is a chunk of its own), then the app.
await i18nReady;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Suspense fallback={null}>
          <Notifications position="top-left" autoClose={5000} />
        </Suspense>
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </MantineProvider>
    </ApolloProvider>
  </StrictMode>,
);
