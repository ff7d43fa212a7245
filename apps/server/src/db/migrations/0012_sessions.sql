-- Sessions a member can see and end, and the security events shown on their security page.
-- Tokens issued before this migration carry no session id and stop working: everyone signs in once.

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  ip text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  revoked_at timestamptz,
  revoked_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id, last_seen_at DESC);

CREATE TABLE security_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind text NOT NULL,
  ip text,
  user_agent text,
  detail text,
  created_at timestamptz NOT NULL
);
CREATE INDEX security_events_user_idx ON security_events (user_id, created_at DESC);
