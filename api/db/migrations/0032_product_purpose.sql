-- Issue 21, the regulator's limits: a product's funding is productive (a business's) or
-- consumptive (a person's own spending, e.g. a home loan); OJK's caps on the economic benefit and
-- late charges differ by it (machines/regulation/ojk-limits.ts). A loan records its product's
-- purpose when created; products made before this are productive, the stricter cap.
ALTER TABLE products ADD COLUMN purpose text NOT NULL DEFAULT 'PRODUCTIVE'
  CHECK (purpose IN ('PRODUCTIVE', 'CONSUMPTIVE'));
