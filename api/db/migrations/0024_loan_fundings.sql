-- The marketplace and funding (issue 17). A product's minimum funding (the smallest piece a
-- lender may put into one of its loans; the spec names no value: Rp 100.000, a common minimum on
-- Indonesian P2P platforms); each funding a lender makes, one row per piece, with the journal
-- entry that moved the money from active to on hold; and the request that made it, so a retried
-- request (the same Idempotency-Key) counts once and the same key with another body is refused.

ALTER TABLE products ADD COLUMN minimum_funding numeric(20, 2) NOT NULL DEFAULT 100000
  CHECK (minimum_funding > 0);

CREATE TABLE loan_fundings (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  loan_id bigint NOT NULL REFERENCES loans (id),
  lender_id uuid NOT NULL REFERENCES users (id),
  amount_sen bigint NOT NULL CHECK (amount_sen > 0),
  -- HELD: on hold for the loan; REFUNDED: back to active (the loan did not fund);
  -- LENT: paid out to the borrower with the disbursement.
  status text NOT NULL DEFAULT 'HELD' CHECK (status IN ('HELD', 'REFUNDED', 'LENT')),
  idempotency_key text NOT NULL,
  -- What the request asked (loan and amount), to tell a retry from a reuse of the key.
  request_digest text NOT NULL,
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  refund_entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  refunded_at timestamptz,
  UNIQUE (lender_id, idempotency_key)
);
CREATE INDEX loan_fundings_loan_idx ON loan_fundings (loan_id, id);
CREATE INDEX loan_fundings_lender_idx ON loan_fundings (lender_id, id);
