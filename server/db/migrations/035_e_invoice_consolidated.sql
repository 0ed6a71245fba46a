-- The monthly consolidated e-invoice (docs/e-invoicing.md, Consolidated).
--
-- An issued invoice whose buyer has no TIN is not submitted on its own: its e-invoice waits as
-- `for_consolidation`, a state the submission job never claims. A staff user prepares a month's
-- consolidation (one per month and currency while it waits for approval), which takes the waiting
-- rows of that month by setting their `consolidation_id`: one column, so a document is in at most
-- one consolidation whatever runs at once. Another, a Checker, approves it: the consolidated
-- document becomes one more queued row of `e_invoices` (kind `consolidated`, no merchant), which the
-- same job submits. Once it is Valid its documents become `consolidated` and carry its number, UUID
-- and long id (their print's QR code is the consolidated document's).
CREATE TABLE e_invoice_consolidations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  currency text NOT NULL,
  code_number text NOT NULL UNIQUE,
  state text NOT NULL DEFAULT 'prepared' CHECK (state IN ('prepared', 'submitted')),
  prepared_by uuid REFERENCES users (id) ON DELETE SET NULL,
  prepared_at timestamptz NOT NULL,
  approved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  approved_at timestamptz,
  e_invoice_id uuid REFERENCES e_invoices (id),
  CONSTRAINT e_invoice_consolidations_submitted CHECK (
    (state = 'submitted') = (approved_at IS NOT NULL AND e_invoice_id IS NOT NULL))
);
-- A month has one consolidation waiting for approval; preparing it again refreshes that one.
CREATE UNIQUE INDEX e_invoice_consolidations_one_prepared
  ON e_invoice_consolidations (month, currency) WHERE state = 'prepared';

ALTER TABLE e_invoices DROP CONSTRAINT e_invoices_document_kind_check;
ALTER TABLE e_invoices ADD CONSTRAINT e_invoices_document_kind_check
  CHECK (document_kind IN ('invoice', 'credit', 'debit', 'consolidated'));
ALTER TABLE e_invoices DROP CONSTRAINT e_invoices_state_check;
ALTER TABLE e_invoices ADD CONSTRAINT e_invoices_state_check
  CHECK (state IN ('queued', 'submitted', 'valid', 'invalid', 'cancelled', 'for_consolidation', 'consolidated'));
-- The consolidated document is the company's, of no one merchant; every other row keeps its merchant.
ALTER TABLE e_invoices ALTER COLUMN merchant_id DROP NOT NULL;
ALTER TABLE e_invoices ADD CONSTRAINT e_invoices_merchant_unless_consolidated
  CHECK ((merchant_id IS NULL) = (document_kind = 'consolidated'));
ALTER TABLE e_invoices ADD COLUMN consolidation_id uuid REFERENCES e_invoice_consolidations (id);
-- The consolidated e-invoice's number on each document it reports, once it is Valid (mirrored).
ALTER TABLE e_invoices ADD COLUMN consolidated_number text;
CREATE INDEX e_invoices_consolidation_idx ON e_invoices (consolidation_id) WHERE consolidation_id IS NOT NULL;
CREATE INDEX e_invoices_for_consolidation_idx ON e_invoices (queued_at) WHERE state = 'for_consolidation';

-- The mirrored columns now include the consolidated number.
DROP TRIGGER sync_stamp_update ON e_invoices;
CREATE TRIGGER sync_stamp_update BEFORE UPDATE ON e_invoices
  FOR EACH ROW WHEN (
    (OLD.state, OLD.uuid, OLD.long_id, OLD.errors, OLD.cancel_reason, OLD.code_number, OLD.merchant_id,
     OLD.submitted_at, OLD.validated_at, OLD.invalid_at, OLD.cancelled_at, OLD.consolidated_number)
    IS DISTINCT FROM
    (NEW.state, NEW.uuid, NEW.long_id, NEW.errors, NEW.cancel_reason, NEW.code_number, NEW.merchant_id,
     NEW.submitted_at, NEW.validated_at, NEW.invalid_at, NEW.cancelled_at, NEW.consolidated_number))
  EXECUTE FUNCTION e_invoices_stamp();

-- The consolidated document is not mirrored: a row without a merchant would reach every merchant's
-- devices (migration 002 reads a null scope as "everyone"). The change log skips it.
CREATE FUNCTION e_invoices_log_inserts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_changes (entity, entity_id, op, merchant_id, version)
  SELECT 'eInvoices', n.id, 'upsert', n.merchant_id, n.version
  FROM new_rows n WHERE n.merchant_id IS NOT NULL ORDER BY n.version;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION e_invoices_log_updates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_changes (entity, entity_id, op, merchant_id, version)
  SELECT 'eInvoices', n.id, 'upsert', m.merchant_id, n.version
  FROM old_rows o
  JOIN new_rows n ON n.id = o.id
  CROSS JOIN LATERAL (
    SELECT n.merchant_id
    UNION ALL
    SELECT o.merchant_id WHERE o.merchant_id IS DISTINCT FROM n.merchant_id
  ) m
  WHERE n.version IS DISTINCT FROM o.version AND m.merchant_id IS NOT NULL;
  RETURN NULL;
END
$$;

CREATE FUNCTION e_invoices_log_deletes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sync_changes (entity, entity_id, op, merchant_id, version)
  SELECT 'eInvoices', o.id, 'delete', o.merchant_id, nextval('sync_version_seq')
  FROM old_rows o WHERE o.merchant_id IS NOT NULL;
  RETURN NULL;
END
$$;

DROP TRIGGER sync_log_insert ON e_invoices;
CREATE TRIGGER sync_log_insert AFTER INSERT ON e_invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION e_invoices_log_inserts();
DROP TRIGGER sync_log_delete ON e_invoices;
CREATE TRIGGER sync_log_delete AFTER DELETE ON e_invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION e_invoices_log_deletes();

-- Preparing and approving are `create` and `approve` on the e-Invoices item: Super Admin holds every
-- action (a new database is seeded so from the contract's menu tree).
INSERT INTO role_functions (role_id, menu_id, action)
SELECT r.id, m.id, a.action FROM roles r, menus m,
  (VALUES ('view'), ('create'), ('update'), ('status'), ('approve'), ('delete'), ('export')) AS a (action)
WHERE r.name = 'Super Admin' AND r.is_system AND m.key = 'invoice.einvoices'
  AND EXISTS (SELECT 1 FROM role_menus rm WHERE rm.role_id = r.id AND rm.menu_id = m.id)
ON CONFLICT DO NOTHING;
UPDATE roles SET name = name WHERE name = 'Super Admin' AND is_system;
