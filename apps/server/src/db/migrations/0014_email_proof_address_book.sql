-- E-mail proof and the withdrawal address book.

-- Accounts created before this migration (and the bootstrap admin) count as confirmed.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
UPDATE users SET email_confirmed_at = created_at;

-- One-use links: 'confirm' proves the account's current address, 'change' moves the account to
-- `email` once opened. Only a hash of the token is kept.
CREATE TABLE email_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'change')),
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX email_tokens_open_idx ON email_tokens (user_id, purpose) WHERE used_at IS NULL;

-- Saved payout destinations; a new one is usable only from usable_from (the holding period).
-- address_key is the form two spellings of one address share (ERC20 and bech32 ignore case).
CREATE TABLE withdrawal_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('BTC', 'USDT_ERC20')),
  address text NOT NULL,
  address_key text NOT NULL,
  label text,
  created_at timestamptz NOT NULL,
  usable_from timestamptz NOT NULL
);
CREATE UNIQUE INDEX withdrawal_addresses_key ON withdrawal_addresses (user_id, network, address_key);

-- When the destination was saved, kept on the request so admins see the address's age.
ALTER TABLE withdrawals ADD COLUMN address_saved_at timestamptz;
