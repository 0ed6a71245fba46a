-- Service requests, "cases" (docs/ARCHITECTURE.md, Cases). The thread is a jsonb array
-- of replies inside the row (like an invoice's lines). `merchant_id` is the requester's merchant,
-- null for a case staff opened. The cases helper completes this file (numbering, constraints,
-- indexes, FAC grants for databases seeded before).
CREATE TABLE cases (
  id uuid PRIMARY KEY,
  case_number text UNIQUE,
  merchant_id uuid REFERENCES merchants (id),
  requester_id uuid NOT NULL REFERENCES users (id),
  category text NOT NULL,
  subject text NOT NULL,
  description text NOT NULL,
  related_booking_id uuid REFERENCES bookings (id),
  related_invoice_id uuid REFERENCES invoices (id),
  attachment_file_id uuid REFERENCES stored_files (id),
  status text NOT NULL DEFAULT 'Open' CHECK (status IN ('Open', 'In progress', 'Resolved', 'Closed')),
  assignee_id uuid REFERENCES users (id),
  replies jsonb NOT NULL DEFAULT '[]'::jsonb,
  resolved_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  version bigint NOT NULL DEFAULT 1
);

CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON cases
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON cases REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('cases', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON cases
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('cases', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON cases REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('cases', 'merchant_id');

-- Rules the app also checks (src/contract/case.ts, case-rules.ts), kept by the database too.
ALTER TABLE cases
  ADD CONSTRAINT cases_category_check
    CHECK (category IN ('Booking', 'Payment', 'Credit', 'Invoice', 'Account', 'Technical', 'Other')),
  ADD CONSTRAINT cases_number_check CHECK (case_number ~ '^CS-[0-9]{4}-[0-9]{6,}$'),
  ADD CONSTRAINT cases_text_check CHECK (btrim(subject) <> '' AND btrim(description) <> ''),
  ADD CONSTRAINT cases_replies_check CHECK (jsonb_typeof(replies) = 'array'),
  -- A resolved or closed case knows when it was resolved (the requester's reopening window).
  ADD CONSTRAINT cases_resolved_check CHECK (status NOT IN ('Resolved', 'Closed') OR resolved_at IS NOT NULL);

CREATE INDEX cases_merchant_idx ON cases (merchant_id, updated_at DESC);
CREATE INDEX cases_requester_idx ON cases (requester_id);
CREATE INDEX cases_assignee_idx ON cases (assignee_id) WHERE assignee_id IS NOT NULL;
CREATE INDEX cases_created_idx ON cases (created_at DESC, id);

-- Case numbers `CS-<year>-nnnnnn` come from the gap-free counters of migration 010.
ALTER TABLE document_series DROP CONSTRAINT document_series_series_check;
ALTER TABLE document_series ADD CONSTRAINT document_series_series_check
  CHECK (series ~ '^(INV|CN|DN|CS)-[0-9]{4}$');

-- The FAC defaults for cases (src/contract/permissions.ts defaultFunctions) on a database
-- seeded before: Super Admin holds every action of Service Requests (assign and reply included);
-- both merchant roles open and answer cases. The roles are touched so every device pulls them.
INSERT INTO role_functions (role_id, menu_id, action)
SELECT r.id, mn.id, a.action
FROM roles r
JOIN menus mn ON mn.key = 'support.cases'
CROSS JOIN unnest(ARRAY['view', 'create', 'update', 'status', 'approve', 'delete', 'export', 'assign', 'reply'])
  AS a (action)
WHERE r.name = 'Super Admin' AND r.is_system
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, a.action
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
CROSS JOIN unnest(ARRAY['view', 'create', 'reply']) AS a (action)
WHERE r.name IN ('Merchant Admin', 'Merchant User') AND r.is_system AND mn.key = 'support.cases'
ON CONFLICT DO NOTHING;
UPDATE roles SET name = name WHERE is_system AND name IN ('Super Admin', 'Merchant Admin', 'Merchant User');
