-- The journal's entries by what they are about (`loan:12:installment:3`): a repayment reads the
-- principal already paid back to each lender of its loan (api/repayment/payments.ts placementsOf,
-- so that the payment clearing the principal pays each lender exactly what she is still owed),
-- an index lookup per installment instead of every repayment entry of the platform.
CREATE INDEX IF NOT EXISTS ledger_entries_reference_idx ON ledger_entries (reference);
