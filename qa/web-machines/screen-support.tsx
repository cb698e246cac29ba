// What the web-client drivers share: a person's hands (Testing Library's user events, no delay
// between keys under the fake clock), the network as the test answers it (the pending GraphQL
// operations), the toasts a step shows, and how a modal dialog reads on the screen.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { i18n } from '../../web/src/i18n.ts';
import {
  answer,
  createTestApollo,
  type PendingOperation,
  renderInApp,
  toasts,
} from '../../web/src/test-support/dom.tsx';
import type { Action } from './run-paths.tsx';

export { toasts };

export const hands = () => userEvent.setup({ delay: null });

/** Indonesian words of the app's catalogue (the screen's language in these paths). */
export const words = (key: string, options?: Record<string, unknown>): string =>
  (i18n.t as (key: string, options: Record<string, unknown>) => string)(key, {
    lng: 'id',
    ...options,
  });

/** The app rendered with a network the driver answers, one request at a time. */
export function mountInApp(
  ui: (client: ReturnType<typeof createTestApollo>['client']) => ReactNode,
) {
  const api = createTestApollo();
  const answered = new Set<PendingOperation>();
  renderInApp(ui(api.client), { client: api.client });
  const pending = (): PendingOperation => {
    const next = api.operations.find((op) => !answered.has(op));
    if (!next) throw new Error('no request is waiting for an answer');
    answered.add(next);
    return next;
  };
  return {
    ...api,
    /** Answers the oldest request waiting with data. */
    async succeed(data: Record<string, unknown>) {
      const op = pending();
      await answer(() => op.succeed(data));
      return op;
    },
    /** Answers the oldest request waiting with the API's refusal. */
    async fail(message: string, code: string) {
      const op = pending();
      await answer(() => op.fail(message, code));
      return op;
    },
    /** The requests sent and not answered yet. */
    waiting: () => api.operations.filter((op) => !answered.has(op)),
  };
}

/** The toasts a transition's `showToast` actions say (title: message), in Indonesian. */
export function toastsOf(actions: readonly Action[], key: (params: unknown) => string): string[] {
  return actions
    .filter((a) => a.type === 'showToast')
    .map((a) => {
      const tone = (a.params as { tone: 'success' | 'error' }).tone;
      return `${words(tone === 'success' ? 'toast.success' : 'toast.error')}: ${key(a.params)}`;
    });
}

/** How a modal dialog reads: shown or not, its confirm button's label and whether it is enabled. */
export function dialogSeen(title: string, confirm: readonly string[]): string {
  const modal = screen.queryByRole('dialog', { name: title });
  if (!modal) return 'no dialog';
  const buttons = within(modal).queryAllByRole<HTMLButtonElement>('button');
  const parts = [`'${title}' shown`];
  for (const label of confirm) {
    const button = buttons.find((b) => b.textContent === label);
    if (button) parts.push(`'${label}' ${button.disabled ? 'disabled' : 'enabled'}`);
  }
  const close = buttons.find((b) => b.textContent === words('common.close'));
  if (close) parts.push(`'${close.textContent}' ${close.disabled ? 'disabled' : 'enabled'}`);
  if (modal.textContent?.includes(words('validation.required'))) parts.push('reason required');
  return parts.join(', ');
}
