-- Crypto quotes (docs/payments.md): how much coin to send for a dollar amount, at a rate, until an expiry,
-- to an address that is fresh per payment when an extended public key is configured.

-- The next receive index per chain: one atomic UPDATE … RETURNING hands each index out once.
CREATE TABLE crypto_address_counters (
  chain text PRIMARY KEY CHECK (chain IN ('btc', 'eth')),
  next_index integer NOT NULL DEFAULT 0 CHECK (next_index >= 0)
);
INSERT INTO crypto_address_counters (chain) VALUES ('btc'), ('eth');

-- Every derived address, once: an index or an address is never given to a second payment.
CREATE TABLE crypto_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chain text NOT NULL CHECK (chain IN ('btc', 'eth')),
  derivation_index integer NOT NULL CHECK (derivation_index >= 0),
  address text NOT NULL UNIQUE,
  user_id uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (chain, derivation_index)
);

CREATE TABLE crypto_quotes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  purpose text NOT NULL CHECK (purpose IN ('deposit', 'course')),
  currency text NOT NULL CHECK (currency IN ('BTC', 'USDT_ERC20')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  rate_cents bigint NOT NULL CHECK (rate_cents > 0),
  rate_source text NOT NULL,
  rate_at timestamptz NOT NULL,
  coin_units bigint NOT NULL CHECK (coin_units > 0),
  address text NOT NULL,
  -- Null: a shared configured address.
  address_id uuid REFERENCES crypto_addresses(id),
  derivation_index integer,
  previous_quote_id uuid REFERENCES crypto_quotes(id),
  quoted_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- The deposit or course payment paid against this quote; a quote pays for one thing only.
  used_by uuid UNIQUE,
  used_at timestamptz,
  CHECK (expires_at > quoted_at),
  CHECK ((used_by IS NULL) = (used_at IS NULL))
);
CREATE INDEX crypto_quotes_user_idx ON crypto_quotes (user_id, quoted_at DESC);
CREATE INDEX crypto_quotes_address_idx ON crypto_quotes (address);

-- What a crypto deposit or course payment was quoted (null when the payer sent none: "not stated").
ALTER TABLE deposits ADD COLUMN quote_id uuid REFERENCES crypto_quotes(id);
ALTER TABLE deposits ADD COLUMN quote_rate_cents bigint;
ALTER TABLE deposits ADD COLUMN quote_coin_units bigint;
ALTER TABLE deposits ADD COLUMN pay_address text;
ALTER TABLE deposits ADD COLUMN pay_address_index integer;
ALTER TABLE deposits ADD COLUMN quoted_at timestamptz;

ALTER TABLE course_payments ADD COLUMN currency text CHECK (currency IN ('BTC', 'USDT_ERC20'));
ALTER TABLE course_payments ADD COLUMN tx_id text;
ALTER TABLE course_payments ADD COLUMN quote_id uuid REFERENCES crypto_quotes(id);
ALTER TABLE course_payments ADD COLUMN quote_rate_cents bigint;
ALTER TABLE course_payments ADD COLUMN quote_coin_units bigint;
ALTER TABLE course_payments ADD COLUMN pay_address text;
ALTER TABLE course_payments ADD COLUMN pay_address_index integer;
ALTER TABLE course_payments ADD COLUMN quoted_at timestamptz;
