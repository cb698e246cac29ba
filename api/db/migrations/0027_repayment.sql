-- Repayment (issue 19). When a loan's period starts, its schedule as the borrower agreed to it
-- (offer_consents.schedule, machines/installment/installment.schedule.ts) becomes one row per
-- installment, each holding its installment machine (machines/installment): what is due and
-- when, what was paid of it, its late charge, and the closed VA billing it is paid through.
-- Payments (the bank's VA callbacks, and the borrower's reported transfers staff review) are rows
-- of their own; their money is in the journal (LOAN_REPAYMENT, INTEREST_FINE entries).

CREATE TABLE loan_installments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  loan_id bigint NOT NULL REFERENCES loans (id),
  number integer NOT NULL CHECK (number > 0),
  due_date date NOT NULL,
  principal_sen bigint NOT NULL CHECK (principal_sen >= 0),
  interest_sen bigint NOT NULL CHECK (interest_sen >= 0),
  -- What was paid of each part (a payment goes to interest, then principal, then late charge).
  principal_paid_sen bigint NOT NULL DEFAULT 0 CHECK (principal_paid_sen >= 0),
  interest_paid_sen bigint NOT NULL DEFAULT 0 CHECK (interest_paid_sen >= 0),
  late_charge_paid_sen bigint NOT NULL DEFAULT 0 CHECK (late_charge_paid_sen >= 0),
  -- The installment machine: its state value (JSON) and context.
  machine_state jsonb NOT NULL,
  machine_context jsonb NOT NULL,
  -- The closed VA billing open for what is owed now (null: none open).
  billing_trx_id text UNIQUE,
  virtual_account text,
  billing_amount_sen bigint,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (loan_id, number)
);
CREATE INDEX loan_installments_open_idx ON loan_installments (due_date) WHERE paid_at IS NULL;

-- A late charge counted once per installment and day (the daily job may run twice, or in several
-- API instances at once: the key makes the second count nothing).
CREATE TABLE installment_late_charges (
  installment_id bigint NOT NULL REFERENCES loan_installments (id),
  through_day date NOT NULL,
  amount_sen bigint NOT NULL CHECK (amount_sen >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (installment_id, through_day)
);

CREATE TABLE loan_payments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  loan_id bigint NOT NULL REFERENCES loans (id),
  installment_id bigint NOT NULL REFERENCES loan_installments (id),
  -- VA: the bank's callback for a billing (credited at once); TRANSFER: the borrower reports a
  -- transfer of the bill (PUT /loan/submit-repayment); OTHER: a partial or early payment with a
  -- proof (POST /loan/{id}/other-payment). TRANSFER and OTHER wait for staff review.
  source text NOT NULL CHECK (source IN ('VA', 'TRANSFER', 'OTHER')),
  amount_sen bigint NOT NULL CHECK (amount_sen > 0),
  status text NOT NULL CHECK (status IN ('REVIEW', 'CONFIRMED', 'REJECTED')),
  -- The bank's reference of a VA payment: credited once however many callbacks.
  payment_ntb text UNIQUE,
  proof_file text,
  note text,
  rejection text,
  submitted_by uuid REFERENCES users (id),
  reviewed_by uuid REFERENCES users (id),
  received_at timestamptz NOT NULL,
  reviewed_at timestamptz,
  -- The journal entries of the money once confirmed: principal, and interest with late charge.
  principal_sen bigint NOT NULL DEFAULT 0,
  interest_sen bigint NOT NULL DEFAULT 0,
  late_charge_sen bigint NOT NULL DEFAULT 0,
  excess_sen bigint NOT NULL DEFAULT 0
);
CREATE INDEX loan_payments_loan_idx ON loan_payments (loan_id, id);
CREATE INDEX loan_payments_review_idx ON loan_payments (received_at) WHERE status = 'REVIEW';

-- A lender's tax residency decides the withholding on interest (PMK 69/2022): PPh 23 for
-- residents, PPh 26 for non-residents, a treaty rate only with a certificate of domicile on file.
ALTER TABLE users ADD COLUMN tax_resident boolean NOT NULL DEFAULT true;
ALTER TABLE users ADD COLUMN tax_treaty_percent numeric(5, 2);
ALTER TABLE users ADD COLUMN domicile_certificate_file text;

-- Reminders sent (the daily pass tells the borrower once before the due date, then weekly while
-- it is late): the day of the reminder before, and the days past due of the last late one.
ALTER TABLE loan_installments ADD COLUMN reminded_due_on date;
ALTER TABLE loan_installments ADD COLUMN reminded_overdue_days integer;
