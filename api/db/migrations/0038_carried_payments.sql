-- What a confirmed payment leaves over after its installment (the borrower paid twice: a
-- transfer reported and the VA too, or a callback that came after the bill was paid) is carried
-- to the loan's next installments still open for payment, each part a payment of its own that
-- names the payment it came from. Only what is left after the last installment stays the
-- borrower's (the BORROWER ledger account).
ALTER TABLE loan_payments DROP CONSTRAINT loan_payments_source_check;
ALTER TABLE loan_payments
  ADD CONSTRAINT loan_payments_source_check
  CHECK (source IN ('VA', 'TRANSFER', 'OTHER', 'CARRIED'));
ALTER TABLE loan_payments ADD COLUMN carried_from bigint REFERENCES loan_payments (id);
ALTER TABLE loan_payments
  ADD CONSTRAINT loan_payments_carried_check CHECK ((source = 'CARRIED') = (carried_from IS NOT NULL));
-- One carried part per installment and payment: a replay books nothing twice.
CREATE UNIQUE INDEX loan_payments_carried_idx ON loan_payments (carried_from, installment_id)
  WHERE carried_from IS NOT NULL;
