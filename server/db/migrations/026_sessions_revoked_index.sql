-- The change-notice tail reads the sessions revoked in the last seconds, four times a second
-- (docs/ARCHITECTURE.md, Change notices).
CREATE INDEX sessions_revoked_idx ON sessions (revoked_at) WHERE revoked_at IS NOT NULL;
