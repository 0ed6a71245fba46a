-- Account and security flows. Secrets live beside `users`, not in it, so nothing that
-- mirrors or lists users can ever carry them.

-- One row per user once they have set up their security details (first-time login).
CREATE TABLE user_security (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- One of the 8 predefined question keys (src/contract/account.ts); the answer is hashed
  -- (argon2id) after normalising case and spaces.
  question text,
  answer_hash text,
  -- Shown back in every mail we send (anti-phishing), so it is stored readable.
  phrase text,
  terms_accepted_at timestamptz,
  -- Language of the mail we send this user ('en' or 'ms'): the one they last used with us.
  locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'ms')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Links sent by mail: password reset, first-time login, email verification. Only the sha256 of
-- a token is stored; a token is used once (used_at) and expires.
CREATE TABLE account_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'firstLogin', 'verifyEmail')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_tokens_user_idx ON account_tokens (user_id, purpose);

-- One-time passwords confirming a security-setting change. A new challenge replaces the open
-- ones of the same purpose; wrong codes count towards a limit.
CREATE TABLE otp_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password', 'mobile', 'question', 'phrase')),
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX otp_challenges_user_idx ON otp_challenges (user_id, purpose, created_at);
