-- Registration, activation, password resets, one-time codes, e-mail subscription, login
-- throttling, referral codes, and the outbox every e-mail and SMS goes through.

ALTER TABLE users
  ADD COLUMN referral_code text UNIQUE,
  ADD COLUMN referred_by uuid REFERENCES users (id),
  ADD COLUMN email_subscribed boolean NOT NULL DEFAULT true,
  ADD COLUMN phone_verified boolean NOT NULL DEFAULT false,
  ADD COLUMN failed_logins integer NOT NULL DEFAULT 0,
  ADD COLUMN last_failed_login_at timestamptz,
  ADD COLUMN locked_until timestamptz;

-- Secrets sent to a person (activation codes, reset tokens, one-time codes), stored hashed.
CREATE TABLE account_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('activation', 'password_reset', 'otp')),
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  secret_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_codes_user_idx ON account_codes (user_id, purpose, id DESC);

CREATE TABLE outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  delivery_attempts integer NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX outbox_pending_idx ON outbox (id) WHERE delivered_at IS NULL;
