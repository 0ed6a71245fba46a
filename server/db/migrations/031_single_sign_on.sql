-- Single sign-on (docs/security.md, Single sign-on). A portal account is linked to one subject of
-- the configured OpenID provider at first-time login; a subject belongs to one account at most.
CREATE TABLE sso_identities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  issuer text NOT NULL,
  subject text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  UNIQUE (issuer, subject)
);
CREATE INDEX sso_identities_user_idx ON sso_identities (user_id);

-- One trip to the provider: the state it must send back, the nonce its ID token must carry, the
-- PKCE verifier, and the hash of the browser's binding cookie (the callback must come from the
-- browser that started), stored by the state's hash. Used once, within minutes. A first-time login keeps
-- the invited user, the link's token row and the security answers to save when the provider agrees.
CREATE TABLE sso_flows (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  state_hash text NOT NULL UNIQUE,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  browser_hash text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('signIn', 'firstLogin')),
  user_id uuid REFERENCES users (id) ON DELETE CASCADE,
  account_token_id uuid REFERENCES account_tokens (id) ON DELETE CASCADE,
  pending jsonb,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_flows_expires_idx ON sso_flows (expires_at);

-- The one-time sign-in grant the callback hands to the app's /login (never a token in the URL):
-- stored hashed, valid for a minute, spent by the app's POST that signs in.
CREATE TABLE sso_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  grant_hash text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sso_grants_expires_idx ON sso_grants (expires_at);
