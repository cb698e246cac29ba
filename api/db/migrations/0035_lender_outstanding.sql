-- Each lender's outstanding funding (OJK's lender limits, issue 21): money put into loans and not
-- had back — their fundings on hold (HELD) or paid out (LENT), less the principal repaid to them
-- (their lines of the LOAN_REPAYMENT `repayment:<payment>:principal` entries). A funding reads
-- the lender's figure, their affiliate group's and the platform's; summing every funding and
-- every repayment line of the platform on each funding grew with the platform (issue 17's race).
--
-- Kept by the database itself, in the transaction that changes what it is derived from, whatever
-- code writes it: a funding written, refunded or lent (loan_fundings), principal repaid
-- (ledger_lines). The lender's row is taken after the lender's money is locked, so it adds no
-- wait of its own. The platform's figure is the sum over lenders (one row each).
CREATE TABLE lender_outstanding (
  lender_id uuid PRIMARY KEY REFERENCES users (id),
  outstanding_sen bigint NOT NULL DEFAULT 0
);

INSERT INTO lender_outstanding (lender_id, outstanding_sen)
SELECT lender_id, sum(sen)
  FROM (
    SELECT lender_id, amount_sen AS sen FROM loan_fundings WHERE status IN ('HELD', 'LENT')
    UNION ALL
    SELECT a.owner_id::uuid, -li.amount_sen
      FROM ledger_entries e
      JOIN ledger_lines li ON li.entry_id = e.id
      JOIN ledger_accounts a ON a.id = li.account_id
     WHERE e.kind = 'LOAN_REPAYMENT' AND e.idempotency_key LIKE 'repayment:%:principal'
       AND a.kind = 'LENDER_ACTIVE'
  ) AS moves
 GROUP BY lender_id;

CREATE FUNCTION lender_outstanding_add(lender uuid, sen bigint) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO lender_outstanding (lender_id, outstanding_sen) VALUES (lender, sen)
  ON CONFLICT (lender_id)
  DO UPDATE SET outstanding_sen = lender_outstanding.outstanding_sen + EXCLUDED.outstanding_sen
$$;

-- A funding counts while HELD or LENT.
CREATE FUNCTION lender_outstanding_of_funding() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  was bigint := 0;
  now_sen bigint := 0;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('HELD', 'LENT') THEN
    was := OLD.amount_sen;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('HELD', 'LENT') THEN
    now_sen := NEW.amount_sen;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.lender_id IS DISTINCT FROM NEW.lender_id THEN
    PERFORM lender_outstanding_add(OLD.lender_id, -was);
    PERFORM lender_outstanding_add(NEW.lender_id, now_sen);
  ELSIF now_sen <> was THEN
    PERFORM lender_outstanding_add(coalesce(NEW.lender_id, OLD.lender_id), now_sen - was);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER loan_fundings_outstanding
  AFTER INSERT OR UPDATE OR DELETE ON loan_fundings
  FOR EACH ROW EXECUTE FUNCTION lender_outstanding_of_funding();

-- Principal repaid to a lender: once per statement that writes journal lines (a posting writes
-- all of its lines in one), over the lines it wrote.
CREATE FUNCTION lender_outstanding_of_lines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM lender_outstanding_add(repaid.lender, -repaid.sen)
     FROM (
       SELECT a.owner_id::uuid AS lender, sum(li.amount_sen)::bigint AS sen
         FROM new_lines li
         JOIN ledger_entries e ON e.id = li.entry_id
         JOIN ledger_accounts a ON a.id = li.account_id
        WHERE e.kind = 'LOAN_REPAYMENT' AND e.idempotency_key LIKE 'repayment:%:principal'
          AND a.kind = 'LENDER_ACTIVE'
        GROUP BY a.owner_id
     ) AS repaid;
  RETURN NULL;
END
$$;

CREATE TRIGGER ledger_lines_outstanding
  AFTER INSERT ON ledger_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION lender_outstanding_of_lines();
