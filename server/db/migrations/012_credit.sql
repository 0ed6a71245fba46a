-- Credit (src/contract/credit.ts, credit-rules.ts; docs/ARCHITECTURE.md, Credit).
-- A merchant's credit is an append-only ledger: every movement is one row of `credit_entries`
-- with its action code (docs/product.md, Credit actions), written by ONE function
-- (server/lib/ledger/append-entry.ts) under the lock of the merchant's `credit_accounts` row, which caches
-- the figures after the last entry. The database refuses any change or removal of an entry; a mistake is a
-- new entry. Bank-in slips are stored here too (`stored_files`, bytea), in the transaction of their top-up.

-- Files the portal stores: bytes, the type sniffed from them (src/contract/file-type.ts), the
-- size and SHA-256. Never changed; a top-up refers to its slip.
CREATE TABLE stored_files (
  id uuid PRIMARY KEY,
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  type text NOT NULL CHECK (type IN ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
  size integer NOT NULL CHECK (size BETWEEN 1 AND 5242880),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  bytes bytea NOT NULL,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (octet_length(bytes) = size)
);
CREATE INDEX stored_files_sha256_idx ON stored_files (sha256);

-- One account per merchant: the figures after its last entry (`entry_count` of them) and a
-- credit-limit proposal awaiting a Checker. `id` repeats the merchant's id for the pull, which
-- names every mirrored row by `id`.
CREATE TABLE credit_accounts (
  merchant_id uuid PRIMARY KEY REFERENCES merchants (id),
  id uuid GENERATED ALWAYS AS (merchant_id) STORED,
  currency text NOT NULL DEFAULT 'MYR' CHECK (currency = 'MYR'),
  limit_sen bigint NOT NULL DEFAULT 0 CHECK (limit_sen BETWEEN 0 AND 10000000000000),
  balance_sen bigint NOT NULL DEFAULT 0 CHECK (abs(balance_sen) <= 10000000000000),
  pending_sen bigint NOT NULL DEFAULT 0 CHECK (pending_sen BETWEEN 0 AND 10000000000000),
  entry_count bigint NOT NULL DEFAULT 0 CHECK (entry_count >= 0),
  proposed_limit_sen bigint CHECK (proposed_limit_sen BETWEEN 0 AND 10000000000000),
  proposed_by uuid REFERENCES users (id),
  proposal_reason text,
  proposed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1,
  CHECK ((proposed_limit_sen IS NULL) = (proposed_at IS NULL)
    AND (proposed_limit_sen IS NULL) = (proposal_reason IS NULL))
);
CREATE INDEX credit_accounts_list_idx ON credit_accounts (updated_at DESC, merchant_id);

-- Top-ups: a merchant's bank transfer and its slip, Pending until a Checker decides.
CREATE TABLE top_ups (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  amount_sen bigint NOT NULL CHECK (amount_sen BETWEEN 100 AND 1000000000),
  currency text NOT NULL DEFAULT 'MYR' CHECK (currency = 'MYR'),
  method_code text NOT NULL CHECK (method_code IN ('DUITNOW', 'IBG', 'FPX', 'CDM', 'CHQ', 'TT')),
  bank_name text NOT NULL,
  account_number text NOT NULL,
  reference_number text NOT NULL,
  -- Malaysian local time as the slip shows it (no zone: the contract's `yyyy-mm-ddThh:mm`).
  bank_in_at timestamp NOT NULL,
  remark text,
  slip_file_id uuid NOT NULL REFERENCES stored_files (id),
  duplicate_of_id uuid REFERENCES top_ups (id),
  duplicate_of_at timestamptz,
  status text NOT NULL DEFAULT 'Pending'
    CHECK (status IN ('Pending', 'Approved', 'Rejected', 'Cancelled', 'Reversed')),
  submitted_by uuid NOT NULL REFERENCES users (id),
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  decision_reason text,
  -- To the millisecond, as the row carries it: the list orders by the column itself, so the
  -- (merchant_id, created_at DESC, id) index serves the default order.
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    CHECK (created_at = date_trunc('milliseconds', created_at)),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version bigint NOT NULL DEFAULT 1,
  CHECK ((status = 'Pending') = (decided_at IS NULL) AND (decided_at IS NULL) = (decided_by IS NULL)),
  CHECK ((duplicate_of_id IS NULL) = (duplicate_of_at IS NULL))
);
CREATE INDEX top_ups_list_idx ON top_ups (created_at DESC, id);
CREATE INDEX top_ups_merchant_list_idx ON top_ups (merchant_id, created_at DESC, id);
CREATE INDEX top_ups_status_idx ON top_ups (status, created_at DESC);
CREATE INDEX top_ups_slip_idx ON top_ups (slip_file_id);

-- The ledger. `entry_no` numbers a merchant's entries 1, 2, 3… (timestamps can tie); the
-- figures after each entry are stored with it, so the history shows a running balance.
CREATE TABLE credit_entries (
  id uuid PRIMARY KEY,
  merchant_id uuid NOT NULL REFERENCES merchants (id),
  entry_no bigint NOT NULL CHECK (entry_no >= 1),
  action text NOT NULL CHECK (action IN ('ADJUST_CREDIT_LIMIT', 'CANCELLED_PAYMENT', 'PAYMENT_ENTRY',
    'PAYMENT_REJECTED', 'PAYMENT_VERIFICATION', 'REFUND_AGENT_CREDIT', 'REDEEM_CREDIT', 'SYSTEM_UPDATE',
    'UNDO_APPROVED_PAYMENT')),
  amount_sen bigint NOT NULL CHECK (amount_sen <> 0 AND abs(amount_sen) <= 10000000000000),
  balance_after_sen bigint NOT NULL,
  limit_after_sen bigint NOT NULL,
  pending_after_sen bigint NOT NULL,
  top_up_id uuid REFERENCES top_ups (id),
  booking_id uuid REFERENCES bookings (id),
  reference text,
  note text,
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now())
    CHECK (created_at = date_trunc('milliseconds', created_at)),
  version bigint NOT NULL DEFAULT 1,
  UNIQUE (merchant_id, entry_no),
  -- The sign each action's amount has (src/contract/credit-rules.ts ENTRY_SIGN).
  CONSTRAINT credit_entries_sign_check CHECK (
    (action IN ('PAYMENT_ENTRY', 'PAYMENT_VERIFICATION', 'REFUND_AGENT_CREDIT') AND amount_sen > 0)
    OR (action IN ('PAYMENT_REJECTED', 'CANCELLED_PAYMENT', 'UNDO_APPROVED_PAYMENT', 'REDEEM_CREDIT')
        AND amount_sen < 0)
    OR action IN ('SYSTEM_UPDATE', 'ADJUST_CREDIT_LIMIT'))
);
CREATE INDEX credit_entries_list_idx ON credit_entries (created_at DESC, id);
CREATE INDEX credit_entries_merchant_list_idx ON credit_entries (merchant_id, created_at DESC, id);
CREATE INDEX credit_entries_top_up_idx ON credit_entries (top_up_id) WHERE top_up_id IS NOT NULL;
CREATE INDEX credit_entries_booking_idx ON credit_entries (booking_id) WHERE booking_id IS NOT NULL;

-- Append-only, for everyone, the table's owner included: no UPDATE, DELETE or TRUNCATE. (Named so
-- it fires before `sync_stamp`: triggers of one event run in name order.)
CREATE FUNCTION credit_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit entries are append-only: % refused', TG_OP
    USING ERRCODE = 'check_violation';
