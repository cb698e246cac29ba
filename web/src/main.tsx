import './zod-config.ts';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './read-only-fields.css';
import './i18n.ts';
import { ApolloProvider } from '@apollo/client/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apolloClient } from './apollo.ts';
import { App, router } from './app.tsx';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { startSessionActor } from './session-actor.ts';

const theme = createTheme({
  primaryColor: 'teal',
  focusRing: 'auto',
});

startSessionActor({
  navigate: (to) => void router.navigate(to, { replace: true }),
  clearCache: () => void apolloClient.clearStore(),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <MantineProvider theme={theme}>
        <Notifications position="top-left" autoClose={5000} />
        <ErrorBoundary>
          <App />
        </ErrorBoundary>
      </MantineProvider>
    </ApolloProvider>
  </StrictMode>,
);
