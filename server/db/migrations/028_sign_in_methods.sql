-- How each session began (docs/security.md, Sign-in methods): a password, a passkey or single
-- sign-on. A refresh keeps its family's method, so every row of a family says the same.
ALTER TABLE sessions ADD COLUMN method text NOT NULL DEFAULT 'password'
  CHECK (method IN ('password', 'passkey', 'sso'));
