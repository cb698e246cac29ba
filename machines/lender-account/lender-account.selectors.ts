// Values derived from a lender-account snapshot: what the lender may see of the wallet, the
// labels, and why an action is not possible now.
import type { SnapshotFrom } from 'xstate';
import { outcomeUnknown } from '../shared/bank-answers.ts';
import type { Text } from '../shared/i18n-text.ts';
import { takesEvent } from '../shared/takes-event.ts';
import {
  bankStepTexts,
  bankStepUnansweredTexts,
  lenderAccountReasonTexts,
  lenderAccountStateLabels,
  walletRefusalTexts,
} from './lender-account.labels.ts';
import { type lenderAccountMachine, refusal } from './lender-account.machine.ts';
import type {
  Actor,
  LenderAccountEvent,
  LenderAccountReason,
  LenderAccountReasonCode,
  LenderAccountStateName,
  WalletKind,
} from './lender-account.types.ts';

export type LenderAccountSnapshot = SnapshotFrom<typeof lenderAccountMachine>;

export function lenderAccountStateOf(snapshot: LenderAccountSnapshot): LenderAccountStateName {
  return snapshot.value as LenderAccountStateName;
}

export function lenderAccountLabel(snapshot: LenderAccountSnapshot): Text {
  return lenderAccountStateLabels[lenderAccountStateOf(snapshot)];
}

export type VisibleWallet = { kind: WalletKind; accountNumber: string; cifNumber: string | null };

/**
 * The wallet as the lender and the API may show it: only after staff approval (spec §1 "these
 * accounts appear only after admin approval"), whatever the bank already created.
 */
export function visibleWallet(snapshot: LenderAccountSnapshot): VisibleWallet | null {
  const { kind, accountNumber, cifNumber } = snapshot.context;
  if (!snapshot.hasTag('walletActive') || kind === null || accountNumber === null) return null;
  return { kind, accountNumber, cifNumber };
}

export function walletRefusal(snapshot: LenderAccountSnapshot) {
  const code = snapshot.context.refusal;
  return code ? { code, text: walletRefusalTexts[code] } : null;
}

/**
 * The failed step at the bank, while the request waits for a retry: refused by the bank, or its
 * answer never came (`outcomeUnknown`: the bank may have done it; said as such to people).
 */
export function bankFailure(snapshot: LenderAccountSnapshot) {
  const step = snapshot.context.failedStep;
  if (!step || !snapshot.matches('bankFailed')) return null;
  const responseCode = snapshot.context.bankResponseCode;
  const unknown = outcomeUnknown(responseCode ?? '');
  return {
    step,
    responseCode,
    outcomeUnknown: unknown,
    text: unknown ? bankStepUnansweredTexts[step] : bankStepTexts[step],
  };
}

function reason(code: LenderAccountReasonCode): LenderAccountReason {
  return { code, text: lenderAccountReasonTexts[code] };
}

/** Why this event is not taken now; null when the machine would take it. */
export function whyNotLenderAccount(
  snapshot: LenderAccountSnapshot,
  event: LenderAccountEvent,
): LenderAccountReason | null {
  const takes = takesEvent(snapshot, event.type);
  if (!takes) return reason('WRONG_STATE');
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  return snapshot.can(event) ? null : reason('WRONG_STATE');
}

/** Everything a person can do to a lender's wallet, and the event that carries it. */
export const WALLET_ACTIONS = {
  requestVa: 'wallet.request',
  requestRdl: 'wallet.request',
  recordCorporateRdl: 'rdl.record',
  retry: 'bank.retry',
  approve: 'wallet.approve',
  refuse: 'wallet.refuse',
} as const satisfies Record<string, LenderAccountEvent['type']>;

export type WalletAction = keyof typeof WALLET_ACTIONS;

export type WalletActionState = {
  action: WalletAction;
  allowed: boolean;
  reason: LenderAccountReason | null;
};

const PROBE_CONSENT = '1970-01-01T00:00:00.000Z';

/**
 * The event of an action from this actor. Payloads the person types in later (the RDL numbers,
 * the refusal's reason) are probed with well-formed values: whether the action is open now never
 * depends on them, and they are checked again when sent.
 */
function walletProbe(action: WalletAction, actor: Actor): LenderAccountEvent {
  switch (action) {
    // Consent is given with the click itself: the offer never waits for it.
    case 'requestVa':
      return { type: 'wallet.request', actor, kind: 'VA', consentedAt: PROBE_CONSENT };
    case 'requestRdl':
      return { type: 'wallet.request', actor, kind: 'RDL', consentedAt: PROBE_CONSENT };
    case 'recordCorporateRdl':
      return { type: 'rdl.record', actor, accountNumber: '000000', cifNumber: '0000' };
    case 'retry':
      return { type: 'bank.retry', actor };
    case 'approve':
      return { type: 'wallet.approve', actor };
    case 'refuse':
      return { type: 'wallet.refuse', actor, reason: 'DATA_INCOMPLETE' };
  }
}

/** What this viewer may do to the wallet now, each with the reason when not. */
export function walletActions(snapshot: LenderAccountSnapshot, viewer: Actor): WalletActionState[] {
  return (Object.keys(WALLET_ACTIONS) as WalletAction[]).map((action) => {
    const why = whyNotLenderAccount(snapshot, walletProbe(action, viewer));
    return { action, allowed: why === null, reason: why };
  });
}
