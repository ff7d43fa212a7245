-- The demo (paper-trading) account of the course: virtual dollars and coins only. Nothing here is
-- money: no row in these tables ever touches the wallet, the ledger or any payment table.

CREATE TABLE demo_accounts (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  -- Virtual cash in cents; the order's row lock and this check keep it from going negative.
  cash_cents bigint NOT NULL CHECK (cash_cents >= 0),
  started_at timestamptz NOT NULL,
  reset_at timestamptz
);

-- One holding per coin, average-cost method: qty in 1e-8 coin units, cost = total cost basis in cents.
CREATE TABLE demo_positions (
  user_id uuid NOT NULL REFERENCES demo_accounts(user_id) ON DELETE CASCADE,
  symbol text NOT NULL CHECK (symbol IN ('BTC', 'ETH')),
  qty_units bigint NOT NULL CHECK (qty_units > 0),
  cost_cents bigint NOT NULL CHECK (cost_cents >= 0),
  PRIMARY KEY (user_id, symbol)
);

CREATE TABLE demo_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES demo_accounts(user_id) ON DELETE CASCADE,
  symbol text NOT NULL CHECK (symbol IN ('BTC', 'ETH')),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  qty_units bigint NOT NULL CHECK (qty_units > 0),
  -- Execution price per coin with the spread; the feed's mid price beside it.
  price_cents bigint NOT NULL CHECK (price_cents > 0),
  mid_price_cents bigint NOT NULL CHECK (mid_price_cents > 0),
  notional_cents bigint NOT NULL CHECK (notional_cents > 0),
  -- Sells only: proceeds minus the average cost of the quantity sold.
  realised_pnl_cents bigint,
  created_at timestamptz NOT NULL
);
CREATE INDEX demo_orders_user_idx ON demo_orders (user_id, created_at DESC);
