-- Two-factor authentication (TOTP, RFC 6238) with recovery codes.

-- When a session passed the second factor (at sign-in, or when two-factor was turned on in it).
ALTER TABLE sessions ADD COLUMN two_factor_at timestamptz;

-- One authenticator per member. enabled_at is null while a set-up waits for its first code.
-- The secret is sealed with ENCRYPTION_KEY (AES-256-GCM). last_step is the time step of the last code
-- accepted: a code is taken only for a later step, so none can be used twice.
CREATE TABLE two_factor (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  enabled_at timestamptz,
  last_step bigint,
  created_at timestamptz NOT NULL
);

-- Single-use recovery codes, stored as SHA-256 hashes (they are random, 50 bits each).
CREATE TABLE recovery_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX recovery_codes_user_hash_idx ON recovery_codes (user_id, code_hash);
