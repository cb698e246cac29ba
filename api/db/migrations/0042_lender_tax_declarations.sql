-- A lender's declaration of non-residence (and of a treaty rate) is a request until staff verify it
-- against the certificate of domicile (machines/lender-account/tax-status.rules.ts): the users.tax_*
-- columns now hold only the VERIFIED status, the one payouts withhold by. Every declaration is kept:
-- back to resident is APPLIED at once; any other waits (PENDING), one per lender at most, and a
-- newer one replaces it (WITHDRAWN); staff approve it (it is copied into users and into
-- lender_tax_status_changes) or refuse it with a reason the lender reads.
CREATE TABLE lender_tax_declarations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  resident boolean NOT NULL,
  country text CHECK (country ~ '^[A-Z]{2}$'),
  treaty_percent numeric(5, 2) CHECK (treaty_percent IS NULL OR (treaty_percent >= 0 AND treaty_percent <= 20)),
  certificate_file text,
  certificate_valid_until date,
  status text NOT NULL CHECK (status IN ('APPLIED', 'PENDING', 'APPROVED', 'REFUSED', 'WITHDRAWN')),
  -- What staff must look at besides the certificate (INDONESIAN_NIK).
  review_notes text[] NOT NULL DEFAULT '{}',
  declared_at timestamptz NOT NULL,
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  refusal_reason text,
  CHECK (status <> 'REFUSED' OR (refusal_reason IS NOT NULL AND decided_by IS NOT NULL)),
  CHECK (status <> 'APPROVED' OR decided_by IS NOT NULL)
);
CREATE UNIQUE INDEX lender_tax_declarations_one_pending ON lender_tax_declarations (lender_id)
  WHERE status = 'PENDING';
CREATE INDEX lender_tax_declarations_lender_idx ON lender_tax_declarations (lender_id, id);
-- Staff's queue, the longest waiting first.
CREATE INDEX lender_tax_declarations_pending_idx ON lender_tax_declarations (declared_at)
  WHERE status = 'PENDING';

-- Which declaration a change applied; changed_by NULL: the platform itself (below).
ALTER TABLE lender_tax_status_changes ADD COLUMN declaration_id bigint
  REFERENCES lender_tax_declarations (id);
ALTER TABLE lender_tax_status_changes ALTER COLUMN changed_by DROP NOT NULL;

-- Every non-resident status set before this migration was the lender's word alone, never checked:
-- it becomes a waiting declaration for staff, and the lender is withheld from as a resident (the
-- status every lender starts with) until they approve it. The reset is kept in the record of
-- changes, by the platform.
INSERT INTO lender_tax_declarations (lender_id, resident, country, treaty_percent, certificate_file,
       certificate_valid_until, status, declared_at)
SELECT id, false, tax_country, tax_treaty_percent, domicile_certificate_file,
       domicile_certificate_valid_until, 'PENDING', coalesce(tax_status_updated_at, now())
  FROM users WHERE NOT tax_resident;
INSERT INTO lender_tax_status_changes (lender_id, resident, changed_by, changed_at)
SELECT id, true, NULL, now() FROM users WHERE NOT tax_resident;
UPDATE users SET tax_resident = true, tax_country = NULL, tax_treaty_percent = NULL,
       domicile_certificate_file = NULL, domicile_certificate_valid_until = NULL,
       tax_status_updated_at = now()
 WHERE NOT tax_resident;
