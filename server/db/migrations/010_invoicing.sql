-- Invoicing (src/contract/invoice.ts, invoice-note.ts; docs/ARCHITECTURE.md, Invoicing).
-- Invoices become documents: drafted freely, numbered gap-free per series when issued, never
-- changed after that (a trigger refuses it), corrected by credit and debit notes. Every amount is
-- integer minor units (sen for MYR). Lines are jsonb arrays on the row (the contract's
-- RevenueLine / CostLine shapes): a document is written and read whole, never line by line, and
-- the row the pull and the list answer is then one table row.

ALTER TABLE invoices DROP CONSTRAINT invoices_status_check;
ALTER TABLE invoices ALTER COLUMN invoice_number DROP NOT NULL;
ALTER TABLE invoices
  ADD COLUMN issue_date date,
  ADD COLUMN due_date date,
  ADD COLUMN revenue_lines jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN cost_lines jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN revenue_sen bigint NOT NULL DEFAULT 0,
  ADD COLUMN tax_sen bigint NOT NULL DEFAULT 0,
  ADD COLUMN total_sen bigint NOT NULL DEFAULT 0,
  ADD COLUMN cost_sen bigint NOT NULL DEFAULT 0,
  ADD COLUMN gross_profit_sen bigint NOT NULL DEFAULT 0,
  ADD COLUMN gross_profit_bp integer,
  ADD COLUMN credited_sen bigint NOT NULL DEFAULT 0,
  ADD COLUMN debited_sen bigint NOT NULL DEFAULT 0,
  ADD COLUMN deactivation_reason text,
  ADD COLUMN issued_at timestamptz,
  ADD COLUMN created_by uuid REFERENCES users (id) ON DELETE SET NULL;

-- Existing single-line invoices: one revenue line (no SST then) and one cost line, the numeric
-- amounts converted exactly (round(x * 100), as 009 did for bookings). 'Active' was issued;
-- 'Inactive' becomes Deactivated. One statement: every invoice takes one new version, so each
-- device's next pull brings the reshaped row.
UPDATE invoices SET
  status = CASE WHEN status = 'Inactive' THEN 'Deactivated' ELSE 'Issued' END,
  deactivation_reason = CASE WHEN status = 'Inactive' THEN 'Migrated' END,
  issue_date = invoice_date,
  due_date = invoice_date + 30,
  issued_at = created_at,
  market = coalesce(market, 'Domestic'),
  handled_by = coalesce(handled_by, ''),
  revenue_lines = jsonb_build_array(jsonb_build_object(
    'salesType', coalesce(sales_type, 'Tour Package'), 'pax', pax,
    'unitPriceSen', round(unit_price * 100)::bigint, 'taxRate', 0,
    'amountSen', round(amount * 100)::bigint, 'taxSen', 0)),
  cost_lines = CASE WHEN cost_amount IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object(
    'bookingReference', coalesce(cost_booking_reference, ''), 'unit', coalesce(cost_unit, 1),
    'unitPriceSen', round(coalesce(cost_unit_price, cost_amount) * 100)::bigint,
    'amountSen', round(cost_amount * 100)::bigint)) END,
  revenue_sen = round(amount * 100)::bigint,
  total_sen = round(amount * 100)::bigint,
  cost_sen = round(coalesce(cost_amount, 0) * 100)::bigint,
  gross_profit_sen = round(amount * 100)::bigint - round(coalesce(cost_amount, 0) * 100)::bigint,
  gross_profit_bp = CASE WHEN amount > 0 THEN
    round((round(amount * 100) - round(coalesce(cost_amount, 0) * 100)) * 10000 / round(amount * 100))::integer
  END;

ALTER TABLE invoices
  DROP COLUMN invoice_date, DROP COLUMN sales_type, DROP COLUMN pax, DROP COLUMN unit_price,
  DROP COLUMN amount, DROP COLUMN cost_booking_reference, DROP COLUMN cost_unit,
  DROP COLUMN cost_unit_price, DROP COLUMN cost_amount, DROP COLUMN gross_profit,
  DROP COLUMN gross_profit_percentage;
