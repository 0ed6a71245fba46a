-- The second factor (docs/security.md, "Second factor"): time-based one-time codes (TOTP) with
-- ten single-use recovery codes, the role setting that requires it, and the tickets of the
-- second sign-in step.

-- Which users of a role need a second factor: nobody, its Checkers, or everyone.
ALTER TABLE roles ADD COLUMN second_factor text NOT NULL DEFAULT 'none'
  CHECK (second_factor IN ('none', 'checkers', 'everyone'));
-- Staff Checkers approve money, so staff roles require it of them; a demo database (its four
-- accounts share a public password) keeps one-step sign-in, as its seed does.
UPDATE roles SET second_factor = 'checkers'
WHERE scope = 'staff'
  AND (SELECT count(*) FROM users
       WHERE username IN ('admin', 'maker', 'merchant.admin', 'merchant.user')) < 4;

-- A user's authenticator. The secret is encrypted with a key derived from the server's secret;
-- last_step is the time step of the last code accepted, so a code is never accepted twice.
-- pending_*: a replacement being set up from Security settings, until its first code confirms it.
CREATE TABLE user_second_factors (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_enc text,
  last_step bigint,
  failed_attempts integer NOT NULL DEFAULT 0,
  enabled_at timestamptz,
  pending_secret_enc text,
  pending_expires_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Ten single-use recovery codes, each stored as an HMAC under the server's secret.
CREATE TABLE second_factor_recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX second_factor_recovery_codes_user_idx ON second_factor_recovery_codes (user_id);

-- The second step of a sign-in: a short-lived single-use ticket (only its sha256 stored), bound
-- to the user and to the method that proved the first step. kind 'setup' leads a user whose role
-- requires a factor and who has none through setting one up (its secret waits here, encrypted).
CREATE TABLE second_factor_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('password', 'passkey', 'sso')),
  kind text NOT NULL CHECK (kind IN ('code', 'setup')),
  pending_secret_enc text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX second_factor_tickets_user_idx ON second_factor_tickets (user_id, created_at);

-- Security settings confirm setting up, renewing codes and turning off with a one-time password
-- (the purposes of the changes before it, registering a passkey among them, stay allowed).
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
  CHECK (purpose IN ('password', 'mobile', 'question', 'phrase', 'passkey', 'secondFactor'));
