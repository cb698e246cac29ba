// Types of the session-expiry machine (spec §4 "Session expiry", §8, §9).

/** Spec §9: a token with this little time left counts as expired (5 minutes). */
export const EXPIRY_MARGIN_MS = 5 * 60 * 1000;

/** Spec §9: the session expires when the last API call was this long ago or more (1800 s). */
export const INACTIVITY_LIMIT_MS = 1800 * 1000;

/**
 * How long before the inactivity limit the user is warned, with a way to stay signed in (issue
 * 14; the spec's redirect itself stays silent): 2 minutes.
 */
export const IDLE_WARNING_MS = 2 * 60 * 1000;

/** Spec §4: where an expired session sends the user. */
export const ROOT_PATH = '/';

export type SessionContext = {
  /** When the session's token expires (epoch ms); null without a session. */
  expiresAtMs: number | null;
  /** When the last API call started (epoch ms); null without a session. */
  lastCallAtMs: number | null;
};

export type SessionEvent =
  /** A login succeeded: the token's expiry, and now (the login call itself). */
  | { type: 'session.login'; expiresAtMs: number; nowMs: number }
  /** A page load found a stored session; its last call time was stored with it. */
  | { type: 'session.restored'; expiresAtMs: number; lastCallAtMs: number; nowMs: number }
  | { type: 'session.logout' }
  /** The API refused the token as expired: an explicit expiry, which the user is told about. */
  | { type: 'session.expire' }
  /** An API request is about to be sent. */
  | { type: 'request.started'; nowMs: number }
  /** A periodic check, scheduled by the runtime. */
  | { type: 'clock.tick'; nowMs: number };

export type NavigateParams = { to: string };

/** i18next key of 'Your session is expired, please login again' (spec §8). */
export type SessionMessageKey = 'auth.sessionExpired';
