-- Markups and service fees (docs/ARCHITECTURE.md, Markups). `merchant_id` null: for
-- every merchant (a merchant caller's scope includes those rows: the resource's `globalRows`).
-- Overlap is the contract's rule (markup-rules.ts), checked by the server under a per-scope
-- advisory lock, not a constraint: 'Any' classes and open-ended dates do not fit an exclusion.
CREATE TABLE markups (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  applies_to text NOT NULL CHECK (applies_to IN ('Flights', 'Hotels')),
  cabin_type text CHECK (cabin_type IN ('Any', 'Economy', 'Premium Economy', 'Business', 'First')),
  hotel_rating text CHECK (hotel_rating IN ('Any', '1', '2', '3', '4', '5')),
  markup_kind text NOT NULL CHECK (markup_kind IN ('Percent', 'Fixed')),
  markup_value bigint NOT NULL CHECK (markup_value >= 0),
  service_fee_sen bigint NOT NULL DEFAULT 0 CHECK (service_fee_sen >= 0),
  maintenance_fee_sen bigint NOT NULL DEFAULT 0 CHECK (maintenance_fee_sen >= 0),
  basis text NOT NULL CHECK (basis IN ('PerTicket', 'PerRoomNight')),
  merchant_id uuid REFERENCES merchants (id),
  client_id uuid REFERENCES clients (id),
  valid_from date NOT NULL,
  valid_to date,
  status text NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  currency text NOT NULL DEFAULT 'MYR',
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  version bigint NOT NULL DEFAULT 1,
  CHECK ((applies_to = 'Flights') = (cabin_type IS NOT NULL)),
  CHECK ((applies_to = 'Hotels') = (hotel_rating IS NOT NULL)),
  CHECK (valid_to IS NULL OR valid_to >= valid_from),
  CHECK (client_id IS NULL OR merchant_id IS NOT NULL),
  CHECK (markup_kind = 'Fixed' OR markup_value <= 10000),
  CHECK ((applies_to = 'Flights') = (basis = 'PerTicket')),
  CHECK (length(btrim(name)) BETWEEN 1 AND 100)
);

-- The overlap check reads a scope's Active markups of one area; the list sorts by name.
CREATE INDEX markups_scope_idx ON markups (applies_to, merchant_id, client_id) WHERE status = 'Active';
CREATE INDEX markups_merchant_idx ON markups (merchant_id, name);
CREATE INDEX markups_client_idx ON markups (client_id) WHERE client_id IS NOT NULL;

CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON markups
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON markups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('markups', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON markups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('markups', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON markups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('markups', 'merchant_id');

-- A merchant's pull now reads the null-merchant entries of every shared entity (roles, menu and
-- markups for all merchants: server/features/sync/sync-entities.ts SHARED_LOG_ENTITIES), so the
-- partial index no longer names the entities.
DROP INDEX sync_changes_global_idx;
CREATE INDEX sync_changes_global_idx ON sync_changes (txid, seq) WHERE merchant_id IS NULL;

-- The FAC defaults for markups (src/contract/permissions.ts defaultFunctions, menu-tree.ts)
-- on a database seeded before: Super Admin holds every action of Markup List and Create Markup;
-- Create Markup is staff work now, so a Merchant Admin loses that menu and its grants (it keeps
-- Markup List's view). The roles are touched so every device pulls the new grants.
INSERT INTO role_functions (role_id, menu_id, action)
SELECT r.id, mn.id, a.action
FROM roles r
JOIN menus mn ON mn.key IN ('markup.list', 'markup.create')
CROSS JOIN unnest(ARRAY['view', 'create', 'update', 'status', 'approve', 'delete', 'export']) AS a (action)
WHERE r.name = 'Super Admin' AND r.is_system
ON CONFLICT DO NOTHING;
DELETE FROM role_functions rf
USING roles r, menus mn
WHERE rf.role_id = r.id AND rf.menu_id = mn.id
  AND r.name = 'Merchant Admin' AND r.is_system AND mn.key = 'markup.create';
DELETE FROM role_menus rm
USING roles r, menus mn
WHERE rm.role_id = r.id AND rm.menu_id = mn.id
  AND r.name = 'Merchant Admin' AND r.is_system AND mn.key = 'markup.create';
DELETE FROM role_functions rf
USING roles r, menus mn
WHERE rf.role_id = r.id AND rf.menu_id = mn.id
  AND r.name = 'Merchant Admin' AND r.is_system AND mn.key = 'markup.list' AND rf.action <> 'view';
UPDATE roles SET name = name WHERE is_system AND name IN ('Super Admin', 'Merchant Admin');
