-- Passkeys (docs/security.md, Passkeys): WebAuthn credentials bound to a user, and the
-- challenges of their ceremonies, each used once and short-lived.
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- base64url, as the browser names the credential.
  credential_id text NOT NULL UNIQUE,
  public_key bytea NOT NULL,
  -- The authenticator's signature counter: an assertion must raise it (when it counts at all).
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  -- Named from the registering browser's user agent, as sessions.device_name; unbinding that
  -- browser (same user agent) removes the passkey.
  device_name text NOT NULL,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id, created_at);

-- A registration challenge belongs to the signed-in user; a sign-in challenge to nobody yet
-- (discoverable credentials: the passkey names its user).
CREATE TABLE passkey_challenges (
  challenge text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('register', 'signIn')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX passkey_challenges_expiry_idx ON passkey_challenges (expires_at);

-- Registering or removing a passkey is a security change confirmed by a one-time password.
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
  CHECK (purpose IN ('password', 'mobile', 'question', 'phrase', 'passkey'));
