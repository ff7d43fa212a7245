-- Vaultline schema. Money is integer cents (bigint); percentages are basis points (integer).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  password_hash text NOT NULL,
  is_admin boolean NOT NULL DEFAULT false,
  is_verified boolean NOT NULL DEFAULT false,
  image_file_id uuid,
  card_name text,
  card_brand text,
  card_last4 text,
  card_expiry text,
  risk_accepted_version text,
  risk_accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_username_lower_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC);
-- Admin search: substring match on username, e-mail, first and last name.
CREATE INDEX users_search_trgm_idx ON users USING gin (
  (lower(username || ' ' || email || ' ' || first_name || ' ' || last_name)) gin_trgm_ops
);

CREATE TABLE password_reset_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Fixed-window counters shared by every app process (login, forgot-password).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);

CREATE TABLE files (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id uuid REFERENCES users(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('proof', 'identity', 'avatar', 'review')),
  stored_name text NOT NULL UNIQUE,
  mime text NOT NULL,
  size_bytes integer NOT NULL,
  is_public boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE users ADD CONSTRAINT users_image_file_fk FOREIGN KEY (image_file_id) REFERENCES files(id) ON DELETE SET NULL;

CREATE TABLE plans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  roi_bp integer NOT NULL CHECK (roi_bp > 0),
  min_cents bigint NOT NULL CHECK (min_cents >= 20000),
  max_cents bigint CHECK (max_cents IS NULL OR max_cents > min_cents),
  is_hidden boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE deposits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  plan_id uuid REFERENCES plans(id) ON DELETE SET NULL,
  plan_name text NOT NULL,
  plan_roi_bp integer NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  method text NOT NULL CHECK (method IN ('crypto', 'card')),
  currency text CHECK (currency IN ('BTC', 'USDT_ERC20')),
  tx_id text UNIQUE,
  proof_file_id uuid REFERENCES files(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'denied', 'withdrawn')),
  deny_reason text,
  expected_cents bigint,
  withdrawal_date timestamptz,
  payout_cents bigint,
  settle_note text,
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC);
CREATE INDEX deposits_status_idx ON deposits (status, created_at DESC);

-- Append-only: the wallet balance is SUM(amount_cents) per user. Rows are never updated or deleted.
CREATE TABLE ledger_entries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  kind text NOT NULL CHECK (kind IN ('deposit_payout', 'admin_adjustment', 'withdrawal', 'withdrawal_release', 'course_purchase')),
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  reason text,
  ref_type text,
  ref_id uuid,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_user_idx ON ledger_entries (user_id, created_at DESC);

CREATE TABLE withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  address text NOT NULL,
  network text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'denied', 'cancelled')),
  payout_tx_id text,
  deny_reason text,
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX withdrawals_user_idx ON withdrawals (user_id, created_at DESC);
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at DESC);

CREATE TABLE verification_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  phone text NOT NULL,
  ssn_encrypted text NOT NULL,
  ssn_last4 text NOT NULL,
  label text NOT NULL CHECK (label IN ('id_card', 'd_license')),
  front_file_id uuid NOT NULL REFERENCES files(id),
  back_file_id uuid NOT NULL REFERENCES files(id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'denied')),
  deny_reason_code text,
  deny_reason text,
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX verification_one_pending_per_user ON verification_requests (user_id) WHERE status = 'pending';
CREATE INDEX verification_status_idx ON verification_requests (status, created_at DESC);

CREATE TABLE course_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  course text NOT NULL CHECK (course IN ('monthly', 'fullPay')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  method text NOT NULL CHECK (method IN ('crypto', 'card', 'wallet')),
  proof_file_id uuid REFERENCES files(id),
  card_brand text,
  card_last4 text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'denied')),
  deny_reason text,
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX course_payments_user_idx ON course_payments (user_id, created_at DESC);
CREATE INDEX course_payments_status_idx ON course_payments (status, created_at DESC);

CREATE TABLE subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX subscribers_email_lower_key ON subscribers (lower(email));

CREATE TABLE reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  file_id uuid NOT NULL REFERENCES files(id),
  caption text,
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE faq_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  section text NOT NULL,
  question text NOT NULL,
  answer text NOT NULL,
  position integer NOT NULL
);
CREATE UNIQUE INDEX faq_items_question_key ON faq_items (section, question);

-- Every admin action, written in the same transaction as the action. Immutable (trigger below).
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  admin_id uuid REFERENCES users(id),
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC, id DESC);
CREATE INDEX audit_log_admin_idx ON audit_log (admin_id, created_at DESC);
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, created_at DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);

CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

-- Idempotency-Key: a retried money-moving POST returns the first answer.
CREATE TABLE idempotency_keys (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  route text NOT NULL,
  status_code integer,
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
