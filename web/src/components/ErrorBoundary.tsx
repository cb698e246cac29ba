// Catches a render failure (an actor that errored makes @xstate/react 6.1's hooks throw) and
// shows the generic message instead of a blank page.
import { Alert, Container } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { i18n } from '../i18n.ts';

type Props = { children: ReactNode };
type State = { failed: boolean };

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert">
          {i18n.t('common.genericError')}
        </Alert>
      </Container>
    );
  }
}