ALTER TABLE invoices
  ALTER COLUMN status SET DEFAULT 'Draft',
  ALTER COLUMN due_date SET NOT NULL,
  ALTER COLUMN market SET NOT NULL,
  ALTER COLUMN handled_by SET NOT NULL,
  ADD COLUMN net_sen bigint GENERATED ALWAYS AS (total_sen + debited_sen - credited_sen) STORED;

ALTER TABLE invoices
  ADD CONSTRAINT invoices_status_check CHECK (status IN ('Draft', 'Issued', 'Deactivated')),
  -- A number exactly once issued: a Draft has none, an Issued one has one (a Draft deactivated
  -- before issue keeps none); the issue date and time go with the number.
  ADD CONSTRAINT invoices_number_check CHECK (
    (status <> 'Draft' OR invoice_number IS NULL) AND (status <> 'Issued' OR invoice_number IS NOT NULL)
    AND (invoice_number IS NULL) = (issue_date IS NULL) AND (invoice_number IS NULL) = (issued_at IS NULL)),
  ADD CONSTRAINT invoices_amounts_check CHECK (
    revenue_sen BETWEEN 0 AND 10000000000000 AND tax_sen BETWEEN 0 AND 10000000000000
    AND total_sen BETWEEN 0 AND 10000000000000 AND cost_sen BETWEEN 0 AND 10000000000000
    AND credited_sen BETWEEN 0 AND 10000000000000 AND debited_sen BETWEEN 0 AND 10000000000000
    AND gross_profit_sen = revenue_sen - cost_sen AND total_sen = revenue_sen + tax_sen
    AND credited_sen <= total_sen + debited_sen),
  ADD CONSTRAINT invoices_lines_check CHECK (
    jsonb_typeof(revenue_lines) = 'array' AND jsonb_typeof(cost_lines) = 'array'),
  ADD CONSTRAINT invoices_deactivation_check CHECK ((status = 'Deactivated') = (deactivation_reason IS NOT NULL));

-- The list's default order (latest change first, ties by id), scoped or not, and the issue date.
DROP INDEX IF EXISTS invoices_merchant_idx;
DROP INDEX IF EXISTS invoices_updated_idx;
CREATE INDEX invoices_list_idx ON invoices (updated_at DESC, id);
CREATE INDEX invoices_merchant_list_idx ON invoices (merchant_id, updated_at DESC, id);
CREATE INDEX invoices_issue_date_idx ON invoices (merchant_id, issue_date);

-- Credit and debit notes: numbered when created (CN-2026-000001, DN-...), never changed after
-- that but for deactivation. `invoice_number` is the invoice's, copied (it never changes once
-- issued, and only issued invoices get notes), so the enquiry filters it without a join.
CREATE TABLE invoice_notes (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('Credit', 'Debit')),
  invoice_id uuid NOT NULL REFERENCES invoices (id),
  invoice_number text NOT NULL,
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  document_number text NOT NULL UNIQUE,
  document_date date NOT NULL,
  reference_number text,
  payment_mode text NOT NULL
    CHECK (payment_mode IN ('Cash', 'Bank Transfer', 'Credit Card', 'Cheque', 'Agent Credit')),
  currency text NOT NULL,
  lines jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array' AND jsonb_array_length(lines) >= 1),
  subtotal_sen bigint NOT NULL CHECK (subtotal_sen BETWEEN 0 AND 10000000000000),
  tax_sen bigint NOT NULL CHECK (tax_sen BETWEEN 0 AND 10000000000000),
  total_sen bigint NOT NULL CHECK (total_sen BETWEEN 0 AND 10000000000000 AND total_sen = subtotal_sen + tax_sen),
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Deactivated')),
  deactivation_reason text,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1,
  CHECK ((status = 'Deactivated') = (deactivation_reason IS NOT NULL))
);
CREATE INDEX invoice_notes_invoice_idx ON invoice_notes (invoice_id);
CREATE INDEX invoice_notes_list_idx ON invoice_notes (document_date DESC, id);
CREATE INDEX invoice_notes_merchant_list_idx ON invoice_notes (merchant_id, document_date DESC, id);

