-- OJK's amount and share limits (issue 21): the facts they read that the platform did not hold.
--
-- A person's own declaration of their yearly income (rupiah, whole): the lender-category limit
-- (10% / 20% of it outstanding) reads it. Every declaration is kept, as the lender made it.
ALTER TABLE users ADD COLUMN declared_yearly_income_sen bigint
  CHECK (declared_yearly_income_sen IS NULL OR declared_yearly_income_sen > 0);
ALTER TABLE users ADD COLUMN income_declared_at timestamptz;

CREATE TABLE lender_income_declarations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  yearly_income_sen bigint NOT NULL CHECK (yearly_income_sen > 0),
  declared_at timestamptz NOT NULL
);
CREATE INDEX lender_income_declarations_lender_idx ON lender_income_declarations (lender_id, id);

-- Staff-verified facts about a lender for the concentration limit: the affiliate group staff
-- link lenders into (the same group: counted together against the 25% share), and, for a company
-- lender, that it is a financial institution OJK supervises (75%). Changes are kept.
ALTER TABLE users ADD COLUMN affiliate_group text CHECK (affiliate_group IS NULL OR length(affiliate_group) BETWEEN 1 AND 120);
ALTER TABLE users ADD COLUMN ojk_supervised boolean NOT NULL DEFAULT false;
CREATE INDEX users_affiliate_group_idx ON users (affiliate_group) WHERE affiliate_group IS NOT NULL;

CREATE TABLE lender_limit_fact_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  affiliate_group text,
  ojk_supervised boolean NOT NULL,
  changed_by uuid NOT NULL REFERENCES users (id),
  changed_at timestamptz NOT NULL
);

-- The platform's settings that the limits read inside the funding's transaction (one row per
-- name). LENDER_CONCENTRATION_FLOOR: the platform outstanding (rupiah) at or under which the
-- share limit is not enforced — a young platform's first lender is 100% of everything.
CREATE TABLE platform_settings (
  name text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO platform_settings (name, value) VALUES ('LENDER_CONCENTRATION_FLOOR', '10000000000');

-- The principal repaid to each lender is read per lender account (the limits' outstanding).
CREATE INDEX IF NOT EXISTS ledger_entries_kind_idx ON ledger_entries (kind);
