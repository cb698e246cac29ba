// The loan screens' dialogs (spec §2 "Modals", §4 "Dialog behaviour", §8): for each, paths
// generated from its graph and replayed with what must hold in every state, then the timings
// and outcomes of the spec, asserted on the actions `transition()` returns.
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic } from 'xstate';
import { initialTransition, transition } from 'xstate';
import { approveDisbursementMachine } from '../../machines/dialogs/approve-disbursement.machine.ts';
import { approveLoanMachine } from '../../machines/dialogs/approve-loan.machine.ts';
import { cancelSubmissionMachine } from '../../machines/dialogs/cancel-submission.machine.ts';
import { completeDisbursementMachine } from '../../machines/dialogs/complete-disbursement.machine.ts';
import {
  confirmLabelKey,
  isConsentMissing,
  isOpen,
  isReasonMissing,
  isSending,
} from '../../machines/dialogs/dialogs.selectors.ts';
import {
  type ApproveDisbursementEvent,
  type ApproveLoanEvent,
  CANCELLED_SUBMISSION_PATH,
  type CancelSubmissionEvent,
  type CompleteDisbursementEvent,
  type RejectLoanEvent,
  type RespondOfferEvent,
  type StoredDisbursement,
  SUCCESS_CALLBACK_DELAY_MS,
} from '../../machines/dialogs/dialogs.types.ts';
import { rejectLoanMachine } from '../../machines/dialogs/reject-loan.machine.ts';
import { respondOfferMachine } from '../../machines/dialogs/respond-offer.machine.ts';
import {
  approveDisbursementDialog,
  approveLoanDialog,
  rejectLoanDialog,
} from '../../qa/web-machines/machines.ts';
import type { WebMachine } from '../../qa/web-machines/model.ts';
import { modelPaths, replay, uncovered } from '../support/machine-model.ts';

/** A dialog's events as the web client meets them: QA's alphabet of its screen (one list). */
function alphabetOf<E>(dialog: WebMachine): E[] {
  if (typeof dialog.events === 'function') throw new Error(`${dialog.slug}: events by state`);
  return dialog.events as E[];
}

type Step = { type: string; params: unknown };

/** Sends events in order from the initial state; the last snapshot and each event's actions. */
function run<M extends AnyStateMachine>(machine: M, events: EventFromLogic<M>[]) {
  const logic: AnyStateMachine = machine;
  let [snapshot]: [AnyMachineSnapshot, unknown] = initialTransition(logic);
  const steps: Step[][] = [];
  for (const event of events) {
    const [next, actions] = transition(logic, snapshot, event);
    snapshot = next;
    steps.push(actions.map(({ type, params }) => ({ type, params })));
  }
  return { snapshot, steps, last: steps.at(-1) ?? [] };
}

const types = (actions: readonly { type: string }[]) => actions.map((action) => action.type);

/**
 * The invariants every dialog keeps: sending only while open; Close and confirm possible
 * exactly when open and not sending; every request leaves the dialog sending.
 */
function modelSuite<M extends AnyStateMachine>(
  machine: M,
  events: EventFromLogic<M>[],
  options: {
    requests: string[];
    /** The confirm event, for dialogs confirmed with a button. */
    confirm?: EventFromLogic<M>;
    closable: boolean;
    extra?: (snapshot: AnyMachineSnapshot, actions: string[]) => void;
  },
) {
  const logic: AnyStateMachine = machine;
  const paths = modelPaths(machine, { events });

  it('reaches every state and takes every transition', () => {
    expect(uncovered(machine, paths)).toEqual({ states: [], transitions: [] });
  });

  it.each(paths.map((path) => [path.name, path] as const))('%s', (_, path) => {
    let previous: AnyMachineSnapshot | null = null;
    replay(machine, path, {
      check: (current, event) => {
        const snapshot: AnyMachineSnapshot = current;
        if (isSending(snapshot)) expect(isOpen(snapshot)).toBe(true);
        const idle = isOpen(snapshot) && !isSending(snapshot);
        if (options.closable) expect(snapshot.can({ type: 'dialog.close' })).toBe(idle);
        if (options.confirm) expect(snapshot.can(options.confirm)).toBe(idle);
        let actions: string[] = [];
        if (previous && event) {
          actions = types(transition(logic, previous, event)[1]);
          const requested = actions.filter((type) => options.requests.includes(type));
          // A request starts only from a dialog that was not sending, and leaves it sending.
          if (requested.length > 0) {
            expect(isSending(snapshot)).toBe(true);
            expect(isSending(previous)).toBe(false);
          }
        }
        options.extra?.(snapshot, actions);
        previous = snapshot;
      },
    });
  });
}

