-- Accounts, loan products, developers, loans and the loan audit trail.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  phone text,
  full_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('borrower', 'lender', 'admin')),
  is_personal boolean NOT NULL DEFAULT true,
  password_hash text NOT NULL,
  active boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_phone_key ON users (phone) WHERE phone IS NOT NULL;

CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9_]+$'),
  product_name text NOT NULL,
  admin_fee numeric(20, 2) NOT NULL DEFAULT 0 CHECK (admin_fee >= 0),
  low_risk_interest numeric(6, 2) NOT NULL CHECK (low_risk_interest >= 0),
  high_risk_interest numeric(6, 2) NOT NULL,
  type_payment text NOT NULL CHECK (type_payment IN ('INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON')),
  -- The property-financing product shows a developer selector; the flow product a ± period marker.
  is_property boolean NOT NULL DEFAULT false,
  is_flow boolean NOT NULL DEFAULT false,
  CHECK (high_risk_interest >= low_risk_interest)
);

CREATE TABLE developers (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  developer_name text NOT NULL UNIQUE
);

CREATE TABLE loans (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  borrower_id uuid NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES products (id),
  developer_id integer REFERENCES developers (id),
  genapplicationvalue numeric(20, 2) NOT NULL CHECK (genapplicationvalue > 0),
  genrequireddate date NOT NULL,
  genpurpose text NOT NULL DEFAULT '',
  genpaymentoptions text NOT NULL DEFAULT 'invoice',
  timeperiod integer,
  appadminfee numeric(20, 2) NOT NULL DEFAULT 0,
  -- The offer's payment type; null until the offer is set (the product's applies).
  typepayment text CHECK (typepayment IN ('INSTALLMENT', 'CASH', 'INTEREST', 'BALLOON')),
  funappinterestpercentage numeric(6, 2),
  funappcfstarttime date,
  funappcfendtime date,
  installmentduedate date,
  duedate date,
  totalpartialpaid numeric(20, 2) NOT NULL DEFAULT 0,
  totallatecharge numeric(20, 2) NOT NULL DEFAULT 0,
  repaymentduedate date,
  bailtype text,
  bailcertificatetype text CHECK (bailcertificatetype IN ('SHM', 'SHGB', 'LAINNYA')),
  bailcertificatenumber text,
  bailcertificatefile text,
  bailcertificate text,
  bailestimatedvalue numeric(20, 2),
  pbbdocumentfile text,
  imbdocumentfile text,
  bailsurfacearea numeric(12, 2),
  bailbuildingarea numeric(12, 2),
  bailaddress text,
  bailregion text,
  baildistrict text,
  bailcity text,
  bailprovince text,
  bailpostcode text,
  bailcountry text NOT NULL DEFAULT 'INDONESIA',
  insurance boolean NOT NULL DEFAULT false,
  other_document_files jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The lifecycle machine's state value and context (machines/loan): the loan's truth.
  machine_state jsonb NOT NULL,
  machine_context jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loans_borrower_idx ON loans (borrower_id, id DESC);
-- Work queues filter by the machine's stage; the REST statuses are computed from it on read.
CREATE INDEX loans_stage_idx ON loans ((machine_state ->> 'stage'), id DESC);

-- Every stage change of a loan: who, when, from, to, which event and why. Append-only.
CREATE TABLE loan_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  loan_id bigint NOT NULL REFERENCES loans (id),
  event text NOT NULL,
  from_stage text,
  to_stage text NOT NULL,
  actor_id uuid REFERENCES users (id),
  actor_role text NOT NULL,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_events_loan_idx ON loan_events (loan_id, id);

CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER loan_events_append_only BEFORE UPDATE OR DELETE ON loan_events
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
