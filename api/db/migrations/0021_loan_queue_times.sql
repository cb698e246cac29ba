-- The staff queues show when a loan was submitted and how long it has waited in its stage, and
-- sort by either across pages (issue 15): two columns the one writer of a loan's stage
-- (api/loans/apply-loan-event.ts) keeps, filled in here from the audit trail for loans before.

-- The latest submission (loan.submit): a loan sent again after a rejection counts from then.
ALTER TABLE loans ADD COLUMN submitted_at timestamptz;
-- When the loan entered its current stage: the time it has waited where it is.
ALTER TABLE loans ADD COLUMN stage_entered_at timestamptz;

UPDATE loans l SET
  submitted_at = (
    SELECT max(e.created_at) FROM loan_events e WHERE e.loan_id = l.id AND e.event = 'loan.submit'
  ),
  stage_entered_at = coalesce(
    (SELECT max(e.created_at) FROM loan_events e
      WHERE e.loan_id = l.id AND e.from_stage IS DISTINCT FROM e.to_stage),
    l.created_at
  );

ALTER TABLE loans ALTER COLUMN stage_entered_at SET DEFAULT now();
ALTER TABLE loans ALTER COLUMN stage_entered_at SET NOT NULL;

-- Keyset pages in either order (list-loans.ts sorts with the id as the tie-break).
CREATE INDEX loans_submitted_idx ON loans (submitted_at, id);
CREATE INDEX loans_stage_entered_idx ON loans (stage_entered_at, id);
