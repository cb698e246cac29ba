-- The borrower's application: the borrower data as it stands on each loan (spec §3 "Borrower
-- info"; copied when the loan is created, edited with the application) and the collateral's
-- photos (spec §3 "Bail photos"). The loan's own and its bail fields live on loans (0001).

CREATE TABLE loan_borrower_info (
  loan_id bigint PRIMARY KEY REFERENCES loans (id),
  gen_fullname text NOT NULL DEFAULT '',
  gen_birthplace text NOT NULL DEFAULT '',
  gen_birthdate date,
  gen_address text NOT NULL DEFAULT '',
  gen_gender text CHECK (gen_gender IN ('MALE', 'FEMALE')),
  gen_country text NOT NULL DEFAULT 'INDONESIA',
  gen_nationality text NOT NULL DEFAULT '',
  gen_company_name text NOT NULL DEFAULT '',
  gen_company_description text NOT NULL DEFAULT '',
  number_npwp text NOT NULL DEFAULT '',
  document_npwp text,
  -- The borrower update payload's confirmations (spec §3): profile, ID card, address, tax card.
  profile_status boolean NOT NULL DEFAULT false,
  ktp_status boolean NOT NULL DEFAULT false,
  address_status boolean NOT NULL DEFAULT false,
  npwp_status boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE loan_bail_photos (
  loan_id bigint PRIMARY KEY REFERENCES loans (id),
  -- File paths (/file/<name>) of photos the borrower uploaded, in the order shown.
  photos jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(photos) = 'array'),
  updated_at timestamptz NOT NULL DEFAULT now()
);
