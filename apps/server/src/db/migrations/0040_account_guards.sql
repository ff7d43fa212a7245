-- The account's guards: the member's anti-phishing code (shown at the top of every e-mail), the
-- freeze ("This wasn't me") and the settings lock with its unlock delay. One row per member who has
-- set any of them; no row means none is set.
CREATE TABLE account_guards (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  anti_phishing_code text,
  -- Frozen since; an unfreeze asked for (password and second factor) takes effect at unfreeze_at.
  frozen_at timestamptz,
  unfreeze_at timestamptz,
  -- Locked since, the delay the member chose (1-30 days), and when an asked-for unlock takes effect.
  settings_locked_at timestamptz,
  settings_lock_days integer CHECK (settings_lock_days BETWEEN 1 AND 30),
  settings_unlock_at timestamptz,
  updated_at timestamptz NOT NULL
);

-- One-use "This wasn't me" links of security e-mails. Only a hash of the token is kept.
CREATE TABLE freeze_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX freeze_links_user_idx ON freeze_links (user_id);
