-- Passkeys (WebAuthn credentials) a member registered: several per member, each with a name they
-- choose. A passkey is a second factor, and signs in without a password (docs/security.md).
CREATE TABLE passkeys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- The authenticator's credential id, base64url, as the browser sends it back.
  credential_id text NOT NULL UNIQUE,
  -- The COSE public key, base64url.
  public_key text NOT NULL,
  -- The authenticator's signature counter: a value that does not grow betrays a cloned key.
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  name text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_idx ON passkeys (user_id);

-- WebAuthn challenges, kept on the server: each is spent by the one answer that uses it, and dies
-- after a few minutes. `user_id` is null for a sign-in (the passkey names the member).
CREATE TABLE webauthn_challenges (
  challenge text PRIMARY KEY,
  user_id uuid,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in', 'step_up')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX webauthn_challenges_expiry_idx ON webauthn_challenges (expires_at);

-- Whether a member has a passkey is part of the session check (an admin may use one instead of an
-- authenticator app): adding or removing one tells every process, as two-factor does (0024).
CREATE FUNCTION passkeys_notify_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_users_changed(ARRAY(SELECT DISTINCT user_id FROM added));
  RETURN NULL;
END $$;

CREATE TRIGGER passkeys_changed_insert AFTER INSERT ON passkeys
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION passkeys_notify_added();
CREATE TRIGGER passkeys_changed_delete AFTER DELETE ON passkeys
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION notify_removed_users();
