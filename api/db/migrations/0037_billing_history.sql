-- Every closed VA billing an installment was ever given, by its trx_id. An installment holds one
-- open billing at a time (loan_installments.billing_trx_id) and forgets it once the bank closed it
-- or a payment spent it; but a payment the bank took just before the close (its callback late on
-- the network, or the borrower reporting the same money as a transfer meanwhile) still names that
-- trx_id. The platform must book it, not refuse it as an unknown VA: the money is at the bank.
CREATE TABLE loan_billings (
  trx_id text PRIMARY KEY,
  installment_id bigint NOT NULL REFERENCES loan_installments (id),
  loan_id bigint NOT NULL REFERENCES loans (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_billings_installment_idx ON loan_billings (installment_id);

INSERT INTO loan_billings (trx_id, installment_id, loan_id)
SELECT billing_trx_id, id, loan_id FROM loan_installments WHERE billing_trx_id IS NOT NULL
ON CONFLICT DO NOTHING;
