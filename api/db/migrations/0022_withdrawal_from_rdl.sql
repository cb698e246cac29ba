-- The RDL a withdrawal is paid out of, written with the request like the bank's request uuid: the
-- bank's payment calls debit that account, and a payment re-sent under the same uuid must name
-- the same one. NULL for a VA wallet, whose money sits in the platform's account.
ALTER TABLE withdrawals ADD COLUMN from_rdl_account text;
