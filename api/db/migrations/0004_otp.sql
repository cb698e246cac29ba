-- One-time code verification per user: the OTP machine's state (machines/otp), the live
-- code's hash, and when the lock began. Confirmation tokens join the account codes.
CREATE TABLE otp_sessions (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  machine_state jsonb NOT NULL,
  machine_context jsonb NOT NULL,
  code_hash text,
  locked_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE account_codes DROP CONSTRAINT account_codes_purpose_check;
ALTER TABLE account_codes ADD CONSTRAINT account_codes_purpose_check
  CHECK (purpose IN ('activation', 'password_reset', 'otp', 'otp_confirm'));