describe('approve loan dialog', () => {
  const events = alphabetOf<ApproveLoanEvent>(approveLoanDialog);
  const machine = approveLoanMachine;
  const send = (...list: ApproveLoanEvent[]) => run(machine, list);

  describe('model', () => {
    modelSuite(machine, events, {
      requests: ['requestApproveLoan'],
      confirm: { type: 'dialog.confirm' },
      closable: true,
      extra: (snapshot, actions) => {
        // 'Setuju' reads 'Menyetujui...' exactly while sending.
        expect(confirmLabelKey('approve', snapshot)).toBe(
          isSending(snapshot) ? 'dialogs.approve.sending' : 'dialogs.approve.confirm',
        );
        // The success callback runs only when the dialog closes after the delay.
        if (actions.includes('runSuccessCallback')) expect(isOpen(snapshot)).toBe(false);
      },
    });
  });

  it('sets sending on confirm and requests the approval', () => {
    const { snapshot, last } = send({ type: 'dialog.open' }, { type: 'dialog.confirm' });
    expect(isSending(snapshot)).toBe(true);
    expect(types(last)).toEqual(['requestApproveLoan']);
    expect(confirmLabelKey('approve', snapshot)).toBe('dialogs.approve.sending');
    expect(snapshot.can({ type: 'dialog.close' })).toBe(false);
  });

  it('runs the success callback only after the ~200 ms timer, then closes', () => {
    const { snapshot, steps } = send(
      { type: 'dialog.open' },
      { type: 'dialog.confirm' },
      { type: 'approve.succeeded' },
    );
    const onSuccess = steps[2] ?? [];
    expect(onSuccess).toEqual([
      { type: 'showToast', params: { tone: 'success', messageKey: 'dialogs.approve.success' } },
      { type: 'startTimer', params: { delayMs: 200 } },
    ]);
    expect(SUCCESS_CALLBACK_DELAY_MS).toBe(200);
    expect(types(onSuccess)).not.toContain('runSuccessCallback');
    expect(isOpen(snapshot)).toBe(true);
    expect(isSending(snapshot)).toBe(true);
    const [closed, actions] = transition(machine, snapshot, { type: 'timer.elapsed' });
    expect(types(actions)).toEqual(['runSuccessCallback']);
    expect(isOpen(closed)).toBe(false);
    expect(closed.value).toBe('closed');
  });

  it('shows the error toast on failure, clears sending and stays open', () => {
    const { snapshot, last } = send(
      { type: 'dialog.open' },
      { type: 'dialog.confirm' },
      { type: 'approve.failed' },
    );
    expect(last).toEqual([
      { type: 'showToast', params: { tone: 'error', messageKey: 'dialogs.approve.failure' } },
    ]);
    expect(isOpen(snapshot)).toBe(true);
    expect(isSending(snapshot)).toBe(false);
    expect(snapshot.can({ type: 'dialog.confirm' })).toBe(true);
    expect(snapshot.can({ type: 'dialog.close' })).toBe(true);
  });

  it('closes when not sending, and ignores a stray timer while closed', () => {
    const closed = send({ type: 'dialog.open' }, { type: 'dialog.close' });
    expect(closed.snapshot.value).toBe('closed');
    const stray = send({ type: 'timer.elapsed' });
    expect(stray.last).toEqual([]);
    expect(stray.snapshot.value).toBe('closed');
  });
});

