-- E-invoices mirrored to devices (docs/ARCHITECTURE.md, E-invoices): each row gets the `version`
-- every mirrored row carries and is logged in the change log under its merchant, so a state the
-- submission job records reaches the device through the ordinary delta pull.
--
-- Only what the device holds makes a change. The job also writes its own bookkeeping (claims,
-- attempts, polls, the next attempt's time) on every pass; those writes keep the version and are
-- not logged, so a document waiting at the service does not send its row again at every poll.
ALTER TABLE e_invoices ADD COLUMN version bigint NOT NULL DEFAULT 1;
UPDATE e_invoices SET version = nextval('sync_version_seq');

CREATE FUNCTION e_invoices_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval('sync_version_seq');
  RETURN NEW;
END
$$;

-- The mirrored columns (server/resources/e-invoices.ts); the document, kind and merchant never change.
CREATE TRIGGER sync_stamp_insert BEFORE INSERT ON e_invoices
  FOR EACH ROW EXECUTE FUNCTION e_invoices_stamp();
CREATE TRIGGER sync_stamp_update BEFORE UPDATE ON e_invoices
  FOR EACH ROW WHEN (
    (OLD.state, OLD.uuid, OLD.long_id, OLD.errors, OLD.cancel_reason, OLD.code_number, OLD.merchant_id,
     OLD.submitted_at, OLD.validated_at, OLD.invalid_at, OLD.cancelled_at)
    IS DISTINCT FROM
    (NEW.state, NEW.uuid, NEW.long_id, NEW.errors, NEW.cancel_reason, NEW.code_number, NEW.merchant_id,
     NEW.submitted_at, NEW.validated_at, NEW.invalid_at, NEW.cancelled_at))
  EXECUTE FUNCTION e_invoices_stamp();

-- An update logs only the rows whose version moved; a row moved to another merchant is also
-- announced to the old one, as sync_log_changes does (migration 002).
CREATE FUNCTION e_invoices_log_updates() RETURNS trigger LANGUAGE plpgsql AS $$
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
  WHERE n.version IS DISTINCT FROM o.version;
  RETURN NULL;
END
$$;

CREATE TRIGGER sync_log_insert AFTER INSERT ON e_invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('eInvoices', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON e_invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION e_invoices_log_updates();
CREATE TRIGGER sync_log_delete AFTER DELETE ON e_invoices REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('eInvoices', 'merchant_id');

-- The list's orders within a merchant (and across merchants for staff), each on exactly its
-- sort expression and the id (server/lib/entity-list/sql-rules.ts).
CREATE INDEX e_invoices_sort_queued_at_idx
  ON e_invoices ((date_trunc('milliseconds', (queued_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX e_invoices_merchant_sort_queued_at_idx
  ON e_invoices (merchant_id, (date_trunc('milliseconds', (queued_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX e_invoices_sort_code_number_idx ON e_invoices ((lower(coalesce(code_number, '')) COLLATE "C"), id);
CREATE INDEX e_invoices_sort_validated_at_idx
  ON e_invoices ((coalesce(date_trunc('milliseconds', (validated_at) AT TIME ZONE 'UTC'), '-infinity'::timestamp)), id);
CREATE INDEX e_invoices_sort_state_idx ON e_invoices ((lower(coalesce(state, '')) COLLATE "C"), id);

-- The e-Invoices screen under Invoicing, on a database seeded before it existed: the item, and
-- every role that sees Manage Invoice sees it with the view function (the rows' own rule is the
-- invoice's view grant, src/contract/access-policy.ts). Roles are touched so devices pull it.
INSERT INTO menus (parent_id, key, title, type, path, icon, sort_order)
SELECT c.id, 'invoice.einvoices', 'e-Invoices', 'Link', '/invoice/e-invoices', 'file',
  (SELECT coalesce(max(s.sort_order), 0) + 1 FROM menus s WHERE s.parent_id = c.id)
FROM menus c
WHERE c.key = 'invoice' AND NOT EXISTS (SELECT 1 FROM menus WHERE key = 'invoice.einvoices');
INSERT INTO role_menus (role_id, menu_id)
SELECT rm.role_id, e.id
FROM role_menus rm
JOIN menus mi ON mi.id = rm.menu_id AND mi.key = 'invoice.manage'
CROSS JOIN menus e
WHERE e.key = 'invoice.einvoices'
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, 'view'
FROM role_menus rm
JOIN menus e ON e.id = rm.menu_id AND e.key = 'invoice.einvoices'
ON CONFLICT DO NOTHING;
UPDATE roles r SET name = name
WHERE EXISTS (
  SELECT 1 FROM role_menus rm JOIN menus e ON e.id = rm.menu_id
  WHERE rm.role_id = r.id AND e.key = 'invoice.einvoices');
