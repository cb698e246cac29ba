-- The demo clock (issue 19): in demo mode staff advance the product's date so that a person can
-- watch bills fall due, charges accrue and reminders go out. The product's time is the real time
-- plus `offset_days` whole days; one row, read by every API instance, so they all agree and a
-- restart keeps the date. It only ever moves forward.
CREATE TABLE demo_clock (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  offset_days integer NOT NULL DEFAULT 0 CHECK (offset_days >= 0),
  advanced_at timestamptz,
  advanced_by uuid REFERENCES users (id)
);
INSERT INTO demo_clock DEFAULT VALUES;

-- A message may wait for its time: reminders go out only in the borrower's sending window
-- (machines/notify/send-window.ts). NULL: send at once.
ALTER TABLE outbox ADD COLUMN not_before timestamptz;
