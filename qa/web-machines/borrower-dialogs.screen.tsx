// The loan screens' other dialogs as QA's web-client paths drive them: 'Batalkan Pengajuan' on
// both screens that run its machine (staff: CancelDialog; borrower: CancelSubmissionButton, which
// leaves for the proposal list), the borrower's answer to the offer (OfferButtons, with the
// consent tick) and the disbursement approval the borrower's loan page completes when the
// browser comes back from signing (CompleteDisbursementDialog, fed from local storage and the
// return address as BorrowerLoanPage reads them).
import { cleanup, screen, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { Navigate, Route, Routes, useSearchParams } from 'react-router';
import {
  confirmLabelKey,
  isConsentMissing,
  isOpen,
  isReasonMissing,
  isSending,
} from '../../machines/dialogs/dialogs.selectors.ts';
import type {
  CompleteDisbursementParams,
  RespondOfferContext,
  StoredDisbursement,
} from '../../machines/dialogs/dialogs.types.ts';
import { SUCCESS_CALLBACK_DELAY_MS } from '../../machines/dialogs/dialogs.types.ts';
import {
  signingReturnOf,
  writeStoredDisbursement,
} from '../../web/src/features/borrower-loans/dialog-logic.ts';
import {
  CancelSubmissionButton,
  CompleteDisbursementDialog,
  OfferButtons,
} from '../../web/src/features/borrower-loans/LoanDialogs.tsx';
import { CancelDialog } from '../../web/src/features/staff-loan/ActionDialog.tsx';
import { CancelLoanDocument } from '../../web/src/generated/graphql.ts';
import { currentPath, elapse } from '../../web/src/test-support/dom.tsx';
import type { AnyEvent } from '../other-machines/model.ts';
import { staffDialogExpected, staffDialogScreen } from './dialogs.screen.tsx';
import {
  cancelSubmissionDialog,
  completeDisbursementDialog,
  respondOfferDialog,
} from './machines.ts';
import type { Action, WebDriver, WebScreen } from './run-paths.tsx';
import { dialogSeen, hands, mountInApp, toasts, toastsOf, words } from './screen-support.tsx';

type Snapshot = Parameters<WebDriver['expected']>[0];

const LOAN = { __typename: 'Loan', id: '7' };
const VALUE = '1500000.00';
const STAFF_LOAN_PATH = '/staff/loans/7';
const BORROWER_LOAN_PATH = '/borrower/loans/7';
const PROPOSAL_LIST = 'Daftar pengajuan';

/** The app opened at `path`: the routes the screens live on, the proposal list among them. */
function at(path: string, routes: ReactNode) {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={path} replace />} />
      {routes}
      <Route path="/borrower/proposal" element={<p>{PROPOSAL_LIST}</p>} />
    </Routes>
  );
}

const toastsSaid = (actions: readonly Action[]) =>
  toastsOf(actions, (p) => words((p as { messageKey: string }).messageKey)).join(' | ') || 'none';

/** The person's steps in a dialog with a reason field, Close and a confirm button. */
async function reasonStep(modal: HTMLElement, confirm: string, event: AnyEvent) {
  const u = hands();
  if (event.type === 'dialog.close') {
    await u.click(within(modal).getByRole('button', { name: words('common.close') }));
    return `presses '${words('common.close')}'`;
  }
  const reason = String(event.reason);
  const field = within(modal).getByRole('textbox', { name: new RegExp(words('dialogs.reason')) });
  await u.clear(field);
  if (reason !== '') {
    await u.click(field);
    await u.paste(reason);
  }
  await u.click(within(modal).getByRole('button', { name: confirm }));
  return `types the reason ${JSON.stringify(reason)} and presses '${confirm}'`;
}

// --- 'Batalkan Pengajuan' ---------------------------------------------------------------------