describe('reject loan dialog', () => {
  const events = alphabetOf<RejectLoanEvent>(rejectLoanDialog);
  const machine = rejectLoanMachine;
  const send = (...list: RejectLoanEvent[]) => run(machine, list);
  const confirm = (reason: string): RejectLoanEvent => ({ type: 'dialog.confirm', reason });

  describe('model', () => {
    modelSuite(machine, events, {
      requests: ['requestRejectLoan'],
      confirm: confirm('Alasan'),
      closable: true,
      extra: (snapshot) => {
        if (isReasonMissing(snapshot)) expect(snapshot.value).toBe('open');
        expect(confirmLabelKey('reject', snapshot)).toBe(
          isSending(snapshot) ? 'dialogs.reject.sending' : 'dialogs.reject.confirm',
        );
      },
    });
  });

  it.each(['', '   '])('refuses to confirm with the reason %j', (reason) => {
    const { snapshot, last } = send({ type: 'dialog.open' }, confirm(reason));
    expect(last).toEqual([]);
    expect(snapshot.value).toBe('open');
    expect(isReasonMissing(snapshot)).toBe(true);
  });

  it('sends the trimmed reason with sending set', () => {
    const { snapshot, last } = send({ type: 'dialog.open' }, confirm('  Agunan kurang  '));
    expect(last).toEqual([{ type: 'requestRejectLoan', params: { reason: 'Agunan kurang' } }]);
    expect(isSending(snapshot)).toBe(true);
    expect(isReasonMissing(snapshot)).toBe(false);
    expect(confirmLabelKey('reject', snapshot)).toBe('dialogs.reject.sending');
  });

  it('shows the success toast and closes on success', () => {
    const { snapshot, last } = send({ type: 'dialog.open' }, confirm('Agunan kurang'), {
      type: 'reject.succeeded',
    });
    expect(last).toEqual([
      { type: 'showToast', params: { tone: 'success', messageKey: 'dialogs.reject.success' } },
      { type: 'runSuccessCallback', params: undefined },
    ]);
    expect(isOpen(snapshot)).toBe(false);
  });

  it('shows the error toast and stays open on failure', () => {
    const { snapshot, last } = send({ type: 'dialog.open' }, confirm('Agunan kurang'), {
      type: 'reject.failed',
    });
    expect(last).toEqual([
      { type: 'showToast', params: { tone: 'error', messageKey: 'dialogs.reject.failure' } },
    ]);
    expect(isOpen(snapshot)).toBe(true);
    expect(isSending(snapshot)).toBe(false);
  });

  it('forgets a missing reason when closed and reopened', () => {
    const { snapshot } = send(
      { type: 'dialog.open' },
      confirm(''),
      { type: 'dialog.close' },
      { type: 'dialog.open' },
    );
    expect(isReasonMissing(snapshot)).toBe(false);
  });
});

describe('cancel submission dialog', () => {
  const events: CancelSubmissionEvent[] = [
    { type: 'dialog.open' },
    { type: 'dialog.close' },
    { type: 'dialog.confirm', reason: '' },
    { type: 'dialog.confirm', reason: 'Salah input nilai' },
    { type: 'cancel.succeeded' },
    { type: 'cancel.failed' },
    { type: 'timer.elapsed' },
  ];
  const machine = cancelSubmissionMachine;
  const send = (...list: CancelSubmissionEvent[]) => run(machine, list);
  const confirm = (reason: string): CancelSubmissionEvent => ({ type: 'dialog.confirm', reason });

  describe('model', () => {
    modelSuite(machine, events, {
      requests: ['requestCancelSubmission'],
      confirm: confirm('Alasan'),
      closable: true,
      extra: (snapshot, actions) => {
        // Navigation happens only at the end, together with the callback, dialog hidden.
        if (actions.includes('navigate')) {
          expect(actions).toContain('runSuccessCallback');
          expect(snapshot.status).toBe('done');
        }
        if (snapshot.matches('leaving') || snapshot.matches('left')) {
          expect(isOpen(snapshot)).toBe(false);
          expect(snapshot.can({ type: 'dialog.open' })).toBe(false);
        }
      },
    });
  });

  it('refuses to confirm without a reason', () => {
    const { snapshot, last } = send({ type: 'dialog.open' }, confirm(''));
    expect(last).toEqual([]);
    expect(isReasonMissing(snapshot)).toBe(true);
    expect(isSending(snapshot)).toBe(false);
  });

  it('closes on success, and only after 200 ms runs the callback and goes to /borrower/proposal', () => {
    const { snapshot, steps } = send({ type: 'dialog.open' }, confirm('Salah input nilai'), {
      type: 'cancel.succeeded',
    });
    expect(steps[1]).toEqual([
      { type: 'requestCancelSubmission', params: { reason: 'Salah input nilai' } },
    ]);
    expect(steps[2]).toEqual([
      { type: 'showToast', params: { tone: 'success', messageKey: 'dialogs.cancel.success' } },
      { type: 'startTimer', params: { delayMs: SUCCESS_CALLBACK_DELAY_MS } },
    ]);
    expect(isOpen(snapshot)).toBe(false);
    const [left, actions] = transition(machine, snapshot, { type: 'timer.elapsed' });
    expect(actions.map(({ type, params }) => ({ type, params }))).toEqual([
      { type: 'runSuccessCallback', params: undefined },
      { type: 'navigate', params: { to: '/borrower/proposal' } },
    ]);
    expect(CANCELLED_SUBMISSION_PATH).toBe('/borrower/proposal');
    expect(left.status).toBe('done');
  });

  it('on failure shows the failure message, hides the dialog and stays on the page', () => {
    const { snapshot, last } = send({ type: 'dialog.open' }, confirm('Salah input nilai'), {
      type: 'cancel.failed',
    });
    expect(last).toEqual([
      { type: 'showToast', params: { tone: 'error', messageKey: 'dialogs.cancel.failure' } },
    ]);
    expect(types(last)).not.toContain('navigate');
    expect(snapshot.value).toBe('closed');
    expect(isSending(snapshot)).toBe(false);
    // A late timer after a failure goes nowhere.
    expect(transition(machine, snapshot, { type: 'timer.elapsed' })[1]).toEqual([]);
  });
});

