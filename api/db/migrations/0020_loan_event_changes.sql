-- Issue 15: what an edit of the application changed, on its audit row: a list of
-- {field, before, after} (REST field names, values as stored, null for empty). Rows written
-- before this migration, and stage changes, hold an empty list. The table stays append-only.
ALTER TABLE loan_events
  ADD COLUMN changes jsonb NOT NULL DEFAULT '[]'::jsonb
    CHECK (jsonb_typeof(changes) = 'array');
