-- Service requests, "cases" (issue 18; docs/ARCHITECTURE.md, Cases). The thread is a jsonb array
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