describe('approve disbursement dialog (staff)', () => {
  const events = alphabetOf<ApproveDisbursementEvent>(approveDisbursementDialog);
  const machine = approveDisbursementMachine;
  const send = (...list: ApproveDisbursementEvent[]) => run(machine, list);

  describe('model', () => {
    modelSuite(machine, events, {
      requests: ['requestApproveDisbursement'],
      confirm: { type: 'dialog.confirm' },
      closable: true,
    });
  });

  it("sets sending, then on success shows 'Sukses menyetujui disbursement' and closes", () => {
    const { snapshot, steps } = send(
      { type: 'dialog.open' },
      { type: 'dialog.confirm' },
      { type: 'approveDisbursement.succeeded' },
    );
    expect(types(steps[1] ?? [])).toEqual(['requestApproveDisbursement']);
    expect(steps[2]).toEqual([
      {
        type: 'showToast',
        params: { tone: 'success', messageKey: 'dialogs.approveDisbursement.success' },
      },
      { type: 'runSuccessCallback', params: undefined },
    ]);
    expect(isOpen(snapshot)).toBe(false);
  });

  it("on failure shows 'Gagal menyetujui disbursement' and closes", () => {
    const { snapshot, last } = send(
      { type: 'dialog.open' },
      { type: 'dialog.confirm' },
      { type: 'approveDisbursement.failed' },
    );
    expect(last).toEqual([
      {
        type: 'showToast',
        params: { tone: 'error', messageKey: 'dialogs.approveDisbursement.failure' },
      },
    ]);
    expect(isOpen(snapshot)).toBe(false);
    expect(isSending(snapshot)).toBe(false);
  });
});

describe('complete disbursement approval dialog (borrower)', () => {
  const stored: StoredDisbursement = {
    loanId: 42,
    returnAddress: '/borrower/loans/42?event=signing_complete',
  };
  const events: CompleteDisbursementEvent[] = [
    { type: 'dialog.open', stored },
    { type: 'dialog.open', stored: null },
    { type: 'approveDisbursement.succeeded' },
    { type: 'approveDisbursement.failed' },
  ];
  const machine = completeDisbursementMachine;
  const send = (...list: CompleteDisbursementEvent[]) => run(machine, list);

  describe('model', () => {
    modelSuite(machine, events, {
      requests: ['requestApproveDisbursement'],
      closable: false,
      extra: (snapshot, actions) => {
        // Open means the approval is running: it starts on opening, not on a button.
        expect(isOpen(snapshot)).toBe(isSending(snapshot));
        if (actions.includes('clearStoredParameters')) expect(isOpen(snapshot)).toBe(false);
      },
    });
  });

  it('runs the approval on opening with the stored parameters', () => {
    const { snapshot, last } = send({ type: 'dialog.open', stored });
    expect(last).toEqual([{ type: 'requestApproveDisbursement', params: { stored } }]);
    expect(isOpen(snapshot)).toBe(true);
    expect(isSending(snapshot)).toBe(true);
  });

  it('simply closes when no parameters are stored', () => {
    const { snapshot, last } = send({ type: 'dialog.open', stored: null });
    expect(last).toEqual([]);
    expect(isOpen(snapshot)).toBe(false);
  });

  it('on success closes, clears the stored parameters, says so and calls the success callback', () => {
    const { snapshot, last } = send(
      { type: 'dialog.open', stored },
      { type: 'approveDisbursement.succeeded' },
    );
    expect(types(last)).toEqual(['clearStoredParameters', 'showToast', 'runSuccessCallback']);
    expect(last[1]).toEqual({
      type: 'showToast',
      params: { tone: 'success', messageKey: 'dialogs.approveDisbursement.success' },
    });
    expect(isOpen(snapshot)).toBe(false);
  });

  it('on failure closes with the error toast and keeps the stored parameters', () => {
    const { snapshot, last } = send(
      { type: 'dialog.open', stored },
      { type: 'approveDisbursement.failed' },
    );
    expect(last).toEqual([
      {
        type: 'showToast',
        params: { tone: 'error', messageKey: 'dialogs.approveDisbursement.failure' },
      },
    ]);
    expect(types(last)).not.toContain('clearStoredParameters');
    expect(isOpen(snapshot)).toBe(false);
  });
});

