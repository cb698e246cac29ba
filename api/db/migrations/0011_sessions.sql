-- Sessions: every login opens one, and every token names its session (`sid`). The API checks
-- on each request that the session is neither revoked nor expired and that its user is active,
-- so a logout, a password change or reset, or a deactivation ends a token at once.

CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  -- Why it ended early: the user logged out, or changed or reset the password.
  revoked_reason text CHECK (revoked_reason IN ('logout', 'password_changed', 'password_reset')),
  CHECK ((revoked_at IS NULL) = (revoked_reason IS NULL))
);
-- A password change or reset revokes a user's live sessions.
CREATE INDEX sessions_user_live_idx ON sessions (user_id) WHERE revoked_at IS NULL;