END
$$;
CREATE TRIGGER credit_entries_append_only BEFORE UPDATE OR DELETE ON credit_entries
  FOR EACH ROW EXECUTE FUNCTION credit_entries_refuse_change();
CREATE TRIGGER credit_entries_no_truncate BEFORE TRUNCATE ON credit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION credit_entries_refuse_change();

-- Stored files never change either (a slip is evidence).
CREATE FUNCTION stored_files_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stored files cannot change' USING ERRCODE = 'check_violation';
END
$$;
CREATE TRIGGER stored_files_immutable BEFORE UPDATE ON stored_files
  FOR EACH ROW EXECUTE FUNCTION stored_files_refuse_change();

-- Change tracking of the three mirrored tables, as 002_sync.sql tracks every mirrored table.
CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON top_ups
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON top_ups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('topUps', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON top_ups
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('topUps', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON top_ups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('topUps', 'merchant_id');

CREATE TRIGGER sync_stamp BEFORE INSERT ON credit_entries
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON credit_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('creditEntries', 'merchant_id');

CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON credit_accounts
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON credit_accounts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('creditAccounts', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON credit_accounts
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('creditAccounts', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON credit_accounts REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('creditAccounts', 'merchant_id');

-- The credit FAC defaults (src/contract/permissions.ts defaultFunctions, menu-tree.ts) on a
-- database seeded before: Super Admin holds every function of the credit menus; Merchant User now
-- sees Top Up too; both merchant roles create top-ups, a Merchant Admin also cancels them
-- (`status`), exports the history and pays its bookings with credit (`booking.list:update`). The roles are touched so every device pulls the new grants.
INSERT INTO role_menus (role_id, menu_id)
SELECT r.id, mn.id FROM roles r JOIN menus mn ON mn.key = 'credit.topup'
WHERE r.name = 'Merchant User' AND r.is_system
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT r.id, mn.id, a.action
FROM roles r
JOIN menus mn ON mn.key IN ('credit.management', 'credit.history', 'credit.topup')
CROSS JOIN unnest(ARRAY['view', 'create', 'update', 'status', 'approve', 'delete', 'export']) AS a (action)
WHERE r.name = 'Super Admin' AND r.is_system
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, a.action
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
CROSS JOIN unnest(ARRAY['view', 'create', 'status']) AS a (action)
WHERE r.name = 'Merchant Admin' AND r.is_system AND mn.key = 'credit.topup'
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, a.action
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
CROSS JOIN unnest(ARRAY['view', 'create']) AS a (action)
WHERE r.name = 'Merchant User' AND r.is_system AND mn.key = 'credit.topup'
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, 'export'
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
WHERE r.name = 'Merchant Admin' AND r.is_system AND mn.key = 'credit.history'
ON CONFLICT DO NOTHING;
INSERT INTO role_functions (role_id, menu_id, action)
SELECT rm.role_id, rm.menu_id, 'update'
FROM role_menus rm
JOIN roles r ON r.id = rm.role_id
JOIN menus mn ON mn.id = rm.menu_id
WHERE r.name = 'Merchant Admin' AND r.is_system AND mn.key = 'booking.list'
ON CONFLICT DO NOTHING;
UPDATE roles SET name = name WHERE is_system AND name IN ('Super Admin', 'Merchant Admin', 'Merchant User');
