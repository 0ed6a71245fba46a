-- Markups and service fees (issue 18; docs/ARCHITECTURE.md, Markups). `merchant_id` null: for
-- every merchant (a merchant caller's scope includes those rows). The markups helper completes
-- this file (constraints, indexes, FAC grants for databases seeded before).
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
  CHECK (client_id IS NULL OR merchant_id IS NOT NULL)
);

CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON markups
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON markups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('markups', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON markups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('markups', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON markups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('markups', 'merchant_id');