describe("the borrower's answer to the offer", () => {
  const events: RespondOfferEvent[] = [
    { type: 'dialog.open', decision: 'accept' },
    { type: 'dialog.open', decision: 'decline' },
    { type: 'consent.change', given: true },
    { type: 'consent.change', given: false },
    { type: 'dialog.close' },
    { type: 'dialog.confirm' },
    { type: 'respond.succeeded' },
    { type: 'respond.failed' },
  ];
  const machine = respondOfferMachine;
  const send = (...list: RespondOfferEvent[]) => run(machine, list);

  describe('model', () => {
    modelSuite(machine, events, {
      requests: ['requestRespondOffer'],
      confirm: { type: 'dialog.confirm' },
      closable: true,
      extra: (snapshot, actions) => {
        // Accepting is requested only with the consent ticked.
        if (actions.includes('requestRespondOffer') && snapshot.context.decision === 'accept') {
          expect(snapshot.context.consent).toBe(true);
        }
      },
    });
  });

  it.each(['accept', 'decline'] as const)(
    'sends %s, then toasts, closes and reloads',
    (decision) => {
      const { snapshot, steps } = send(
        { type: 'dialog.open', decision },
        { type: 'consent.change', given: true },
        { type: 'dialog.confirm' },
        { type: 'respond.succeeded' },
      );
      expect(steps[2]).toEqual([{ type: 'requestRespondOffer', params: { decision } }]);
      expect(steps[3]).toEqual([
        {
          type: 'showToast',
          params: { tone: 'success', messageKey: `dialogs.${decision}Offer.success` },
        },
        { type: 'runSuccessCallback', params: undefined },
      ]);
      expect(isOpen(snapshot)).toBe(false);
    },
  );

  it('accepting without the consent tick sends nothing and says the tick is missing', () => {
    const { snapshot, steps } = send(
      { type: 'dialog.open', decision: 'accept' },
      { type: 'dialog.confirm' },
    );
    expect(steps[1]).toEqual([]);
    expect(isSending(snapshot)).toBe(false);
    expect(isConsentMissing(snapshot)).toBe(true);
    const ticked = send(
      { type: 'dialog.open', decision: 'accept' },
      { type: 'dialog.confirm' },
      { type: 'consent.change', given: true },
    ).snapshot;
    expect(isConsentMissing(ticked)).toBe(false);
    // Each opening starts unticked.
    const reopened = send(
      { type: 'dialog.open', decision: 'accept' },
      { type: 'consent.change', given: true },
      { type: 'dialog.close' },
      { type: 'dialog.open', decision: 'accept' },
      { type: 'dialog.confirm' },
    );
    expect(reopened.last).toEqual([]);
    expect(isSending(reopened.snapshot)).toBe(false);
  });

  it('declining needs no consent', () => {
    const { snapshot } = send(
      { type: 'dialog.open', decision: 'decline' },
      { type: 'dialog.confirm' },
    );
    expect(isSending(snapshot)).toBe(true);
  });

  it('stays open without sending after a failure, with the error toast', () => {
    const { snapshot, last } = send(
      { type: 'dialog.open', decision: 'decline' },
      { type: 'dialog.confirm' },
      { type: 'respond.failed' },
    );
    expect(last).toEqual([
      { type: 'showToast', params: { tone: 'error', messageKey: 'dialogs.declineOffer.failure' } },
    ]);
    expect(isOpen(snapshot)).toBe(true);
    expect(isSending(snapshot)).toBe(false);
  });
});
