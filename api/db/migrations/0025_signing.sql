-- Signing (issue 18). The platform's side: every document a person signs at a signature
-- provider is a document-signing machine instance (machines/signature), its state stored here; a
-- signer's registration at the certified provider is a signature-registration machine instance.
-- The built-in provider's own data (its envelopes, signing sessions, callbacks and registered
-- signers) sits in tables of its own, prefixed local_, which the platform never reads: they
-- stand for a service outside.

CREATE TABLE signing_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('LOAN_AGREEMENT', 'INVESTMENT_AGREEMENT',
                                     'POWER_OF_ATTORNEY', 'LENDER_AGREEMENT')),
  signer_id uuid NOT NULL REFERENCES users (id),
  loan_id bigint REFERENCES loans (id),
  funding_id bigint REFERENCES loan_fundings (id),
  -- The provider that signs it (SIGNING_ADAPTER when it was started) and its reference there.
  provider text NOT NULL,
  provider_ref text,
  -- The document-signing machine: 'completed' means signed.
  machine_state text NOT NULL,
  machine_context jsonb NOT NULL,
  -- The document sent for signing (a storage name, its title) and the SHA-256 (hex) of its bytes.
  title text,
  unsigned_file text,
  unsigned_sha256 text,
  -- The signed copy fetched from the provider once it said COMPLETED.
  signed_file text,
  language text NOT NULL DEFAULT 'id' CHECK (language IN ('id', 'en')),
  -- Where the provider sends the browser back (on the product's origin).
  return_url text,
  signed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_ref)
);
-- One live document per (kind, signer, loan, funding): a declined one is final, and signing it
-- after all is a new document.
CREATE UNIQUE INDEX signing_documents_live_key ON signing_documents
  (kind, signer_id, COALESCE(loan_id, 0), COALESCE(funding_id, 0))
  WHERE machine_state <> 'declined';
CREATE INDEX signing_documents_signer_idx ON signing_documents (signer_id, created_at);
CREATE INDEX signing_documents_loan_idx ON signing_documents (loan_id) WHERE loan_id IS NOT NULL;

-- Every event a document's machine took, and where it came from (a request, a browser return
-- confirmed by the provider's status check, a verified callback): the document's history.
CREATE TABLE signing_document_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  document_id uuid NOT NULL REFERENCES signing_documents (id),
  event text NOT NULL,
  source text NOT NULL CHECK (source IN ('request', 'return', 'callback')),
  -- The return's `event` as the browser sent it, or the provider's status.
  detail text,
  from_state text NOT NULL,
  to_state text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signing_document_events_doc_idx ON signing_document_events (document_id, id);

-- A signer's registration at the certified provider (one per user), and its history.
CREATE TABLE signature_registrations (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  provider text NOT NULL,
  -- The NIK the provider knows the signer by (its status check is by NIK).
  nik text NOT NULL,
  machine_state text NOT NULL,
  machine_context jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE signature_registration_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id),
  event text NOT NULL,
  from_state text NOT NULL,
  to_state text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX signature_registration_events_user_idx ON signature_registration_events (user_id, id);

-- The built-in provider (api/signing/local-provider.ts), as if it were outside.
-- An envelope: one document for one signer; its id is the platform's provider_ref.
CREATE TABLE local_signing_envelopes (
  id uuid PRIMARY KEY,
  -- The platform's id of the document (what the provider was told).
  document_id text NOT NULL,
  title text NOT NULL,
  signer jsonb NOT NULL,
  locale text NOT NULL,
  unsigned_file text NOT NULL,
  unsigned_sha256 text NOT NULL,
  signed_file text,
  status text NOT NULL CHECK (status IN ('SENT', 'COMPLETED', 'DECLINED', 'FAILED')),
  completed_at timestamptz,
  created_at timestamptz NOT NULL
);
-- A signing session: the single-use URL's token (hashed), which expires unused after 5 minutes;
-- once opened, a session key (hashed) for the page's calls, valid for the session's limit; the
-- one-time code (hashed) and its counters; and how the session ended.
CREATE TABLE local_signing_sessions (
  token_hash text PRIMARY KEY,
  envelope_id uuid NOT NULL REFERENCES local_signing_envelopes (id),
  return_url text NOT NULL,
  url_expires_at timestamptz NOT NULL,
  opened_at timestamptz,
  session_hash text UNIQUE,
  session_expires_at timestamptz,
  code_hash text,
  code_expires_at timestamptz,
  code_channel text,
  codes_sent int NOT NULL DEFAULT 0,
  code_sent_at timestamptz,
  wrong_codes int NOT NULL DEFAULT 0,
  ended_event text,
  ended_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX local_signing_sessions_envelope_idx ON local_signing_sessions (envelope_id, created_at);
-- The callbacks the provider sent to the platform (body and signature, as sent).
CREATE TABLE local_signing_callbacks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  body text NOT NULL,
  signature text NOT NULL,
  answer_status int,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The signers registered with the provider's imitation of the PSrE, by NIK.
CREATE TABLE local_signers (
  nik text PRIMARY KEY,
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  phone text,
  birth_place text NOT NULL,
  birth_date date NOT NULL,
  gender text NOT NULL CHECK (gender IN ('M', 'F')),
  address text NOT NULL,
  id_card_sha256 text NOT NULL,
  selfie_sha256 text NOT NULL,
  activation_hash text UNIQUE,
  activation_expires_at timestamptz,
  activations_sent int NOT NULL DEFAULT 0,
  activated_at timestamptz,
  certificate_expires_at timestamptz,
  registered_at timestamptz NOT NULL
);
