-- The dashboard's recent activity (GET Dashboard/recentActivity) reads the newest audit entries:
-- without this index every call would sort the whole log.
CREATE INDEX IF NOT EXISTS audit_log_recent_idx ON audit_log (created_at DESC, id DESC);
