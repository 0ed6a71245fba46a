-- E-invoice attempts (docs/e-invoicing.md, Resubmit): a document whose e-invoice MyInvois made
-- Invalid, or whose Valid e-invoice was cancelled, is sent again as a new document once its
-- identity data is fixed. The earlier attempt stays with its errors; each attempt is its own row,
-- numbered from 1, and the unique key moves from the document to the document's attempt, so a
-- replayed issue still queues attempt 1 once and a replayed resubmit queues its attempt once.
ALTER TABLE e_invoices ADD COLUMN attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1);
ALTER TABLE e_invoices DROP CONSTRAINT e_invoices_one_per_document;
ALTER TABLE e_invoices ADD CONSTRAINT e_invoices_one_per_attempt UNIQUE (document_kind, document_id, attempt);

-- The attempt number is mirrored beside migration 035's columns: a new attempt's row is a new row,
-- but the number never changes.
DROP TRIGGER sync_stamp_update ON e_invoices;
CREATE TRIGGER sync_stamp_update BEFORE UPDATE ON e_invoices
  FOR EACH ROW WHEN (
    (OLD.state, OLD.uuid, OLD.long_id, OLD.errors, OLD.cancel_reason, OLD.code_number, OLD.merchant_id,
     OLD.submitted_at, OLD.validated_at, OLD.invalid_at, OLD.cancelled_at, OLD.consolidated_number,
     OLD.attempt)
    IS DISTINCT FROM
    (NEW.state, NEW.uuid, NEW.long_id, NEW.errors, NEW.cancel_reason, NEW.code_number, NEW.merchant_id,
     NEW.submitted_at, NEW.validated_at, NEW.invalid_at, NEW.cancelled_at, NEW.consolidated_number,
     NEW.attempt))
  EXECUTE FUNCTION e_invoices_stamp();

-- The state of a document's latest attempt on the document's own row (docs/ARCHITECTURE.md,
-- E-invoices: the e-Invoice column), so the invoice and note lists filter on it on the device and
-- on the server alike. Null until the document has an e-invoice.
ALTER TABLE invoices ADD COLUMN e_invoice_state text;
ALTER TABLE invoice_notes ADD COLUMN e_invoice_state text;

-- Issued documents stay immutable but for their e-invoice's state (migration 010's rules).
CREATE OR REPLACE FUNCTION invoices_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free text[] := ARRAY['status', 'deactivation_reason', 'credited_sen', 'debited_sen', 'net_sen',
                       'e_invoice_state', 'version', 'updated_at'];
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

CREATE OR REPLACE FUNCTION invoice_notes_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  free text[] := ARRAY['status', 'deactivation_reason', 'e_invoice_state', 'version', 'updated_at'];
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

-- A change of the e-invoice's state alone is not a change of the document: it takes a new
-- version (devices pull it) but keeps the document's `updated_at`, which lists sort by. Triggers
-- of one event fire in name order, so this one runs after `sync_stamp`, which set the time. A
-- generated column (the invoice's `net_sen`) is not computed yet in a BEFORE trigger: left out.
CREATE FUNCTION documents_keep_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - ARRAY['e_invoice_state', 'version', 'updated_at', 'net_sen'])
     = (to_jsonb(OLD) - ARRAY['e_invoice_state', 'version', 'updated_at', 'net_sen']) THEN
    NEW.updated_at := OLD.updated_at;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER sync_stamp_keeps_updated_at BEFORE UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION documents_keep_updated_at();
CREATE TRIGGER sync_stamp_keeps_updated_at BEFORE UPDATE ON invoice_notes
  FOR EACH ROW EXECUTE FUNCTION documents_keep_updated_at();

-- Statement-level, so a submission's hundreds of rows (or a bulk insert) cost one join, not a
-- statement each; a row not the document's latest attempt changes nothing.
CREATE FUNCTION e_invoices_show_on_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices d SET e_invoice_state = n.state
  FROM new_rows n
  WHERE n.document_kind = 'invoice' AND d.id = n.document_id AND d.e_invoice_state IS DISTINCT FROM n.state
    AND NOT EXISTS (SELECT 1 FROM e_invoices x WHERE x.document_kind = n.document_kind
                      AND x.document_id = n.document_id AND x.attempt > n.attempt);
  UPDATE invoice_notes d SET e_invoice_state = n.state
  FROM new_rows n
  WHERE n.document_kind IN ('credit', 'debit') AND d.id = n.document_id AND d.e_invoice_state IS DISTINCT FROM n.state
    AND NOT EXISTS (SELECT 1 FROM e_invoices x WHERE x.document_kind = n.document_kind
                      AND x.document_id = n.document_id AND x.attempt > n.attempt);
  RETURN NULL;
END
$$;
CREATE TRIGGER e_invoices_show_on_insert AFTER INSERT ON e_invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION e_invoices_show_on_documents();
CREATE TRIGGER e_invoices_show_on_update AFTER UPDATE ON e_invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION e_invoices_show_on_documents();

UPDATE invoices i SET e_invoice_state = e.state
FROM e_invoices e WHERE e.document_kind = 'invoice' AND e.document_id = i.id;
UPDATE invoice_notes n SET e_invoice_state = e.state
FROM e_invoices e WHERE e.document_kind IN ('credit', 'debit') AND e.document_id = n.id;

CREATE INDEX invoices_e_invoice_state_idx ON invoices (e_invoice_state) WHERE e_invoice_state IS NOT NULL;
CREATE INDEX invoice_notes_e_invoice_state_idx ON invoice_notes (e_invoice_state)
  WHERE e_invoice_state IS NOT NULL;