/** The borrower's loan screen with its cancel button (LoanApplicationParts shows it). */
function borrowerCancelScreen(): WebScreen {
  const app = mountInApp(() =>
    at(
      BORROWER_LOAN_PATH,
      <Route
        path="/borrower/loans/:id"
        element={<CancelSubmissionButton loanId="7" applicationValue={VALUE} visible />}
      />,
    ),
  );
  const title = words('dialogs.cancel.title');
  const confirm = words('borrowerFlow.cancelConfirm');
  return {
    async take(event) {
      switch (event.type) {
        case 'dialog.open': {
          const opener = words('loanApplication.cancel');
          const button = screen
            .getAllByRole('button', { name: opener })
            .find((b) => !b.closest('[role="dialog"]'));
          if (!button) throw new Error(`the loan screen has no button '${opener}'`);
          await hands().click(button);
          return `presses '${opener}' on the loan screen`;
        }
        case 'dialog.close':
        case 'dialog.confirm':
          return reasonStep(screen.getByRole('dialog', { name: title }), confirm, event);
        case 'cancel.succeeded': {
          const op = await app.succeed({ cancelLoan: LOAN });
          return `the API accepts ${op.operationName}`;
        }
        case 'cancel.failed': {
          const op = await app.fail('Pinjaman tidak dapat dibatalkan', 'CONFLICT');
          return `the API refuses ${op.operationName} (CONFLICT)`;
        }
        case 'timer.elapsed':
          await elapse(SUCCESS_CALLBACK_DELAY_MS);
          return `${SUCCESS_CALLBACK_DELAY_MS} ms pass`;
        default:
          throw new Error(`no step on the screen sends ${event.type}`);
      }
    },
    seen() {
      return [
        dialogSeen(title, [confirm, words('dialogs.cancel.sending')]),
        `requests waiting: ${
          app
            .waiting()
            .map((op) => `${op.operationName}(${JSON.stringify(op.variables.reason)})`)
            .join(', ') || 'none'
        }`,
        `toasts: ${toasts().join(' | ') || 'none'}`,
        `at ${currentPath()}`,
      ].join('; ');
    },
  };
}

function borrowerCancelExpected(
  snapshot: Snapshot,
  actions: readonly Action[],
  history: readonly Action[],
): string {
  const title = words('dialogs.cancel.title');
  const sending = isSending(snapshot);
  const label = sending
    ? words(confirmLabelKey('cancel', snapshot))
    : words('borrowerFlow.cancelConfirm');
  const view = isOpen(snapshot)
    ? [
        `'${title}' shown`,
        `'${label}' ${sending ? 'disabled' : 'enabled'}`,
        `'${words('common.close')}' ${sending ? 'disabled' : 'enabled'}`,
        ...(isReasonMissing(snapshot) ? ['reason required'] : []),
      ].join(', ')
    : 'no dialog';
  // The request carries the reason the machine asked to send (trimmed).
  const request = [...history].reverse().find((a) => a.type === 'requestCancelSubmission');
  const waiting =
    snapshot.value === 'sending' && request
      ? `CancelSubmission(${JSON.stringify((request.params as { reason: string }).reason)})`
      : 'none';
  const navigated = [...history].reverse().find((a) => a.type === 'navigate');
  return [
    view,
    `requests waiting: ${waiting}`,
    `toasts: ${toastsSaid(actions)}`,
    `at ${navigated ? (navigated.params as { to: string }).to : BORROWER_LOAN_PATH}`,
  ].join('; ');
}

/** The staff loan screen's 'Batalkan': the same dialog frame as approve and reject. */
function staffCancelScreen(): WebScreen {
  const staff = staffDialogScreen({
    key: 'cancel',
    action: words('actions.cancel'),
    render: (props) => <CancelDialog {...props} />,
    send: (client, reason) =>
      client.mutate({ mutation: CancelLoanDocument, variables: { id: '7', reason } }),
    answerField: 'cancelLoan',
    wrap: (ui) => at(STAFF_LOAN_PATH, <Route path="/staff/loans/:id" element={ui} />),
  });
  return {
    take: (event) => staff.take(event),
    seen: () => `${staff.seen()}; at ${currentPath()}`,
  };
}

const staffCancelExpected = staffDialogExpected('cancel');

/** The screen the path's run mounted (its input): the machine keeps nothing of it. */
let cancelScreen: 'staff' | 'borrower' = 'borrower';

export const cancelSubmissionDriver: WebDriver = {
  machine: cancelSubmissionDialog,
  mount(input) {
    cancelScreen = input === 'staff' ? 'staff' : 'borrower';
    return cancelScreen === 'staff' ? staffCancelScreen() : borrowerCancelScreen();
  },
  expected(snapshot, actions, history) {
    // '/borrower/proposal' is the borrower's list: the staff screen leaves the machine's
    // navigation out, and staff stay on the loan (which then reads cancelled).
    return cancelScreen === 'staff'
      ? `${staffCancelExpected(snapshot, actions, history)}; at ${STAFF_LOAN_PATH}`
      : borrowerCancelExpected(snapshot, actions, history);
  },
};

// --- the borrower's answer to the offer -------------------------------------------------------