-- Gap-free numbering: one counter per series ('INV-2026', 'CN-2026', 'DN-2026'), taken with
-- INSERT ... ON CONFLICT DO UPDATE ... RETURNING in the transaction that issues the document: the
-- row lock serialises issuers of one series, and a rollback gives the number back.
CREATE TABLE document_series (
  series text PRIMARY KEY CHECK (series ~ '^(INV|CN|DN)-[0-9]{4}$'),
  last_number bigint NOT NULL CHECK (last_number >= 0)
);
-- Existing numbers continue: the highest of each year's series.
INSERT INTO document_series (series, last_number)
SELECT substring(invoice_number FROM 1 FOR 8), max(substring(invoice_number FROM 10)::bigint)
FROM invoices WHERE invoice_number ~ '^INV-[0-9]{4}-[0-9]{6,}$'
GROUP BY 1;

-- Issued documents are immutable: only the status, the deactivation reason and (on an invoice)
-- the notes' sums may change, and a status only moves forward. A Draft changes freely (and is
-- issued by setting its number, dates and status).
CREATE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free text[] := ARRAY['status', 'deactivation_reason', 'credited_sen', 'debited_sen', 'net_sen',
                       'version', 'updated_at'];
BEGIN
  IF OLD.status = 'Draft' THEN
    RETURN NEW;
  END IF;
  IF (to_jsonb(NEW) - free) IS DISTINCT FROM (to_jsonb(OLD) - free)
     OR (OLD.status = 'Deactivated'
         AND (NEW.status, NEW.deactivation_reason) IS DISTINCT FROM (OLD.status, OLD.deactivation_reason))
     OR NEW.status = 'Draft' THEN
    RAISE EXCEPTION 'invoice % is %: its content cannot change', OLD.id, OLD.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER invoices_immutable BEFORE UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_refuse_change();

CREATE FUNCTION invoice_notes_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free text[] := ARRAY['status', 'deactivation_reason', 'version', 'updated_at'];
BEGIN
  IF (to_jsonb(NEW) - free) IS DISTINCT FROM (to_jsonb(OLD) - free)
     OR (OLD.status = 'Deactivated' AND (NEW.status, NEW.deactivation_reason)
         IS DISTINCT FROM (OLD.status, OLD.deactivation_reason)) THEN
    RAISE EXCEPTION 'note % cannot change but for its deactivation', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER invoice_notes_immutable BEFORE UPDATE ON invoice_notes
  FOR EACH ROW EXECUTE FUNCTION invoice_notes_refuse_change();

-- Change tracking of the notes, as 002_sync.sql tracks every mirrored table.
CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON invoice_notes
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON invoice_notes REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('invoiceNotes', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON invoice_notes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('invoiceNotes', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON invoice_notes REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('invoiceNotes', 'merchant_id');

-- The invoicing FAC defaults (src/contract/permissions.ts defaultFunctions) on a database seeded
-- before: Merchant Admin drafts, issues, deactivates and exports invoices and notes; Merchant User
-- drafts invoices. Only where the role sees the menu; the roles are touched so every device pulls
-- the new grants.
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, a.action
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
CROSS JOIN unnest(ARRAY['create', 'update', 'status', 'export']) AS a (action)
WHERE r.name = 'Merchant Admin' AND r.is_system AND mn.key IN ('invoice.manage', 'invoice.notes')
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, 'create'
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
WHERE r.name = 'Merchant User' AND r.is_system AND mn.key = 'invoice.manage'
ON CONFLICT DO NOTHING;
UPDATE roles SET name = name WHERE is_system AND name IN ('Merchant Admin', 'Merchant User');
