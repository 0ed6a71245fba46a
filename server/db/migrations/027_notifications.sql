-- Notifications (docs/ARCHITECTURE.md, Notifications): one row per recipient, kept here and
-- mirrored to their device like every area, so the change-log triggers of migration 002 log them
-- under the recipient's merchant (null for staff). A recipient reads only their own rows
-- (docs/security.md), so every index leads with user_id.
CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  merchant_id uuid REFERENCES merchants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN (
    'merchant.pending', 'merchant.decided', 'organization.pending', 'topUp.pending', 'topUp.decided',
    'creditLimit.pending', 'creditLimit.decided', 'case.assigned', 'case.reply', 'case.reopened')),
  subject_entity text NOT NULL CHECK (subject_entity IN ('merchants', 'organizations', 'topUps', 'creditAccounts', 'cases')),
  subject_id uuid NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  read_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT date_trunc('milliseconds', now()),
  version bigint NOT NULL DEFAULT 1
);

-- The bell (unread rows), the list's orders, and the waiting rows a decision resolves.
CREATE INDEX notifications_unread_idx ON notifications (user_id, created_at) WHERE read_at IS NULL;
CREATE INDEX notifications_sort_created_at_idx
  ON notifications (user_id, (date_trunc('milliseconds', (created_at) AT TIME ZONE 'UTC')), id);
CREATE INDEX notifications_sort_kind_idx ON notifications (user_id, (lower(coalesce(kind, '')) COLLATE "C"), id);
CREATE INDEX notifications_subject_idx ON notifications (subject_id, kind) WHERE read_at IS NULL;

CREATE TRIGGER sync_stamp BEFORE INSERT OR UPDATE ON notifications
  FOR EACH ROW EXECUTE FUNCTION sync_stamp_row();
CREATE TRIGGER sync_log_insert AFTER INSERT ON notifications REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('notifications', 'merchant_id');
CREATE TRIGGER sync_log_update AFTER UPDATE ON notifications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('notifications', 'merchant_id');
CREATE TRIGGER sync_log_delete AFTER DELETE ON notifications REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sync_log_changes('notifications', 'merchant_id');
