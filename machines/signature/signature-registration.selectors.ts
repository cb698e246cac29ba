// Values derived from a registration snapshot for the screens and the API.

import type { SnapshotFrom } from 'xstate';
import type { Text } from '../shared/i18n-text.ts';
import { takesEvent } from '../shared/takes-event.ts';
import {
  registrationReasonTexts,
  registrationRefusalTexts,
  registrationStateLabels,
} from './signature-registration.labels.ts';
import {
  MAX_ACTIVATION_RESENDS,
  refusal,
  STATUS_TARGETS,
  type signatureRegistrationMachine,
} from './signature-registration.machine.ts';
import type {
  RegistrationEvent,
  RegistrationReason,
  RegistrationReasonCode,
  RegistrationStateName,
} from './signature-registration.types.ts';

export type RegistrationSnapshot = SnapshotFrom<typeof signatureRegistrationMachine>;

export function registrationStateOf(snapshot: RegistrationSnapshot): RegistrationStateName {
  return snapshot.value as RegistrationStateName;
}

export function registrationLabel(snapshot: RegistrationSnapshot): Text {
  return registrationStateLabels[registrationStateOf(snapshot)];
}

/** The provider's refusal, as a code and a text, while the registration is refused. */
export function registrationRefusal(snapshot: RegistrationSnapshot) {
  const code = snapshot.context.refusal;
  return code ? { code, text: registrationRefusalTexts[code] } : null;
}

export function activationResendsLeft(snapshot: RegistrationSnapshot): number {
  return snapshot.hasTag('canResend') ? MAX_ACTIVATION_RESENDS - snapshot.context.resends : 0;
}

function reason(code: RegistrationReasonCode): RegistrationReason {
  return { code, text: registrationReasonTexts[code] };
}

/** Why this event is not taken now; null when the machine would take it. */
export function whyNotRegistration(
  snapshot: RegistrationSnapshot,
  event: RegistrationEvent,
): RegistrationReason | null {
  const takes = takesEvent(snapshot, event.type);
  if (!takes) return reason('WRONG_STATE');
  const refused = refusal(snapshot.context, event);
  if (refused) return reason(refused);
  if (snapshot.can(event)) return null;
  if (event.type === 'status.checked') {
    const here = registrationStateOf(snapshot);
    const target = STATUS_TARGETS[event.status];
    if (target === here || (here === 'active' && target === 'verified')) {
      return reason('SAME_STATUS');
    }
  }
  return reason('WRONG_STATE');
}
