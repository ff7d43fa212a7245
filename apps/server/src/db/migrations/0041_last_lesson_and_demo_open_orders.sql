-- The lesson each member opened last: "Continue where you left off" returns there while it is
-- unfinished. One row per member, overwritten at each lesson opened.
CREATE TABLE lesson_views (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  lesson_id uuid NOT NULL REFERENCES course_lessons(id) ON DELETE CASCADE,
  viewed_at timestamptz NOT NULL
);

-- Limit and stop orders of the demo account (virtual money only, never the ledger) waiting for the
-- price feed to reach their trigger. A filled one becomes a demo_orders row and leaves this table; a
-- cancelled one is deleted; one that triggers but cannot fill (not enough virtual cash or coin)
-- stays with its reason until the member dismisses it.
CREATE TABLE demo_open_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES demo_accounts(user_id) ON DELETE CASCADE,
  symbol text NOT NULL CHECK (symbol IN ('BTC', 'ETH')),
  side text NOT NULL CHECK (side IN ('buy', 'sell')),
  type text NOT NULL CHECK (type IN ('limit', 'stop')),
  qty_units bigint NOT NULL CHECK (qty_units > 0),
  trigger_cents bigint NOT NULL CHECK (trigger_cents > 0),
  created_at timestamptz NOT NULL,
  failed_at timestamptz,
  failed_reason text
);
CREATE INDEX demo_open_orders_user_idx ON demo_open_orders (user_id, created_at DESC);
CREATE INDEX demo_open_orders_waiting_idx ON demo_open_orders (symbol) WHERE failed_at IS NULL;

-- How each filled order was placed: at the market, or by a limit or stop order reaching its price.
ALTER TABLE demo_orders ADD COLUMN type text NOT NULL DEFAULT 'market' CHECK (type IN ('market', 'limit', 'stop'));
