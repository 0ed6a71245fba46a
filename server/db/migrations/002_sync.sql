-- Change tracking for the delta pull (docs/ARCHITECTURE.md, Offline core) and the idempotency store of mutating calls.
--
-- Every write to a mirrored table takes a fresh `version` from ONE global sequence (so versions
-- compare across rows and only grow) and appends to `sync_changes`; deletes leave a tombstone
-- entry. Triggers do it, so no write path can forget it.
--
-- The pull cursor is (txid, seq), not seq alone: a seq taken before commit can become visible
-- after a higher one. A pull only reads entries whose txid is below the xmin of its snapshot:
-- every transaction below that watermark has finished, so nothing can later appear behind the
-- cursor (server/features/sync/log-page.ts).

CREATE SEQUENCE sync_version_seq;

-- Existing rows (a database created before this migration) get distinct versions once.
UPDATE roles SET version = nextval('sync_version_seq');
UPDATE menus SET version = nextval('sync_version_seq');
UPDATE merchants SET version = nextval('sync_version_seq');
UPDATE users SET version = nextval('sync_version_seq');
UPDATE bookings SET version = nextval('sync_version_seq');
UPDATE invoices SET version = nextval('sync_version_seq');

CREATE TABLE sync_changes (
  seq bigserial PRIMARY KEY,
  txid xid8 NOT NULL DEFAULT pg_current_xact_id(),
  -- The sync entity name of the contract (SYNC_ENTITIES): the `menus` table is `menu`.
  entity text NOT NULL,
  entity_id uuid NOT NULL,
  op text NOT NULL CHECK (op IN ('upsert', 'delete')),
  -- Whose rows these are: merchants -> their own id; users, bookings, invoices -> merchant_id
  -- (null for staff users); roles and menu -> null, and visible to everyone signed in.
  merchant_id uuid,
  -- The row's version after the write; a tombstone takes a fresh one.
  version bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sync_changes_cursor_idx ON sync_changes (txid, seq);
CREATE INDEX sync_changes_merchant_idx ON sync_changes (merchant_id, txid, seq);
CREATE INDEX sync_changes_global_idx ON sync_changes (txid, seq)
  WHERE merchant_id IS NULL AND entity IN ('roles', 'menu');

-- BEFORE INSERT/UPDATE, per row: the new version; updated_at on update. An insert keeps a given
-- updated_at (the seed writes realistic history), defaulting to now().
CREATE FUNCTION sync_stamp_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := nextval('sync_version_seq');
  IF TG_OP = 'UPDATE' THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;

-- AFTER INSERT/UPDATE/DELETE, per statement with transition tables: one INSERT ... SELECT per
-- statement instead of one per row keeps bulk seeding fast. Arguments: the sync entity name and
-- the scope column ('' when the entity is visible to everyone).
CREATE FUNCTION sync_log_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entity text := TG_ARGV[0];
  scope_new text := CASE WHEN TG_ARGV[1] = '' THEN 'NULL::uuid' ELSE format('n.%I', TG_ARGV[1]) END;
  scope_old text := CASE WHEN TG_ARGV[1] = '' THEN 'NULL::uuid' ELSE format('o.%I', TG_ARGV[1]) END;
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO sync_changes (entity, entity_id, op, merchant_id, version)
       SELECT %L, n.id, ''upsert'', %s, n.version FROM new_rows n ORDER BY n.version',
      entity, scope_new);
  ELSIF TG_OP = 'UPDATE' THEN
    -- A row that moved to another scope is also announced to its old scope, whose pull then
    -- finds it out of scope and sends a delete.
    EXECUTE format(
      'INSERT INTO sync_changes (entity, entity_id, op, merchant_id, version)
       SELECT %L, n.id, ''upsert'', %s, n.version FROM new_rows n
       UNION ALL
       SELECT %L, n.id, ''upsert'', %s, n.version
       FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE %s IS DISTINCT FROM %s',
      entity, scope_new, entity, scope_old, scope_old, scope_new);
  ELSE
    EXECUTE format(
      'INSERT INTO sync_changes (entity, entity_id, op, merchant_id, version)
       SELECT %L, o.id, ''delete'', %s, nextval(''sync_version_seq'') FROM old_rows o',
      entity, scope_old);
  END IF;
  RETURN NULL;
END
$$;

-- Transition tables allow one event per trigger, hence three AFTER triggers per table.
CREATE PROCEDURE sync_track(tbl regclass, entity text, scope_column text) LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON %s
    FOR EACH ROW EXECUTE FUNCTION sync_stamp_row()', tbl);
  EXECUTE format('CREATE TRIGGER sync_log_insert AFTER INSERT ON %s REFERENCING NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes(%L, %L)', tbl, entity, scope_column);
  EXECUTE format('CREATE TRIGGER sync_log_update AFTER UPDATE ON %s
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes(%L, %L)', tbl, entity, scope_column);
  EXECUTE format('CREATE TRIGGER sync_log_delete AFTER DELETE ON %s REFERENCING OLD TABLE AS old_rows
    FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes(%L, %L)', tbl, entity, scope_column);
END
$$;

CALL sync_track('merchants', 'merchants', 'id');
CALL sync_track('users', 'users', 'merchant_id');
CALL sync_track('bookings', 'bookings', 'merchant_id');
CALL sync_track('invoices', 'invoices', 'merchant_id');
CALL sync_track('roles', 'roles', '');
CALL sync_track('menus', 'menu', '');
DROP PROCEDURE sync_track(regclass, text, text);

-- Idempotency store: a completed mutating call per (user, Idempotency-Key), with the fingerprint
-- of its request and the answer to replay. Only 2xx answers are kept (server/lib/idempotency.ts).
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
