// The borrower's dialogs as running logic: each dialog machine (machines/dialogs) provided with
// its effects — the request, toasts, the 200 ms timer, navigation. The React dialogs run these;
// the tests run them too, with fake timers, so what is tested is what the screen runs.
import { cancelSubmissionMachine } from '../../../../machines/dialogs/cancel-submission.machine.ts';
import { completeDisbursementMachine } from '../../../../machines/dialogs/complete-disbursement.machine.ts';
import type {
  DialogToastKey,
  OfferDecision,
  StoredDisbursement,
} from '../../../../machines/dialogs/dialogs.types.ts';
import { respondOfferMachine } from '../../../../machines/dialogs/respond-offer.machine.ts';
import { isReturnEvent } from '../../../../machines/signature/document-signing.machine.ts';
import type { ReturnEvent } from '../../../../machines/signature/document-signing.types.ts';

export type Toast = (tone: 'success' | 'error', messageKey: DialogToastKey) => void;

export type CancelEffects = {
  cancel: (reason: string) => Promise<unknown>;
  toast: Toast;
  navigate: (to: string) => void;
  onSucceeded: () => void;
};

/** Effects are read through a getter so a re-rendered screen's latest callbacks are used. */
export function cancelSubmissionLogic(effects: () => CancelEffects) {
  return cancelSubmissionMachine.provide({
    actions: {
      requestCancelSubmission: ({ self }, { reason }) => {
        effects()
          .cancel(reason)
          .then(
            () => self.send({ type: 'cancel.succeeded' }),
            () => self.send({ type: 'cancel.failed' }),
          );
      },
      showToast: (_, { tone, messageKey }) => effects().toast(tone, messageKey),
      startTimer: ({ self }, { delayMs }) => {
        setTimeout(() => self.send({ type: 'timer.elapsed' }), delayMs);
      },
      runSuccessCallback: () => effects().onSucceeded(),
      navigate: (_, { to }) => effects().navigate(to),
    },
  });
}

export type RespondOfferEffects = {
  respond: (decision: OfferDecision) => Promise<unknown>;
  toast: Toast;
  onSucceeded: () => void;
};

export function respondOfferLogic(effects: () => RespondOfferEffects) {
  return respondOfferMachine.provide({
    actions: {
      requestRespondOffer: ({ self }, { decision }) => {
        effects()
          .respond(decision)
          .then(
            () => self.send({ type: 'respond.succeeded' }),
            () => self.send({ type: 'respond.failed' }),
          );
      },
      showToast: (_, { tone, messageKey }) => effects().toast(tone, messageKey),
      runSuccessCallback: () => effects().onSucceeded(),
    },
  });
}

export type CompleteDisbursementEffects = {
  approve: (stored: StoredDisbursement) => Promise<unknown>;
  clearStored: () => void;
  toast: Toast;
  onSucceeded: () => void;
};

export function completeDisbursementLogic(effects: () => CompleteDisbursementEffects) {
  return completeDisbursementMachine.provide({
    actions: {
      requestApproveDisbursement: ({ self }, { stored }) => {
        effects()
          .approve(stored)
          .then(
            () => self.send({ type: 'approveDisbursement.succeeded' }),
            () => self.send({ type: 'approveDisbursement.failed' }),
          );
      },
      clearStoredParameters: () => effects().clearStored(),
      showToast: (_, { tone, messageKey }) => effects().toast(tone, messageKey),
      runSuccessCallback: () => effects().onSucceeded(),
    },
  });
}

/** Spec §3: the disbursement signing session saved locally before leaving to sign. */
const SIGNING_KEY = 'lumbung.disbursementSigning';

export function readStoredDisbursement(
  storage: Pick<Storage, 'getItem'>,
): StoredDisbursement | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SIGNING_KEY) ?? 'null');
    if (
      parsed !== null &&
      typeof parsed === 'object' &&
      'loanId' in parsed &&
      typeof parsed.loanId === 'number' &&
      'returnAddress' in parsed &&
      typeof parsed.returnAddress === 'string'
    ) {
      return { loanId: parsed.loanId, returnAddress: parsed.returnAddress };
    }
  } catch {
    // unreadable: as if nothing were stored
  }
  return null;
}

export function clearStoredDisbursement(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(SIGNING_KEY);
}

/** Spec §3: saved before the browser leaves to sign, read back by the completion dialog. */
export function writeStoredDisbursement(
  storage: Pick<Storage, 'setItem'>,
  stored: StoredDisbursement,
): void {
  storage.setItem(SIGNING_KEY, JSON.stringify(stored));
}

/**
 * What the page does with the `event` the provider's return carried: `complete` runs the
 * completion dialog, `report` shows the event's message and reports it (the loan stays as it
 * is), `none` when there is no event or one the platform does not know.
 */
export function signingReturnOf(
  event: string | null,
): { kind: 'complete' } | { kind: 'report'; event: ReturnEvent } | { kind: 'none' } {
  if (event === null || !isReturnEvent(event)) return { kind: 'none' };
  return event === 'signing_complete' ? { kind: 'complete' } : { kind: 'report', event };
}

/** The return address: this page itself, absolute (the provider checks it is on this site). */
export const signingReturnUrl = (origin: string, loanId: string) =>
  `${origin}/borrower/loans/${loanId}`;
