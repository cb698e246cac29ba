// Values derived from a document-signing snapshot for the screens and the API.
import type { SnapshotFrom } from 'xstate';
import type { Text } from '../shared/i18n-text.ts';
import { takesEvent } from '../shared/takes-event.ts';
import {
  signingMessageTexts,
  signingReasonTexts,
  signingStateLabels,
} from './document-signing.labels.ts';
import { type documentSigningMachine, refusal } from './document-signing.machine.ts';
import type {
  SigningEvent,
  SigningMessage,
  SigningProvider,
  SigningReason,
  SigningReasonCode,
  SigningStateName,
} from './document-signing.types.ts';

export type SigningSnapshot = SnapshotFrom<typeof documentSigningMachine>;

export function signingStateOf(snapshot: SigningSnapshot): SigningStateName {
  return snapshot.value as SigningStateName;
}

export function signingLabel(snapshot: SigningSnapshot): Text {
  return signingStateLabels[signingStateOf(snapshot)];
}

export function signingMessageText(message: SigningMessage, provider: SigningProvider): Text {
  const text = signingMessageTexts[message];
  return {
    id: text.id.replace('{provider}', provider),
    en: text.en.replace('{provider}', provider),
  };
}

/** The message to show after the last return or failure, if any. */
export function signingMessage(snapshot: SigningSnapshot) {
  const { message, provider } = snapshot.context;
  return message ? { code: message, text: signingMessageText(message, provider) } : null;
}

function reason(code: SigningReasonCode): SigningReason {
  return { code, text: signingReasonTexts[code] };
}

/** Why this event is not taken now; null when the machine would take it. */
export function whyNotSigning(
  snapshot: SigningSnapshot,
  event: SigningEvent,
): SigningReason | null {
  const takes = takesEvent(snapshot, event.type);
  if (!takes) return reason('WRONG_STATE');
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  return snapshot.can(event) ? null : reason('WRONG_STATE');
}
