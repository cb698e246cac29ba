import type { Text } from '../shared/i18n-text.ts';

/**
 * The spec's two signature providers: envelope signing ("docusign") and PSrE ("teken"); and the
 * built-in provider ("local"), which imitates the envelope provider (returns and callbacks).
 */
export type SigningProvider = 'docusign' | 'teken' | 'local';

/** The `event` query parameter the envelope provider appends to the return address. */
export type ReturnEvent =
  | 'signing_complete'
  | 'cancel'
  | 'decline'
  | 'exception'
  | 'session_timeout'
  | 'ttl_expired'
  | 'viewing_complete'
  | 'fax_pending'
  | 'id_check_failed';

/** What the signer is told after a return or a failed request. */
export type SigningMessage =
  | 'SIGNED'
  | 'SIGNING_CANCELLED'
  | 'SIGNING_DECLINED'
  | 'SIGNING_ERROR'
  | 'SESSION_TIMEOUT'
  | 'LINK_EXPIRED'
  | 'VIEWED_ONLY'
  | 'FAX_PENDING'
  | 'ID_CHECK_FAILED'
  | 'REQUEST_FAILED';

export type SigningStateName =
  | 'unsigned'
  | 'requested'
  | 'urlIssued'
  | 'pending'
  | 'completed'
  | 'declined'
  | 'cancelled'
  | 'expired'
  | 'failed';

export type SigningTag = 'canStart' | 'inProgress' | 'signed' | 'final';

export type SigningContext = {
  provider: SigningProvider;
  documentId: string;
  signerId: string;
  message: SigningMessage | null;
};

export type SigningInput = { provider: SigningProvider; documentId: string; signerId: string };

export type SigningEvent =
  | { type: 'signing.request' }
  | { type: 'signing.urlIssued' }
  | { type: 'signing.requestFailed' }
  // The raw query parameter: anything may arrive in a URL.
  | { type: 'signing.returned'; event: string }
  | { type: 'signing.completed' }
  | { type: 'signing.failed' };

export type SigningEventType = SigningEvent['type'];

export type SigningReasonCode = 'WRONG_STATE' | 'UNKNOWN_RETURN_EVENT' | 'NOT_ENVELOPE_PROVIDER';

export type SigningReason = { code: SigningReasonCode; text: Text };
