// Registration of a signer at the certified-signature provider (spec §4 "digital signature";
// integrations.md provider 2). Pure: the provider's answers and callbacks arrive as events, and
// the calls to it are named actions that each runtime provides.
//
// Refinements where the spec is silent, recorded here:
// - `unregistered` comes before the spec's `requested`: the provider's status check can report
//   "not registered", and the signer must be able to start (or restart) from there.
// - `registered` means the signer activated the account from the e-mail; `verified` that the
//   provider verified the identity; `active` that the certificate is issued and usable.
// - The provider's status check is authoritative in every state (callbacks are not yet
//   authenticated, integrations.md), except that "verified" never demotes an active signer.
// - Activation e-mails may be re-sent at most MAX_ACTIVATION_RESENDS times per registration.
import { assign, setup } from 'xstate';
import type {
  ProviderStatus,
  RegistrationContext,
  RegistrationEvent,
  RegistrationInput,
  RegistrationReasonCode,
  RegistrationStateName,
  RegistrationTag,
} from './signature-registration.types.ts';

export const MAX_ACTIVATION_RESENDS = 3;

/** Where the provider's status check puts the machine. */
export const STATUS_TARGETS: Record<ProviderStatus, RegistrationStateName> = {
  NOT_REGISTERED: 'unregistered',
  UNVERIFIED: 'awaitingActivation',
  VERIFIED: 'verified',
  EXPIRED: 'expired',
};

type Check = (
  context: RegistrationContext,
  event: RegistrationEvent,
) => RegistrationReasonCode | null;

const resendLeft: Check = (context) =>
  context.resends < MAX_ACTIVATION_RESENDS ? null : 'RESEND_LIMIT_REACHED';

/** The first reason this event is refused in this context; null when allowed. */
export function refusal(
  context: RegistrationContext,
  event: RegistrationEvent,
): RegistrationReasonCode | null {
  if (event.type === 'activation.resend') return resendLeft(context, event);
  return null;
}

/** The status-check transitions of one state: to every state the provider may report but itself. */
function statusChecks(from: RegistrationStateName) {
  return (Object.keys(STATUS_TARGETS) as ProviderStatus[])
    .filter((status) => STATUS_TARGETS[status] !== from)
    .filter((status) => !(from === 'active' && status === 'VERIFIED'))
    .map((status) => ({
      target: STATUS_TARGETS[status],
      guard: { type: 'reports', params: { status } } as const,
    }));
}

export const signatureRegistrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
    tags: {} as RegistrationTag,
  },
  guards: {
    allowed: ({ context, event }) => refusal(context, event) === null,
    reports: ({ event }, params: { status: ProviderStatus }) =>
      event.type === 'status.checked' && event.status === params.status,
  },
  actions: {
    // Side effects: each runtime provides them (API: call the provider; tests: nothing).
    submitRegistration: () => {},
    resendActivationEmail: () => {},
    recordRefusal: assign({
      refusal: ({ event }) => (event.type === 'registration.refused' ? event.reason : null),
    }),
    clearRefusal: assign({ refusal: null }),
    resetResends: assign({ resends: 0 }),
    countResend: assign({ resends: ({ context }) => context.resends + 1 }),
  },
}).createMachine({
  id: 'signatureRegistration',
  description: "A signer's registration and certificate at the certified-signature provider.",
  context: ({ input }) => ({ signerId: input.signerId, refusal: null, resends: 0 }),
  initial: 'unregistered',
  states: {
    unregistered: {
      description: 'The provider does not know this signer yet.',
      tags: ['canRegister'],
      on: {
        'registration.request': {
          target: 'requested',
          actions: ['resetResends', 'submitRegistration'],
        },
        'status.checked': statusChecks('unregistered'),
      },
    },
    requested: {
      description:
        "Registration data sent (NIK, ID card photo, selfie); the provider's answer is due.",
      tags: ['waitingForProvider'],
      on: {
        'registration.accepted': { target: 'awaitingActivation' },
        'registration.refused': { target: 'refused', actions: 'recordRefusal' },
        'status.checked': statusChecks('requested'),
      },
    },
    awaitingActivation: {
      description: 'The provider accepted the data and e-mailed an activation link to the signer.',
      tags: ['canResend'],
      on: {
        'activation.resend': {
          guard: 'allowed',
          actions: ['countResend', 'resendActivationEmail'],
        },
        'registration.activated': { target: 'registered' },
        'status.checked': statusChecks('awaitingActivation'),
      },
    },
    registered: {
      description: "The signer activated the account; the provider verifies the signer's identity.",
      tags: ['waitingForProvider'],
      on: {
        'registration.verified': { target: 'verified' },
        // Verification against the population registry or the selfie may still fail.
        'registration.refused': { target: 'refused', actions: 'recordRefusal' },
        'status.checked': statusChecks('registered'),
      },
    },
    verified: {
      description: 'Identity verified; the provider issues the signing certificate.',
      tags: ['waitingForProvider'],
      on: {
        'certificate.issued': { target: 'active' },
        'status.checked': statusChecks('verified'),
      },
    },
    active: {
      description: 'The certificate is valid: the signer can sign documents.',
      tags: ['canSign'],
      on: {
        'certificate.expired': { target: 'expired' },
        'status.checked': statusChecks('active'),
      },
    },
    expired: {
      description: 'The certificate expired; renewing registers the signer again.',
      tags: ['canRenew'],
      on: {
        'registration.renew': {
          target: 'requested',
          actions: ['resetResends', 'submitRegistration'],
        },
        'status.checked': statusChecks('expired'),
      },
    },
    refused: {
      description: 'The provider refused the registration; the reason is in context.',
      tags: ['canRegister'],
      exit: 'clearRefusal',
      on: {
        'registration.request': {
          target: 'requested',
          actions: ['resetResends', 'submitRegistration'],
        },
        'status.checked': statusChecks('refused'),
      },
    },
  },
});