const OFFER = {
  applicationValue: '2750000.50',
  interestPercent: '12.00',
  periodDays: 60,
  paymentType: 'INSTALLMENT',
  adminFee: '50000.00',
};

const offerKey = (decision: 'accept' | 'decline') =>
  decision === 'accept' ? 'acceptOffer' : 'declineOffer';

/** The loan screen's offer buttons (LoanApplicationParts shows both while the offer waits). */
function offerScreen(): WebScreen {
  const app = mountInApp(() => <OfferButtons loanId="7" offer={OFFER} canAccept canDecline />);
  const modal = () => screen.getByRole('dialog');
  return {
    async take(event) {
      const u = hands();
      switch (event.type) {
        case 'dialog.open': {
          const opener = words(`loanApplication.${offerKey(event.decision as 'accept')}`);
          const button = screen
            .getAllByRole('button', { name: opener })
            .find((b) => !b.closest('[role="dialog"]'));
          if (!button) throw new Error(`the loan screen has no button '${opener}'`);
          await u.click(button);
          return `presses '${opener}' on the loan screen`;
        }
        case 'consent.change':
          await u.click(within(modal()).getByRole('checkbox'));
          return `${event.given ? 'ticks' : 'unticks'} the consent box`;
        case 'dialog.close':
          await u.click(within(modal()).getByRole('button', { name: words('common.close') }));
          return `presses '${words('common.close')}'`;
        case 'dialog.confirm': {
          const confirm = within(modal())
            .getAllByRole('button')
            .find((b) => b.textContent !== words('common.close'));
          if (!confirm) throw new Error('the dialog has no confirm button');
          const label = confirm.textContent ?? '';
          await u.click(confirm);
          return `presses '${label}'`;
        }
        case 'respond.succeeded': {
          const op = app.waiting()[0];
          const field = op?.operationName === 'AcceptOffer' ? 'acceptOffer' : 'declineOffer';
          await app.succeed({ [field]: LOAN });
          return `the API accepts ${op?.operationName}`;
        }
        case 'respond.failed': {
          const op = await app.fail('Penawaran sudah berakhir', 'CONFLICT');
          return `the API refuses ${op.operationName} (CONFLICT)`;
        }
        default:
          throw new Error(`no step on the screen sends ${event.type}`);
      }
    },
    seen() {
      const shown = screen.queryByRole('dialog');
      const parts: string[] = [];
      if (!shown) parts.push('no dialog');
      else {
        const title = shown.getAttribute('aria-labelledby');
        parts.push(`'${(title && document.getElementById(title)?.textContent) || '?'}' shown`);
        for (const b of within(shown).queryAllByRole<HTMLButtonElement>('button'))
          parts.push(`'${b.textContent}' ${b.disabled ? 'disabled' : 'enabled'}`);
        const box = within(shown).queryByRole<HTMLInputElement>('checkbox');
        if (box) parts.push(`consent ${box.checked ? 'ticked' : 'not ticked'}`);
        if (shown.textContent?.includes(words('borrowerFlow.offer.consentMissing')))
          parts.push('consent required');
      }
      return [
        parts.join(', '),
        `requests waiting: ${
          app
            .waiting()
            .map((op) => `${op.operationName}${JSON.stringify(op.variables)}`)
            .join(', ') || 'none'
        }`,
        `toasts: ${toasts().join(' | ') || 'none'}`,
      ].join('; ');
    },
  };
}

function offerExpected(snapshot: Snapshot, actions: readonly Action[]): string {
  const { decision, consent } = snapshot.context as RespondOfferContext;
  const key = offerKey(decision);
  const sending = isSending(snapshot);
  const view = isOpen(snapshot)
    ? [
        `'${words(`dialogs.${key}.title`)}' shown`,
        `'${words('common.close')}' ${sending ? 'disabled' : 'enabled'}`,
        `'${words(`dialogs.${key}.${sending ? 'sending' : 'confirm'}`)}' ${sending ? 'disabled' : 'enabled'}`,
        ...(decision === 'accept' ? [`consent ${consent ? 'ticked' : 'not ticked'}`] : []),
        ...(isConsentMissing(snapshot) ? ['consent required'] : []),
      ].join(', ')
    : 'no dialog';
  // Accepting sends the consent the borrower gave; declining only the loan.
  const request =
    decision === 'accept'
      ? `AcceptOffer${JSON.stringify({ id: '7', consent: true })}`
      : `DeclineOffer${JSON.stringify({ id: '7' })}`;
  return [
    view,
    `requests waiting: ${snapshot.value === 'sending' ? request : 'none'}`,
    `toasts: ${toastsSaid(actions)}`,
  ].join('; ');
}

