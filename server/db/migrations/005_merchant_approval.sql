-- Maker-checker for merchants: who submitted the merchant's current version, so that
-- nobody approves or rejects their own submission, and the latest decision with its reason.
-- The approval history itself is the audit log (actions merchant.create, merchant.update,
-- merchant.approval), which also records the page path of every change.
ALTER TABLE merchants ADD COLUMN submitted_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE merchants ADD COLUMN rejection_reason text;
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, created_at);
