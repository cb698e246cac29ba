-- Auto-lend (issue 21): a lender's rules (the auto-lend machine's state and context, with an
-- append-only trail of its events), the standing authorisation each lender accepted (its exact
-- text in Indonesian and English and the moment, never changed), the loans auto-lend watches
-- (when their preview window ends, the reserve promised, and a claim so that one pass at a time
-- allocates a loan), the rules opted out of a loan, and what auto-lend did: one row per rule and
-- loan, a funding or a skip with its reason.

CREATE TABLE auto_lend_authorisations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  version text NOT NULL,
  text_id text NOT NULL,
  text_en text NOT NULL,
  -- SHA-256 of the two texts as shown, so that the accepted words can be proved later.
  text_sha256 text NOT NULL,
  -- The product's clock when the lender accepted (the demo date in demo mode).
  accepted_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auto_lend_authorisations_lender_idx ON auto_lend_authorisations (lender_id, id);
CREATE TRIGGER auto_lend_authorisations_append_only BEFORE UPDATE OR DELETE
  ON auto_lend_authorisations FOR EACH ROW EXECUTE FUNCTION refuse_change();

CREATE TABLE auto_lend_rules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lender_id uuid NOT NULL REFERENCES users (id),
  machine_state text NOT NULL,
  machine_context jsonb NOT NULL,
  authorisation_id bigint NOT NULL REFERENCES auto_lend_authorisations (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auto_lend_rules_lender_idx ON auto_lend_rules (lender_id, id);
CREATE INDEX auto_lend_rules_state_idx ON auto_lend_rules (machine_state);

CREATE TABLE auto_lend_rule_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rule_id bigint NOT NULL REFERENCES auto_lend_rules (id),
  event text NOT NULL,
  from_state text NOT NULL,
  to_state text NOT NULL,
  -- Null for the platform's own events (the allocation pass).
  actor_id uuid REFERENCES users (id),
  actor_role text NOT NULL,
  detail jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auto_lend_rule_events_rule_idx ON auto_lend_rule_events (rule_id, id);
CREATE TRIGGER auto_lend_rule_events_append_only BEFORE UPDATE OR DELETE
  ON auto_lend_rule_events FOR EACH ROW EXECUTE FUNCTION refuse_change();

CREATE TABLE auto_lend_loans (
  loan_id bigint PRIMARY KEY REFERENCES loans (id),
  -- The product's clock: when auto-lend first saw the loan open, and when it allocates.
  opened_at timestamptz NOT NULL,
  allocate_at timestamptz NOT NULL,
  -- The share of the need kept for manual lenders, fixed when the loan opened.
  reserve_percent numeric(5, 2) NOT NULL CHECK (reserve_percent >= 0 AND reserve_percent <= 100),
  status text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'ALLOCATING', 'DONE')),
  -- The pass that claimed the loan (database time: a claim left by a stopped process expires).
  claim_token uuid,
  claimed_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX auto_lend_loans_due_idx ON auto_lend_loans (status, allocate_at);

CREATE TABLE auto_lend_opt_outs (
  rule_id bigint NOT NULL REFERENCES auto_lend_rules (id),
  loan_id bigint NOT NULL REFERENCES loans (id),
  lender_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rule_id, loan_id)
);

CREATE TABLE auto_lend_actions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rule_id bigint NOT NULL REFERENCES auto_lend_rules (id),
  lender_id uuid NOT NULL REFERENCES users (id),
  loan_id bigint NOT NULL REFERENCES loans (id),
  outcome text NOT NULL CHECK (outcome IN ('FUNDED', 'SKIPPED')),
  amount_sen bigint CHECK (amount_sen > 0),
  funding_id bigint REFERENCES loan_fundings (id),
  -- A skip's reason: auto-lend's own code or the loan machine's refusal, with its words.
  reason_code text,
  reason_text jsonb,
  round integer,
  -- The product's clock.
  happened_at timestamptz NOT NULL,
  UNIQUE (rule_id, loan_id),
  CHECK ((outcome = 'FUNDED') = (funding_id IS NOT NULL))
);
CREATE INDEX auto_lend_actions_lender_idx ON auto_lend_actions (lender_id, id);
CREATE UNIQUE INDEX auto_lend_actions_funding_key ON auto_lend_actions (funding_id)
  WHERE funding_id IS NOT NULL;
