-- Lender wallets (VA or RDL at the partner bank, code 009): one row per lender holding the
-- lender-account machine's state and context (machines/lender-account), created at the first
-- request, and an append-only trail of every event applied to it.

CREATE TABLE lender_wallets (
  lender_id uuid PRIMARY KEY REFERENCES users (id),
  machine_state text NOT NULL,
  machine_context jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Staff read wallets by state (awaiting approval first).
CREATE INDEX lender_wallets_state_idx ON lender_wallets (machine_state, updated_at);
-- One account number belongs to one wallet.
CREATE UNIQUE INDEX lender_wallets_account_number_key
  ON lender_wallets ((machine_context ->> 'accountNumber'))
  WHERE machine_context ->> 'accountNumber' IS NOT NULL;

CREATE TABLE lender_wallet_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  event text NOT NULL,
  from_state text NOT NULL,
  to_state text NOT NULL,
  -- Null for the bank's answers.
  actor_id uuid REFERENCES users (id),
  actor_role text NOT NULL,
  -- The bank's request uuid and response code, or the refusal's reason.
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lender_wallet_events_lender_idx ON lender_wallet_events (lender_id, id);
CREATE TRIGGER lender_wallet_events_append_only BEFORE UPDATE OR DELETE ON lender_wallet_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
