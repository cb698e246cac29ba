import type { Text } from '../shared/i18n-text.ts';

/** Why the certified-signature provider (PSrE, the spec's "teken") refused a registration. */
export type RegistrationRefusal =
  | 'EMAIL_ALREADY_REGISTERED'
  | 'USER_ALREADY_REGISTERED'
  | 'SELFIE_MISMATCH'
  | 'BIODATA_MISMATCH';

/** What the provider's status check by NIK reports (integrations.md, provider 2). */
export type ProviderStatus = 'NOT_REGISTERED' | 'UNVERIFIED' | 'VERIFIED' | 'EXPIRED';

export type RegistrationStateName =
  | 'unregistered'
  | 'requested'
  | 'awaitingActivation'
  | 'registered'
  | 'verified'
  | 'active'
  | 'expired'
  | 'refused';

export type RegistrationTag =
  | 'canRegister'
  | 'canRenew'
  | 'canResend'
  | 'canSign'
  | 'waitingForProvider';

export type RegistrationContext = {
  signerId: string;
  /** Set while the registration is refused; cleared when it leaves `refused`. */
  refusal: RegistrationRefusal | null;
  /** Activation e-mails re-sent for the current registration (bounded). */
  resends: number;
};

export type RegistrationInput = { signerId: string };

export type RegistrationEvent =
  | { type: 'registration.request' }
  | { type: 'registration.accepted' }
  | { type: 'registration.refused'; reason: RegistrationRefusal }
  | { type: 'activation.resend' }
  | { type: 'registration.activated' }
  | { type: 'registration.verified' }
  | { type: 'certificate.issued' }
  | { type: 'certificate.expired' }
  | { type: 'registration.renew' }
  | { type: 'status.checked'; status: ProviderStatus };

export type RegistrationEventType = RegistrationEvent['type'];

export type RegistrationReasonCode = 'WRONG_STATE' | 'RESEND_LIMIT_REACHED' | 'SAME_STATUS';

export type RegistrationReason = { code: RegistrationReasonCode; text: Text };
