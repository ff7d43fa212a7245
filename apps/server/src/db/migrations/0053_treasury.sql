-- The treasury (docs/treasury.md): where the coins are, what the books owe against what is held per
-- asset, and the orders that bring the coins to the books. Amounts are integer base units
-- (satoshis, wei, USDT's 6-decimal units, cents) kept as numeric(40,0): wei overflow bigint.

-- A place that holds coins or dollars: an on-chain address, the exchange account, or a declared
-- balance (a bank or a custodian). Added or changed by one admin, in force once a second approves.
CREATE TABLE treasury_locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('onchain', 'exchange', 'declared')),
  -- What it holds: one asset for an address or a declared balance; null for the exchange account.
  asset text CHECK (asset IN ('BTC', 'ETH', 'USDT', 'USD')),
  address text,
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'active', 'rejected', 'retired')),
  -- 'config': created at start from RESERVE_ADDRESSES (no decision: the operator's configuration).
  origin text NOT NULL DEFAULT 'admin' CHECK (origin IN ('admin', 'config')),
  proposed_by uuid REFERENCES users(id),
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL,
  CHECK ((kind = 'exchange') = (asset IS NULL)),
  CHECK ((kind = 'onchain') = (address IS NOT NULL))
);
CREATE UNIQUE INDEX treasury_locations_address_idx ON treasury_locations (asset, address)
  WHERE address IS NOT NULL AND status IN ('proposed', 'active');

-- A declared balance of a 'declared' location: entered with its statement by one admin, counted
-- once another confirms it. The newest confirmed one per location counts.
CREATE TABLE treasury_declared_balances (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  location_id uuid NOT NULL REFERENCES treasury_locations(id),
  units numeric(40, 0) NOT NULL CHECK (units >= 0),
  as_of date NOT NULL,
  statement_file_id uuid NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'rejected')),
  entered_by uuid NOT NULL REFERENCES users(id),
  decided_by uuid REFERENCES users(id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX treasury_declared_balances_location_idx ON treasury_declared_balances (location_id, as_of);

-- One figure per UTC day and asset (BTC, ETH, USD): owed by the books, held, in transit, and the
-- difference in units and in cents at the day's price; the detail says where each part comes from.
CREATE TABLE treasury_reconciliations (
  day date NOT NULL,
  asset text NOT NULL CHECK (asset IN ('BTC', 'ETH', 'USD')),
  owed_units numeric(40, 0) NOT NULL,
  held_units numeric(40, 0) NOT NULL,
  transit_units numeric(40, 0) NOT NULL,
  difference_units numeric(40, 0) NOT NULL,
  price_cents bigint NOT NULL,
  difference_cents bigint NOT NULL,
  is_short boolean NOT NULL,
  detail jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (day, asset)
);

-- An order the treasury proposed to bring holdings to the books, its decision and its execution.
CREATE TABLE treasury_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_order_id text NOT NULL UNIQUE,
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  asset text NOT NULL CHECK (asset IN ('BTC', 'ETH')),
  units numeric(40, 0) NOT NULL CHECK (units > 0),
  -- The price the books used when the order was proposed (cents per whole coin).
  book_price_cents bigint NOT NULL,
  value_cents bigint NOT NULL,
  needs_two boolean NOT NULL,
  status text NOT NULL DEFAULT 'proposed' CHECK (status IN
    ('proposed', 'approved', 'placed', 'unknown', 'partially_filled', 'filled', 'rejected', 'cancelled', 'dismissed')),
  first_approved_by uuid REFERENCES users(id),
  approved_by uuid REFERENCES users(id),
  approved_at timestamptz,
  exchange_name text,
  exchange_order_id text,
  filled_units numeric(40, 0) NOT NULL DEFAULT 0,
  reason text,
  created_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX treasury_orders_open_idx ON treasury_orders (asset) WHERE status IN ('proposed', 'approved', 'placed', 'unknown');

-- A fill of an order, from the exchange's answer or recorded by hand (or a CSV of the exchange's
-- trades), booked at its real price; the difference from the book price and the fee are its cost.
CREATE TABLE treasury_fills (
  id bigserial PRIMARY KEY,
  order_id uuid NOT NULL REFERENCES treasury_orders(id),
  exchange text NOT NULL,
  trade_id text NOT NULL,
  units numeric(40, 0) NOT NULL CHECK (units > 0),
  price_cents bigint NOT NULL CHECK (price_cents > 0),
  fee_cents bigint NOT NULL CHECK (fee_cents >= 0),
  -- What the fill cost against the book price (positive: worse than the books), fee excluded.
  slippage_cents bigint NOT NULL,
  charged_to text NOT NULL CHECK (charged_to IN ('operator', 'plan')),
  source text NOT NULL CHECK (source IN ('exchange', 'manual', 'csv')),
  recorded_by uuid REFERENCES users(id),
  filled_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (exchange, trade_id)
);
CREATE INDEX treasury_fills_order_idx ON treasury_fills (order_id);

-- The simulated exchange's account (EXCHANGE=simulated; demonstration installations only): its
-- balances and the orders it filled, in the database so they survive restarts and every process agrees.
CREATE TABLE simulated_exchange_balances (
  asset text PRIMARY KEY CHECK (asset IN ('BTC', 'ETH', 'USDT', 'USD')),
  units numeric(40, 0) NOT NULL
);
CREATE TABLE simulated_exchange_orders (
  client_order_id text PRIMARY KEY,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

-- A movement of coins between two locations (a deposit address to the exchange, the exchange to
-- cold storage) with its transaction id; in transit until it is seen confirmed. A null source is
-- the members' deposit addresses.
CREATE TABLE treasury_transfers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_location_id uuid REFERENCES treasury_locations(id),
  to_location_id uuid NOT NULL REFERENCES treasury_locations(id),
  asset text NOT NULL CHECK (asset IN ('BTC', 'ETH', 'USDT', 'USD')),
  units numeric(40, 0) NOT NULL CHECK (units > 0),
  tx_id text NOT NULL,
  status text NOT NULL DEFAULT 'in_transit' CHECK (status IN ('in_transit', 'confirmed')),
  recorded_by uuid NOT NULL REFERENCES users(id),
  confirmed_by uuid REFERENCES users(id),
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (asset, tx_id)
);
