import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './i18n.ts';
import { ApolloProvider } from '@apollo/client/react';
import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apolloClient } from './apollo.ts';
import { App } from './app.tsx';

const theme = createTheme({
  primaryColor: 'teal',
  focusRing: 'auto',
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <MantineProvider theme={theme}>
        <Notifications position="top-left" autoClose={5000} />
        <App />
      </MantineProvider>
    </ApolloProvider>
  </StrictMode>,
);
