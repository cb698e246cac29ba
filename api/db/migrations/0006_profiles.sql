-- Borrower and lender data (spec §3, §7 Personal and Company): one row per profile section, its
-- fields as validated JSON, and its status as the profile-section machine decides it
-- (machines/profile). Staff decisions carry who, when and, for a rejection, why.
CREATE TABLE profile_sections (
  user_id uuid NOT NULL REFERENCES users (id),
  section text NOT NULL CHECK (section IN ('personal', 'addressKtp', 'addressMailing', 'jobs',
    'spouse', 'familyReference', 'company', 'companyAddress', 'bank', 'document', 'signature')),
  data jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('FILLED', 'SUBMITTED', 'VALIDATED', 'REJECTED')),
  reason text,
  submitted_at timestamptz,
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, section),
  CHECK (status <> 'REJECTED' OR reason IS NOT NULL)
);
-- The staff queue reads submitted sections, oldest first.
CREATE INDEX profile_sections_status_idx ON profile_sections (status, submitted_at);

-- The agreement request (the profile sent to staff) and the request to sign it (teken).
CREATE TABLE profile_agreements (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  requested_at timestamptz NOT NULL,
  signing_requested_at timestamptz
);

-- Requests to change bank data: the new data waits here until staff approve (bank-change
-- machine); the bank section keeps the old data until then. One pending request per user.
CREATE TABLE bank_change_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  data jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REFUSED')),
  reason text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  CHECK (status <> 'REFUSED' OR reason IS NOT NULL)
);
CREATE UNIQUE INDEX bank_change_one_pending ON bank_change_requests (user_id)
  WHERE status = 'PENDING';
