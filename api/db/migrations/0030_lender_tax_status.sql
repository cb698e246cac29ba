-- A lender's tax status set by the lender (PMK 69/2022, PER-25/PJ/2018): a non-resident names
-- their country of residence; a treaty rate needs a certificate of domicile (the DGT form), which
-- is valid up to a day (at most 12 months from its signing). Payouts after that day withhold
-- PPh 26 again (machines/installment/installment.payout.ts withholdingOn). The rules for what may
-- be set are machines/lender-account/tax-status.rules.ts.
ALTER TABLE users ADD COLUMN tax_country text CHECK (tax_country ~ '^[A-Z]{2}$');
ALTER TABLE users ADD COLUMN domicile_certificate_valid_until date;
ALTER TABLE users ADD COLUMN tax_status_updated_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_tax_treaty_percent_range
  CHECK (tax_treaty_percent IS NULL OR (tax_treaty_percent >= 0 AND tax_treaty_percent <= 20));

-- Every change, as the lender made it: the record of which status held when (a payout's own
-- journal lines keep what it withheld; a later change never touches them).
CREATE TABLE lender_tax_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  resident boolean NOT NULL,
  country text,
  treaty_percent numeric(5, 2),
  certificate_file text,
  certificate_valid_until date,
  changed_by uuid NOT NULL REFERENCES users (id),
  changed_at timestamptz NOT NULL
);
CREATE INDEX lender_tax_status_changes_lender_idx ON lender_tax_status_changes (lender_id, id);
