-- Clients (issue 18; docs/ARCHITECTURE.md, Clients): a merchant's customers, corporate or
-- individual; the logo is a stored file (012's stored_files). The clients helper completes this
-- file (constraints, indexes for the list's orders, FAC grants for databases seeded before).
CREATE TABLE clients (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  account_type text NOT NULL CHECK (account_type IN ('Corporate', 'Individual')),
  company_name text,
  employee_count text CHECK (employee_count IN ('LessThan5', 'MoreThan5')),
  title text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  referral_code text,
  default_currency text NOT NULL DEFAULT 'MYR',
  booking_pcc_code text,
  logo_file_id uuid REFERENCES stored_files (id),
  email text NOT NULL,
  phone text NOT NULL,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  version bigint NOT NULL DEFAULT 1,
  CHECK ((account_type = 'Corporate') = (company_name IS NOT NULL))
);
CREATE INDEX clients_merchant_idx ON clients (merchant_id, updated_at DESC, id);

CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON clients
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('clients', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('clients', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('clients', 'merchant_id');
