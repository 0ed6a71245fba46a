-- Four-eyes changes of a user (docs/security.md, Four-eyes changes): a change of a staff user's
-- level or role, or of another user's email, waits here until another staff Checker decides it.
-- `pending_change` holds the new values (JSON, the contract's field names), with who proposed
-- them and when; the live columns keep their values until the approval applies them. The three
-- columns are set and cleared together.
ALTER TABLE users ADD COLUMN pending_change jsonb;
ALTER TABLE users ADD COLUMN pending_by uuid REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN pending_at timestamptz;
ALTER TABLE users ADD CONSTRAINT users_pending_change_object
  CHECK (pending_change IS NULL OR jsonb_typeof(pending_change) = 'object');
