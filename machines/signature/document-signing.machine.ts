// Signing of one document by one signer at either signature provider (integrations.md). The
// envelope provider sends the browser back with `?event=...`; each value maps to a state and a
// message (RETURN_EVENTS). Provider callbacks (signed, signing failed) arrive as events too.
//
// Refinements where the spec is silent, recorded here:
// - The signing URL is single-use and short-lived: asking again while one is issued abandons it.
// - `cancel` and `viewing_complete` both leave the document unsigned, so both land in
//   `cancelled` (with different messages); `fax_pending` waits in `pending` for the callback.
// - `decline` is final for this signing: the signer refused the document; a new signing (a new
//   machine) is needed. Cancelled, expired and failed signings may be started again.
// - The API confirms a browser return with the provider before sending it here (a URL can be
//   forged); the machine trusts the events it receives.
// - The built-in provider ('local', issue 18) imitates the envelope provider: its signing page
//   sends the browser back with `?event=...` too, so its returns are taken like docusign's.
// - The provider's word that the document is signed (a verified callback, a status check)
//   completes it from every state that is not final: the signer may have signed after a return
//   that left it cancelled or expired (another tab, a late callback), and the provider's record
//   is the truth.
import { assign, setup } from 'xstate';
import type {
  ReturnEvent,
  SigningContext,
  SigningEvent,
  SigningInput,
  SigningMessage,
  SigningReasonCode,
  SigningStateName,
  SigningTag,
} from './document-signing.types.ts';

export const RETURN_EVENTS: Record<ReturnEvent, { to: SigningStateName; message: SigningMessage }> =
  {
    signing_complete: { to: 'completed', message: 'SIGNED' },
    cancel: { to: 'cancelled', message: 'SIGNING_CANCELLED' },
    decline: { to: 'declined', message: 'SIGNING_DECLINED' },
    exception: { to: 'failed', message: 'SIGNING_ERROR' },
    session_timeout: { to: 'expired', message: 'SESSION_TIMEOUT' },
    ttl_expired: { to: 'expired', message: 'LINK_EXPIRED' },
    viewing_complete: { to: 'cancelled', message: 'VIEWED_ONLY' },
    fax_pending: { to: 'pending', message: 'FAX_PENDING' },
    id_check_failed: { to: 'failed', message: 'ID_CHECK_FAILED' },
  };

export function isReturnEvent(value: string): value is ReturnEvent {
  return Object.hasOwn(RETURN_EVENTS, value);
}

type Check = (context: SigningContext, event: SigningEvent) => SigningReasonCode | null;

// Only the envelope provider (and the built-in one, its imitation) sends the browser back with
// an event; the PSrE uses callbacks.
export const returnsToBrowser = (provider: SigningContext['provider']) =>
  provider === 'docusign' || provider === 'local';
const fromEnvelopeProvider: Check = (context) =>
  returnsToBrowser(context.provider) ? null : 'NOT_ENVELOPE_PROVIDER';
const knownReturn: Check = (_, event) =>
  event.type === 'signing.returned' && !isReturnEvent(event.event) ? 'UNKNOWN_RETURN_EVENT' : null;

/** The first reason this event is refused in this context; null when allowed. */
export function refusal(context: SigningContext, event: SigningEvent): SigningReasonCode | null {
  if (event.type !== 'signing.returned') return null;
  return fromEnvelopeProvider(context, event) ?? knownReturn(context, event);
}

/** One transition per state a return can lead to. */
const RETURN_TARGETS = [...new Set(Object.values(RETURN_EVENTS).map((r) => r.to))].map((to) => ({
  target: to,
  guard: { type: 'returnsTo', params: { to } } as const,
  actions: 'recordReturn' as const,
}));

const canStart = {
  'signing.request': { target: 'requested', actions: ['clearMessage', 'requestSigningUrl'] },
} as const;

const providerSigned = {
  'signing.completed': {
    target: 'completed',
    actions: { type: 'recordMessage', params: { message: 'SIGNED' } },
  },
} as const;

export const documentSigningMachine = setup({
  types: {
    context: {} as SigningContext,
    events: {} as SigningEvent,
    input: {} as SigningInput,
    tags: {} as SigningTag,
  },
  guards: {
    returnsTo: ({ context, event }, params: { to: SigningStateName }) =>
      event.type === 'signing.returned' &&
      refusal(context, event) === null &&
      isReturnEvent(event.event) &&
      RETURN_EVENTS[event.event].to === params.to,
  },
  actions: {
    // Side effect: create the envelope (or upload to the PSrE) and ask for the signer's URL.
    requestSigningUrl: () => {},
    clearMessage: assign({ message: null }),
    recordReturn: assign({
      message: ({ context, event }) =>
        event.type === 'signing.returned' && isReturnEvent(event.event)
          ? RETURN_EVENTS[event.event].message
          : context.message,
    }),
    recordMessage: assign((_, params: { message: SigningMessage }) => ({
      message: params.message,
    })),
  },
}).createMachine({
  id: 'documentSigning',
  description: 'One signer signing one document at a signature provider.',
  context: ({ input }) => ({ ...input, message: null }),
  initial: 'unsigned',
  states: {
    unsigned: {
      description: "The document waits for this signer's signature.",
      tags: ['canStart'],
      on: canStart,
    },
    requested: {
      description: 'Signing requested; the provider is preparing the signing URL.',
      tags: ['inProgress'],
      on: {
        'signing.urlIssued': { target: 'urlIssued' },
        'signing.requestFailed': {
          target: 'failed',
          actions: { type: 'recordMessage', params: { message: 'REQUEST_FAILED' } },
        },
      },
    },
    urlIssued: {
      description: 'A single-use signing URL was issued; the signer is at the provider.',
      tags: ['inProgress'],
      on: {
        'signing.returned': RETURN_TARGETS,
        'signing.completed': {
          target: 'completed',
          actions: { type: 'recordMessage', params: { message: 'SIGNED' } },
        },
        'signing.failed': {
          target: 'failed',
          actions: { type: 'recordMessage', params: { message: 'SIGNING_ERROR' } },
        },
        // A new URL replaces the one issued (it may have expired unused).
        ...canStart,
      },
    },
    pending: {
      description: "Signed by fax; the provider's confirmation is awaited.",
      tags: ['inProgress'],
      on: {
        'signing.completed': {
          target: 'completed',
          actions: { type: 'recordMessage', params: { message: 'SIGNED' } },
        },
        'signing.failed': {
          target: 'failed',
          actions: { type: 'recordMessage', params: { message: 'SIGNING_ERROR' } },
        },
      },
    },
    completed: {
      description: 'The signer signed the document.',
      type: 'final',
      tags: ['signed', 'final'],
    },
    declined: {
      description: 'The signer declined to sign the document.',
      type: 'final',
      tags: ['final'],
    },
    cancelled: {
      description: 'The signer left without signing (cancelled, or only viewed the document).',
      tags: ['canStart'],
      on: { ...canStart, ...providerSigned },
    },
    expired: {
      description: 'The signing session or its URL expired before the signer signed.',
      tags: ['canStart'],
      on: { ...canStart, ...providerSigned },
    },
    failed: {
      description: 'Signing could not start or failed at the provider; the message says why.',
      tags: ['canStart'],
      on: { ...canStart, ...providerSigned },
    },
  },
});
