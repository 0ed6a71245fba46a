-- Clients (docs/ARCHITECTURE.md, Clients): a merchant's customers, corporate or
-- individual; the logo is a stored file (012's stored_files). The table holds the contract's rules
-- (src/contract/client.ts, client-rules.ts) as CHECKs too, so no write path can store a corporate
-- client without its company fields or an individual with them.
CREATE TABLE clients (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  account_type text NOT NULL CHECK (account_type IN ('Corporate', 'Individual')),
  company_name text,
  employee_count text CHECK (employee_count IN ('LessThan5', 'MoreThan5')),
  title text NOT NULL CHECK (title IN ('NA', 'MR', 'MRS', 'MS', 'MSTR', 'MISS', 'MDM')),
  first_name text NOT NULL,
  last_name text NOT NULL,
  referral_code text,
  default_currency text NOT NULL DEFAULT 'MYR' CHECK (default_currency ~ '^[A-Z]{3}$'),
  booking_pcc_code text CHECK (booking_pcc_code ~ '^[A-Z0-9]{1,10}$'),
  logo_file_id uuid REFERENCES stored_files (id),
  email text NOT NULL,
  phone text NOT NULL,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  version bigint NOT NULL DEFAULT 1,
  CHECK ((account_type = 'Corporate') = (company_name IS NOT NULL)),
  CHECK ((account_type = 'Corporate') = (employee_count IS NOT NULL)),
  CHECK (referral_code ~ '^[A-Z0-9]{1,20}$')
);
-- The default order (last change, newest first) per merchant and for staff; the company name
-- order as the list sorts it (textSort: lower, C collation), per merchant.
CREATE INDEX clients_merchant_idx ON clients (merchant_id, updated_at DESC, id);
CREATE INDEX clients_updated_idx ON clients (updated_at DESC, id);
CREATE INDEX clients_company_idx ON clients (merchant_id, (lower(coalesce(company_name, '')) COLLATE "C"), id);
-- GET Client/logo/{id} reads the file through the client.
CREATE INDEX clients_logo_idx ON clients (logo_file_id) WHERE logo_file_id IS NOT NULL;

CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON clients
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON clients REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('clients', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('clients', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON clients REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('clients', 'merchant_id');

-- The FAC defaults for clients (src/contract/permissions.ts defaultFunctions) on a
-- database seeded before: Super Admin holds every action of Client List and Create Client; a
-- Merchant Admin updates, changes the status of and exports its clients (Client List) and
-- creates them (Create Client). The roles are touched so every device pulls the new grants.
INSERT INTO role_functions (role_id, menu_id, action)
SELECT r.id, mn.id, a.action
FROM roles r
JOIN menus mn ON mn.key IN ('client.list', 'client.create')
CROSS JOIN unnest(ARRAY['view', 'create', 'update', 'status', 'approve', 'delete', 'export', 'assign', 'reply'])
  AS a (action)
WHERE r.name = 'Super Admin' AND r.is_system
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, a.action
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
CROSS JOIN unnest(ARRAY['view', 'update', 'status', 'export']) AS a (action)
WHERE r.name = 'Merchant Admin' AND r.is_system AND mn.key = 'client.list'
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, a.action
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
CROSS JOIN unnest(ARRAY['view', 'create']) AS a (action)
WHERE r.name = 'Merchant Admin' AND r.is_system AND mn.key = 'client.create'
ON CONFLICT DO NOTHING;
UPDATE roles SET name = name WHERE is_system AND name IN ('Super Admin', 'Merchant Admin');