export const respondOfferDriver: WebDriver = {
  machine: respondOfferDialog,
  mount: offerScreen,
  expected: (snapshot, actions) => offerExpected(snapshot, actions),
};

// --- the disbursement approval, back from signing ---------------------------------------------

const SIGNING_KEY = 'lumbung.disbursementSigning';

/**
 * The borrower's loan page as it reads its address (BorrowerLoanPage): back from signing with
 * event=signing_complete, the completion dialog runs. (The page also waits for its own read of
 * the loan first; here there is none to wait for.)
 */
function LoanPageHost() {
  const [searchParams] = useSearchParams();
  const [signingReturn] = useState(() => signingReturnOf(searchParams.get('event')));
  return <CompleteDisbursementDialog active={signingReturn.kind === 'complete'} />;
}

function completeDisbursementScreen(): WebScreen {
  const load = (path: string) =>
    mountInApp(() => at(path, <Route path="/borrower/loans/:id" element={<LoanPageHost />} />));
  // The borrower is on the loan page; each return from signing loads it again.
  let app = load(BORROWER_LOAN_PATH);
  let storedBefore: string | null = null;
  return {
    async take(event) {
      storedBefore = window.localStorage.getItem(SIGNING_KEY);
      switch (event.type) {
        case 'dialog.open': {
          const stored = event.stored as StoredDisbursement | null;
          if (stored) writeStoredDisbursement(window.localStorage, stored);
          else window.localStorage.removeItem(SIGNING_KEY);
          storedBefore = window.localStorage.getItem(SIGNING_KEY);
          cleanup();
          app = load(`${BORROWER_LOAN_PATH}?event=signing_complete`);
          await elapse(0);
          return `the browser comes back from signing to ${BORROWER_LOAN_PATH}?event=signing_complete, ${
            stored ? 'the signing session in local storage' : 'nothing in local storage'
          }`;
        }
        case 'approveDisbursement.succeeded': {
          const op = await app.succeed({ confirmDisbursementSigning: LOAN });
          return `the API accepts ${op.operationName}`;
        }
        case 'approveDisbursement.failed': {
          const op = await app.fail('Tanda tangan belum selesai', 'CONFLICT');
          return `the API refuses ${op.operationName} (CONFLICT)`;
        }
        default:
          throw new Error(`no step on the screen sends ${event.type}`);
      }
    },
    seen() {
      const title = words('dialogs.completeDisbursement.title');
      const modal = screen.queryByRole('dialog', { name: title });
      const now = window.localStorage.getItem(SIGNING_KEY);
      return [
        modal
          ? `'${title}' shown${modal.textContent?.includes(words('dialogs.completeDisbursement.sending')) ? ', approving' : ''}`
          : 'no dialog',
        `requests waiting: ${
          app
            .waiting()
            .map((op) => `${op.operationName}${JSON.stringify(op.variables)}`)
            .join(', ') || 'none'
        }`,
        `toasts: ${toasts().join(' | ') || 'none'}`,
        `signing session ${storedBefore !== null && now === null ? 'cleared' : 'not cleared'}`,
      ].join('; ');
    },
  };
}

function completeDisbursementExpected(
  snapshot: Snapshot,
  actions: readonly Action[],
  history: readonly Action[],
): string {
  const title = words('dialogs.completeDisbursement.title');
  const request = [...history].reverse().find((a) => a.type === 'requestApproveDisbursement');
  const stored = (request?.params as CompleteDisbursementParams | undefined)?.stored;
  const waiting =
    snapshot.value === 'approving' && stored
      ? `ConfirmDisbursementSigning${JSON.stringify({ id: String(stored.loanId) })}`
      : 'none';
  // Only a success clears the signing session; a failure keeps it for a retry.
  const cleared = actions.some((a) => a.type === 'clearStoredParameters');
  return [
    isOpen(snapshot) ? `'${title}' shown${isSending(snapshot) ? ', approving' : ''}` : 'no dialog',
    `requests waiting: ${waiting}`,
    `toasts: ${toastsSaid(actions)}`,
    `signing session ${cleared ? 'cleared' : 'not cleared'}`,
  ].join('; ');
}

export const completeDisbursementDriver: WebDriver = {
  machine: completeDisbursementDialog,
  mount: completeDisbursementScreen,
  expected: completeDisbursementExpected,
};
