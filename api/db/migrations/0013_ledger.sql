-- The double-entry journal (architecture.md "Money"; machines/ledger/ledger.rules.ts): accounts
-- with a kind and an owner, entries with a kind (the spec's mutation types), a reference to what
-- caused them and a unique idempotency key, and their lines in bigint sen. Entries and lines are
-- append-only (a mistake is a new reversing entry), and the lines of every entry sum to zero:
-- both enforced here, not by convention.

CREATE TABLE ledger_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('LENDER_ACTIVE', 'LENDER_ON_HOLD', 'LOAN_ESCROW', 'BORROWER',
    'PLATFORM_FEE_INCOME', 'TAX_PAYABLE', 'BANK_VA_SETTLEMENT', 'BANK_PAYOUT', 'RDL_AT_BANK')),
  -- A user's or a loan's id; '' for the platform's and the bank's own accounts.
  owner_id text NOT NULL,
  non_negative boolean NOT NULL,
  -- A cache of the sum of the account's lines, moved by the posting function in the same
  -- transaction; the test auditors prove it equal to the journal.
  balance_sen bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, owner_id),
  CONSTRAINT ledger_accounts_non_negative CHECK (NOT non_negative OR balance_sen >= 0)
);

CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('FUNDING', 'BORROWER_INITIAL', 'RDL_DEPOSIT', 'PLACEMENT',
    'LOAN_REPAYMENT', 'CANCELLATION', 'INTEREST_FINE', 'WITHDRAWAL', 'RDL_BALANCE')),
  -- What caused it: 'va:<payment_ntb>', 'withdrawal:<id>', 'loan:<id>'…
  reference text NOT NULL,
  description text NOT NULL DEFAULT '',
  idempotency_key text NOT NULL UNIQUE,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_posted_idx ON ledger_entries (posted_at, id);

CREATE TABLE ledger_lines (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_sen bigint NOT NULL CHECK (amount_sen <> 0)
);
CREATE INDEX ledger_lines_account_idx ON ledger_lines (account_id, entry_id);
CREATE INDEX ledger_lines_entry_idx ON ledger_lines (entry_id);

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON ledger_lines
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_lines_no_truncate BEFORE TRUNCATE ON ledger_lines
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- Checked at commit, when every line of the entry is written: an entry that does not sum to
-- zero, or has fewer than two lines, rolls its whole transaction back.
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total numeric;
  lines integer;
BEGIN
  SELECT coalesce(sum(amount_sen), 0), count(*) INTO total, lines
    FROM ledger_lines WHERE entry_id = NEW.entry_id;
  IF total <> 0 OR lines < 2 THEN
    RAISE EXCEPTION 'ledger entry % does not balance (sum %, % lines)', NEW.entry_id, total, lines
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT ON ledger_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();

-- An entry written with no lines at all is refused at commit too.
CREATE FUNCTION ledger_entry_has_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_lines WHERE entry_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger entry % has no lines', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_have_lines AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_has_lines();
