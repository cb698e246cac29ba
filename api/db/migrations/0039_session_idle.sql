-- A session also ends after 30 minutes without a call (the web client's inactivity limit,
-- machines/session/session.types.ts INACTIVITY_LIMIT_MS), on the server too: a token kept
-- after the screen logged out for inactivity is refused like a revoked one. Written at most
-- once a minute per session (api/accounts/sessions.ts liveViewer); a session never seen since
-- its login counts from then.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz;
