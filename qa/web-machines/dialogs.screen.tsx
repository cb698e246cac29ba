// The loan screens' dialogs as QA's web-client paths drive them: each rendered as its screen
// hosts it (the screen's action button opens it, the screen forgets it when it says it closed),
// its request sent through Apollo to a network the path answers, the success callback's delay
// on the fake clock.
import { screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { isOpen, isReasonMissing, isSending } from '../../machines/dialogs/dialogs.selectors.ts';
import { SUCCESS_CALLBACK_DELAY_MS } from '../../machines/dialogs/dialogs.types.ts';
import {
  ApproveDialog,
  ApproveDisbursementDialog,
  RejectDialog,
} from '../../web/src/features/staff-loan/ActionDialog.tsx';
import {
  ApproveDisbursementDocument,
  ApproveLoanDocument,
  RejectLoanDocument,
} from '../../web/src/generated/graphql.ts';
import { elapse } from '../../web/src/test-support/dom.tsx';
import type { AnyEvent } from '../other-machines/model.ts';
import { approveDisbursementDialog, approveLoanDialog, rejectLoanDialog } from './machines.ts';
import type { Action, WebDriver, WebScreen } from './run-paths.tsx';
import { dialogSeen, hands, mountInApp, toasts, toastsOf, words } from './screen-support.tsx';

const LOAN = { __typename: 'Loan', id: '7' };
const VALUE = '1500000.00';

type HostedProps = {
  opened: boolean;
  applicationValue: string;
  request: (reason: string) => Promise<unknown>;
  onClose: () => void;
  onSucceeded: () => void;
};

/** A button of the page itself, not of a dialog over it. */
const pageButton = (name: string) => {
  const button = screen.getAllByRole('button', { name }).find((b) => !b.closest('[role="dialog"]'));
  if (!button) throw new Error(`the page has no button '${name}'`);
  return button;
};

/** What the staff loan screen does around a dialog: its action button opens it. */
function Host({
  action,
  dialog,
  request,
  onSucceeded,
}: {
  action: string;
  dialog: (props: HostedProps) => ReactNode;
  request: (reason: string) => Promise<unknown>;
  onSucceeded: () => void;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        {action}
      </button>
      {dialog({
        opened,
        applicationValue: VALUE,
        request,
        onClose: () => setOpened(false),
        onSucceeded,
      })}
    </>
  );
}

/** The staff loan screen's dialogs these paths drive (their words' keys). */
export type StaffDialogKey = 'approve' | 'reject' | 'cancel' | 'approveDisbursement';

export type StaffDialog = {
  key: StaffDialogKey;
  /** The screen's button that opens it. */
  action: string;
  render: (props: HostedProps) => ReactNode;
  send: (client: ReturnType<typeof mountInApp>['client'], reason: string) => Promise<unknown>;
  answerField: string;
  /** Where the screen hosts the dialog (routes around it); as it is by default. */
  wrap?: (ui: ReactNode) => ReactNode;
};

/** A staff loan screen's dialog: the person's steps and the network's answers. */
export function staffDialogScreen(d: StaffDialog): WebScreen & { callbacks: () => number } {
  let callbacks = 0;
  const wrap = d.wrap ?? ((ui: ReactNode) => ui);
  const app = mountInApp((client) =>
    wrap(
      <Host
        action={d.action}
        dialog={d.render}
        request={(reason) => d.send(client, reason)}
        onSucceeded={() => {
          callbacks += 1;
        }}
      />,
    ),
  );
  const title = words(`dialogs.${d.key}.title`);
  const modal = () => screen.getByRole('dialog', { name: title });
  return {
    callbacks: () => callbacks,
    async take(event: AnyEvent) {
      const u = hands();
      switch (event.type) {
        case 'dialog.open':
          await u.click(pageButton(d.action));
          return `presses '${d.action}' on the loan screen`;
        case 'dialog.close':
          await u.click(within(modal()).getByRole('button', { name: words('common.close') }));
          return `presses '${words('common.close')}'`;
        case 'dialog.confirm': {
          const confirm = words(`dialogs.${d.key}.confirm`);
          if (typeof event.reason === 'string') {
            const field = within(modal()).getByRole('textbox', {
              name: new RegExp(words('dialogs.reason')),
            });
            await u.clear(field);
            if (event.reason !== '') {
              await u.click(field);
              await u.paste(event.reason);
            }
            await u.click(within(modal()).getByRole('button', { name: confirm }));
            return `types the reason ${JSON.stringify(event.reason)} and presses '${confirm}'`;
          }
          await u.click(within(modal()).getByRole('button', { name: confirm }));
          return `presses '${confirm}'`;
        }
        case 'timer.elapsed':
          await elapse(SUCCESS_CALLBACK_DELAY_MS);
          return `${SUCCESS_CALLBACK_DELAY_MS} ms pass`;
        default:
          if (event.type.endsWith('.succeeded')) {
            const op = await app.succeed({ [d.answerField]: LOAN });
            return `the API accepts ${op.operationName}`;
          }
          if (event.type.endsWith('.failed')) {
            const op = await app.fail('Pinjaman tidak menunggu tindakan ini', 'ACTION_NOT_ALLOWED');
            return `the API refuses ${op.operationName} (ACTION_NOT_ALLOWED)`;
          }
          throw new Error(`no step on the screen sends ${event.type}`);
      }
    },
    seen() {
      const confirm = [words(`dialogs.${d.key}.confirm`), words(`dialogs.${d.key}.sending`)];
      return [
        dialogSeen(title, confirm),
        `requests waiting: ${app.waiting().length}`,
        `toasts: ${toasts().join(' | ') || 'none'}`,
        `success callbacks: ${callbacks}`,
      ].join('; ');
    },
  };
}

/** What a staff dialog shows in a state of its machine. */
export function staffDialogExpected(key: StaffDialogKey) {
  return (
    snapshot: Parameters<WebDriver['expected']>[0],
    actions: readonly Action[],
    history: readonly Action[],
  ): string => {
    const callbacks = history.filter((a) => a.type === 'runSuccessCallback').length;
    const title = words(`dialogs.${key}.title`);
    const sending = isSending(snapshot);
    const view = isOpen(snapshot)
      ? [
          `'${title}' shown`,
          sending
            ? `'${words(`dialogs.${key}.sending`)}' disabled`
            : `'${words(`dialogs.${key}.confirm`)}' enabled`,
          `'${words('common.close')}' ${sending ? 'disabled' : 'enabled'}`,
          ...(isReasonMissing(snapshot) ? ['reason required'] : []),
        ].join(', ')
      : 'no dialog';
    // A request waits for its answer while the machine is sending (not once it succeeded).
    const requests = snapshot.value === 'sending' ? 1 : 0;
    return [
      view,
      `requests waiting: ${requests}`,
      `toasts: ${toastsOf(actions, (p) => words((p as { messageKey: string }).messageKey)).join(' | ') || 'none'}`,
      `success callbacks: ${callbacks}`,
    ].join('; ');
  };
}

export const approveLoanDriver: WebDriver = {
  machine: approveLoanDialog,
  mount: () =>
    staffDialogScreen({
      key: 'approve',
      action: words('actions.approve'),
      render: (props) => <ApproveDialog action="approve" {...props} />,
      send: (client) => client.mutate({ mutation: ApproveLoanDocument, variables: { id: '7' } }),
      answerField: 'approveLoan',
    }),
  expected: staffDialogExpected('approve'),
};

export const rejectLoanDriver: WebDriver = {
  machine: rejectLoanDialog,
  mount: () =>
    staffDialogScreen({
      key: 'reject',
      action: words('actions.reject'),
      render: (props) => <RejectDialog {...props} />,
      send: (client, reason) =>
        client.mutate({ mutation: RejectLoanDocument, variables: { id: '7', reason } }),
      answerField: 'rejectLoan',
    }),
  expected: staffDialogExpected('reject'),
};

export const approveDisbursementDriver: WebDriver = {
  machine: approveDisbursementDialog,
  mount: () =>
    staffDialogScreen({
      key: 'approveDisbursement',
      action: words('actions.approveDisbursement'),
      render: (props) => <ApproveDisbursementDialog {...props} />,
      send: (client) =>
        client.mutate({ mutation: ApproveDisbursementDocument, variables: { id: '7' } }),
      answerField: 'approveDisbursement',
    }),
  expected: staffDialogExpected('approveDisbursement'),
};
