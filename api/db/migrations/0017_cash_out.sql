-- Cash-out: the transfer rails as one table of settings (spec §9; BI-FAST beyond the spec, not
-- from an RDL), and the withdrawals with the withdrawal machine's state
-- (machines/withdrawal). The bank's request uuid is written with the request, before the call.

CREATE TABLE transfer_rails (
  rail text PRIMARY KEY CHECK (rail IN ('BI_FAST', 'ONLINE', 'CLEARING', 'RTGS')),
  fee_sen bigint NOT NULL CHECK (fee_sen >= 0),
  min_sen bigint NOT NULL CHECK (min_sen >= 1),
  max_sen bigint CHECK (max_sen IS NULL OR max_sen >= min_sen),
  settles text NOT NULL CHECK (settles IN ('INSTANT', 'LATER')),
  arrival_id text NOT NULL,
  arrival_en text NOT NULL,
  from_rdl boolean NOT NULL,
  enabled boolean NOT NULL DEFAULT true
);
INSERT INTO transfer_rails VALUES
  ('BI_FAST', 250000, 1, 25000000000, 'INSTANT', 'Dalam hitungan detik, 24 jam', 'Within seconds, around the clock', false, true),
  ('ONLINE', 650000, 1, 5000000000, 'INSTANT', 'Dalam hitungan detik', 'Within seconds', true, true),
  ('CLEARING', 290000, 1, 9999999999, 'LATER', 'Hari kerja berikutnya', 'Next business day', true, true),
  ('RTGS', 3000000, 10000000000, NULL, 'LATER', 'Di hari kerja yang sama', 'Same business day', true, true);

CREATE TABLE withdrawals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  -- The client's Idempotency-Key: a retried request returns the first withdrawal.
  idempotency_key text NOT NULL,
  amount_sen bigint NOT NULL CHECK (amount_sen > 0),
  fee_sen bigint NOT NULL CHECK (fee_sen >= 0),
  rail text NOT NULL REFERENCES transfer_rails (rail),
  bank_code text NOT NULL,
  account_name text NOT NULL,
  account_number text NOT NULL,
  -- The uuid the bank's payment request is sent under, stored before the call.
  request_uuid uuid NOT NULL UNIQUE,
  machine_state text NOT NULL,
  machine_context jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lender_id, idempotency_key)
);
CREATE INDEX withdrawals_state_idx ON withdrawals (machine_state, created_at);
CREATE INDEX withdrawals_lender_idx ON withdrawals (lender_id, id);
