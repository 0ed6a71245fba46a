-- The audit trail is evidence (docs/security.md, Hardening): like credit_entries (migration 012)
-- it is append-only for everyone, the table's owner included, and each entry names the client
-- address and user agent of the request that wrote it (sign-in failures included).
ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS client_address text;
ALTER TABLE audit_log ADD COLUMN IF NOT EXISTS user_agent text;

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit entries are append-only: % refused', TG_OP
    USING ERRCODE = 'check_violation';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
