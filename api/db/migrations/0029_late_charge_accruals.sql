-- Late charges accrue in the journal (issue 19; machines/ledger/ledger.rules.ts): each day's
-- charge is a LATE_CHARGE_ACCRUAL entry from LATE_CHARGE_ACCRUED to LATE_CHARGE_RECEIVABLE (both
-- owned by the loan, both free to go either way), keyed by installment and day, written in the
-- daily pass's transaction beside the installment_late_charges row; a paid charge moves the pair
-- back. The kinds before stay as they were, and charges counted before are accrued once (below).

ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN (
  'LENDER_ACTIVE', 'LENDER_ON_HOLD', 'LOAN_ESCROW', 'BORROWER', 'PLATFORM_FEE_INCOME',
  'TAX_PAYABLE', 'BANK_VA_SETTLEMENT', 'BANK_PAYOUT', 'RDL_AT_BANK',
  'LATE_CHARGE_RECEIVABLE', 'LATE_CHARGE_ACCRUED'));

ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (
  'FUNDING', 'BORROWER_INITIAL', 'RDL_DEPOSIT', 'PLACEMENT', 'LOAN_REPAYMENT', 'CANCELLATION',
  'INTEREST_FINE', 'WITHDRAWAL', 'RDL_BALANCE', 'LATE_CHARGE_ACCRUAL'));

-- Charges counted before this migration were in no entry: each installment that owes some (its
-- late charge less what was paid of it) and has no accrual yet gets one opening accrual of that
-- much, so that paying it brings the pair to zero as for any other. Safe to run again: an
-- installment with an accrual is skipped, and the key is unique.
DO $$
DECLARE
  r record;
  entry_id bigint;
  receivable_id bigint;
  accrued_id bigint;
BEGIN
  FOR r IN
    SELECT i.id, i.loan_id::text AS loan, i.number,
           round((i.machine_context ->> 'lateCharge')::numeric * 100)::bigint
             - i.late_charge_paid_sen AS owed
      FROM loan_installments i
     WHERE round((i.machine_context ->> 'lateCharge')::numeric * 100)::bigint
             > i.late_charge_paid_sen
       AND NOT EXISTS (SELECT 1 FROM ledger_entries e
                        WHERE e.idempotency_key LIKE 'late-charge:' || i.id || ':%')
     ORDER BY i.id
  LOOP
    INSERT INTO ledger_accounts (kind, owner_id, non_negative)
      VALUES ('LATE_CHARGE_RECEIVABLE', r.loan, false), ('LATE_CHARGE_ACCRUED', r.loan, false)
      ON CONFLICT (kind, owner_id) DO NOTHING;
    SELECT id INTO receivable_id FROM ledger_accounts
     WHERE kind = 'LATE_CHARGE_RECEIVABLE' AND owner_id = r.loan;
    SELECT id INTO accrued_id FROM ledger_accounts
     WHERE kind = 'LATE_CHARGE_ACCRUED' AND owner_id = r.loan;
    INSERT INTO ledger_entries (kind, reference, description, idempotency_key)
      VALUES ('LATE_CHARGE_ACCRUAL', 'loan:' || r.loan || ':installment:' || r.number,
              'Denda keterlambatan cicilan ' || r.number || ' pinjaman #' || r.loan
                || ' (sebelum akrual)',
              'late-charge:' || r.id || ':opening')
      RETURNING id INTO entry_id;
    INSERT INTO ledger_lines (entry_id, account_id, amount_sen)
      VALUES (entry_id, accrued_id, -r.owed), (entry_id, receivable_id, r.owed);
    UPDATE ledger_accounts SET balance_sen = balance_sen - r.owed WHERE id = accrued_id;
    UPDATE ledger_accounts SET balance_sen = balance_sen + r.owed WHERE id = receivable_id;
  END LOOP;
END $$;
