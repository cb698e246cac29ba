-- The RDL mirror explains each line of the bank's history once (machines/ledger/rdl-mirror.rules.ts).
--
-- rdl_payments: every payment the platform makes out of a lender's RDL (a withdrawal; a loan's
-- funding), registered before the bank is asked, so the mirror can tell its debit lines from a
-- bank charge even while it is pending; SETTLED when booked against the mirrored RDL
-- (api/rdl/rdl-payments.ts), CANCELLED when the bank did not pay.
CREATE TABLE rdl_payments (
  -- What the payment is: 'withdrawal:<id>'; its settlement entry's key is '<reference>:settle'.
  reference text PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  account_number text NOT NULL,
  amount_sen bigint NOT NULL CHECK (amount_sen > 0),
  -- The bank's fee, debited from the RDL with the amount: the lender pays it.
  fee_sen bigint NOT NULL CHECK (fee_sen >= 0),
  state text NOT NULL CHECK (state IN ('PENDING', 'SETTLED', 'CANCELLED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  settled_at timestamptz
);
CREATE INDEX rdl_payments_account_idx ON rdl_payments (account_number, created_at, reference);

-- rdl_statement_lines: each line of an RDL's history the mirror has read, once by the bank's
-- reference, and what explains it: a deposit or a charge the mirror posted (its entry's key is
-- 'rdl:<account>:<reference>'), or a part of a payment out of the RDL, booked when it settles.
CREATE TABLE rdl_statement_lines (
  account_number text NOT NULL,
  reference text NOT NULL,
  direction text NOT NULL CHECK (direction IN ('D', 'K')),
  amount_sen bigint NOT NULL CHECK (amount_sen >= 0),
  booked_at timestamptz NOT NULL,
  description text NOT NULL DEFAULT '',
  explained_as text NOT NULL CHECK (explained_as IN ('DEPOSIT', 'CHARGE', 'PAYMENT')),
  -- The payment it was (still) part of, and which part: AMOUNT, FEE, or TOTAL (both in one line).
  payment_reference text REFERENCES rdl_payments (reference),
  payment_part text CHECK (payment_part IN ('AMOUNT', 'FEE', 'TOTAL')),
  read_at timestamptz NOT NULL DEFAULT now(),
  -- The order the mirror read them in: the bank's, for lines of one moment.
  read_order bigint GENERATED ALWAYS AS IDENTITY,
  PRIMARY KEY (account_number, reference),
  CHECK ((explained_as = 'PAYMENT') = (payment_part IS NOT NULL) OR explained_as = 'CHARGE')
);
CREATE INDEX rdl_statement_lines_payment_idx ON rdl_statement_lines (payment_reference);

-- Withdrawals out of an RDL still pending when this runs are registered like new ones.
INSERT INTO rdl_payments (reference, lender_id, account_number, amount_sen, fee_sen, state, created_at)
SELECT 'withdrawal:' || id, lender_id, from_rdl_account, amount_sen, fee_sen, 'PENDING', created_at
  FROM withdrawals
 WHERE from_rdl_account IS NOT NULL AND machine_state IN ('requested', 'sent');
