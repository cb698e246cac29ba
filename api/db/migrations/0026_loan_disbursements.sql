-- Paying a funded loan out to the borrower (issue 18): one row per loan, created when the
-- disbursement is prepared, holding the disbursement machine's state (machines/disbursement),
-- the current transfer attempt's request uuid (the bank's idempotency key and the key of its
-- status inquiry: a lost answer is asked about, never sent again under a new uuid), the rail,
-- the beneficiary as it was when staff approved, the amounts, and the journal entries of the
-- placement (lenders' holds into the loan's escrow) and the payout.
CREATE TABLE loan_disbursements (
  loan_id bigint PRIMARY KEY REFERENCES loans (id),
  machine_state text NOT NULL,
  machine_context jsonb NOT NULL,
  request_uuid uuid UNIQUE,
  rail text,
  bank_code text,
  account_number text,
  account_name text,
  escrow_sen bigint,
  fee_sen bigint,
  payout_sen bigint,
  approved_by uuid REFERENCES users (id),
  approved_at timestamptz,
  sent_at timestamptz,
  settled_at timestamptz,
  bank_reference text,
  payout_entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The settlement job reads the payouts still waiting for the bank.
CREATE INDEX loan_disbursements_waiting_idx ON loan_disbursements (machine_state)
  WHERE machine_state IN ('approved', 'settling');
