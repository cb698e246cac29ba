-- The day the bank received a reviewed payment's money, as staff read it on the bank's statement
-- when they confirmed it: the late charge held back while the payment waited is owed for the days
-- before it (machines/installment/installment.charges.ts heldChargeOwedSen). Null for payments
-- confirmed before this column, for VA payments (the bank's own callback is the day) and for
-- payments not confirmed.
ALTER TABLE loan_payments ADD COLUMN bank_received_on date;
