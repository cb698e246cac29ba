-- The borrower's consent to an offer's terms: accepting needs an explicit tick, and what was
-- agreed to is kept as it was shown (amount, interest, period, payment type, admin fee and the
-- repayment schedule of machines/installment/installment.schedule.ts), whatever changes later.
-- One row per loan: an offer is accepted once.

CREATE TABLE offer_consents (
  loan_id bigint PRIMARY KEY REFERENCES loans (id) ON DELETE CASCADE,
  borrower_id uuid NOT NULL REFERENCES users (id),
  consented_at timestamptz NOT NULL,
  application_value numeric(20, 2) NOT NULL,
  interest_percentage numeric(6, 2) NOT NULL,
  time_period integer NOT NULL CHECK (time_period > 0),
  type_payment text NOT NULL CHECK (type_payment IN ('INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON')),
  admin_fee numeric(20, 2) NOT NULL CHECK (admin_fee >= 0),
  total_interest numeric(20, 2) NOT NULL CHECK (total_interest >= 0),
  total_cost numeric(20, 2) NOT NULL CHECK (total_cost >= 0),
  -- The installments as shown: number, dueDay, principal, interest, total, outstanding.
  schedule jsonb NOT NULL
);
