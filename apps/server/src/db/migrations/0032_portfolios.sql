-- Plans become model portfolios: target weights over BTC, ETH and dollar cash, a yearly fee, a
-- holding period, and holdings in integer base units (satoshis, gwei, cents) with the units
-- outstanding in micro-units. A plan no longer has a promised return: roi_bp goes.
-- The holdings on the plan row are a running copy of the sum of its plan_transactions, kept in the
-- same transaction as each row is added (a test checks they agree).
ALTER TABLE plans
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN weight_btc smallint NOT NULL DEFAULT 10,
  ADD COLUMN weight_eth smallint NOT NULL DEFAULT 10,
  ADD COLUMN weight_usd smallint NOT NULL DEFAULT 80,
  ADD COLUMN fee_bp integer NOT NULL DEFAULT 50,
  ADD COLUMN holding_days integer NOT NULL DEFAULT 30,
  ADD COLUMN sats bigint NOT NULL DEFAULT 0,
  ADD COLUMN gwei bigint NOT NULL DEFAULT 0,
  ADD COLUMN cash_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN units_micro bigint NOT NULL DEFAULT 0,
  -- NAV per unit in micro-dollars at the last transaction: what an empty plan's next unit costs.
  ADD COLUMN nav_micro bigint NOT NULL DEFAULT 1000000,
  ADD COLUMN launched_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT plans_weights_check CHECK (
    weight_btc BETWEEN 0 AND 100 AND weight_eth BETWEEN 0 AND 100 AND weight_usd BETWEEN 0 AND 100
    AND weight_btc + weight_eth + weight_usd = 100),
  ADD CONSTRAINT plans_fee_check CHECK (fee_bp BETWEEN 0 AND 500),
  ADD CONSTRAINT plans_holding_days_check CHECK (holding_days BETWEEN 1 AND 365),
  ADD CONSTRAINT plans_holdings_check CHECK (sats >= 0 AND gwei >= 0 AND cash_cents >= 0 AND units_micro >= 0 AND nav_micro >= 0);
ALTER TABLE plans DROP COLUMN roi_bp;

-- The five tiers, from cautious (mostly cash) to adventurous (mostly coins).
UPDATE plans SET weight_usd = 80, weight_btc = 15, weight_eth = 5, fee_bp = 50,
  description = 'Cautious: mostly dollar cash (80%), with a small part in bitcoin and ether. The value moves little but can still fall.'
  WHERE name = 'Standard';
UPDATE plans SET weight_usd = 60, weight_btc = 30, weight_eth = 10, fee_bp = 60,
  description = 'Careful: more than half in dollar cash (60%), the rest in bitcoin and ether. Expect moderate ups and downs.'
  WHERE name = 'Silver';
UPDATE plans SET weight_usd = 40, weight_btc = 40, weight_eth = 20, fee_bp = 75,
  description = 'Balanced: 40% dollar cash and 60% in bitcoin and ether. The value can rise and fall noticeably.'
  WHERE name = 'Gold';
UPDATE plans SET weight_usd = 20, weight_btc = 50, weight_eth = 30, fee_bp = 90,
  description = 'Growth: mostly bitcoin and ether (80%), a little cash. The value can fall sharply.'
  WHERE name = 'Diamond';
UPDATE plans SET weight_usd = 5, weight_btc = 60, weight_eth = 35, fee_bp = 100,
  description = 'Adventurous: almost all in bitcoin and ether (95%). The value can swing a lot and fall far below what you put in.'
  WHERE name = 'Platinum';

-- Every change of a plan's holdings: a deposit buying units, a move selling them, the daily
-- rebalance and the daily fee. Deltas are signed; the prices used are kept with each row.
CREATE TABLE plan_transactions (
  id bigserial PRIMARY KEY,
  plan_id uuid NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('buy', 'sell', 'rebalance', 'fee')),
  deposit_id uuid REFERENCES deposits(id),
  -- The day a rebalance or fee belongs to (UTC): one of each per plan and day.
  day date,
  units_micro bigint NOT NULL DEFAULT 0,
  sats bigint NOT NULL DEFAULT 0,
  gwei bigint NOT NULL DEFAULT 0,
  cash_cents bigint NOT NULL DEFAULT 0,
  -- Dollars in (buy), credited to the wallet (sell), or taken as the operator's fee (fee).
  amount_cents bigint NOT NULL DEFAULT 0,
  nav_micro bigint NOT NULL,
  btc_cents bigint NOT NULL,
  eth_cents bigint NOT NULL,
  price_source text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX plan_transactions_plan_idx ON plan_transactions (plan_id, id);
CREATE INDEX plan_transactions_deposit_idx ON plan_transactions (deposit_id) WHERE deposit_id IS NOT NULL;
CREATE UNIQUE INDEX plan_transactions_daily_idx ON plan_transactions (plan_id, kind, day) WHERE day IS NOT NULL;

-- One NAV per plan and day (the daily snapshot job): the plan's published record.
CREATE TABLE plan_nav_snapshots (
  plan_id uuid NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
  day date NOT NULL,
  nav_micro bigint NOT NULL,
  value_cents bigint NOT NULL,
  units_micro bigint NOT NULL,
  btc_cents bigint NOT NULL,
  eth_cents bigint NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (plan_id, day)
);

-- A deposit's position: the units it bought, how many were moved to the wallet, the NAV it bought
-- at and when, and the dollars credited so far. plan_roi_bp and expected_cents stay as history.
ALTER TABLE deposits
  ADD COLUMN units_micro bigint,
  ADD COLUMN units_moved_micro bigint NOT NULL DEFAULT 0,
  ADD COLUMN buy_nav_micro bigint,
  ADD COLUMN invested_at timestamptz,
  ADD COLUMN moved_cents bigint NOT NULL DEFAULT 0,
  ALTER COLUMN plan_roi_bp SET DEFAULT 0,
  ADD CONSTRAINT deposits_units_check CHECK (
    units_micro IS NULL OR (units_micro > 0 AND units_moved_micro BETWEEN 0 AND units_micro));
CREATE INDEX deposits_invested_idx ON deposits (user_id, invested_at) WHERE units_micro IS NOT NULL;

-- Per member and plan, the running sums the dashboard needs (kept with each buy and move), so its
-- cost does not grow with the number of deposits: units held, dollars in and out, and each of
-- those weighted by its time in epoch seconds (Σ amount × t) for the money-weighted return.
CREATE TABLE position_totals (
  user_id uuid NOT NULL REFERENCES users(id),
  plan_id uuid NOT NULL REFERENCES plans(id) ON DELETE CASCADE,
  units_micro bigint NOT NULL DEFAULT 0 CHECK (units_micro >= 0),
  paid_in_cents bigint NOT NULL DEFAULT 0,
  paid_in_seconds numeric NOT NULL DEFAULT 0,
  moved_cents bigint NOT NULL DEFAULT 0,
  moved_seconds numeric NOT NULL DEFAULT 0,
  first_invested_at timestamptz NOT NULL,
  -- The dashboard reads the last day's buys from deposits only when there were some.
  last_invested_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, plan_id)
);
-- Accepted deposits from before this migration get their units at startup (see convertAcceptedDeposits):
-- SQL has no prices, so the app buys them at the feed's prices of that moment.
CREATE INDEX deposits_unconverted_idx ON deposits (created_at) WHERE status = 'accepted' AND units_micro IS NULL;

-- A position moved to the wallet: units × NAV credited by the ledger.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
  ('deposit_payout', 'admin_adjustment', 'withdrawal', 'withdrawal_release', 'course_purchase', 'position_move'));

-- The FAQ answers that described a promised return or no fees at all.
UPDATE faq_items SET answer = 'Crypto assets are high-risk. Returns are not guaranteed and you could lose all the money you invest. A plan''s value moves with the market: past performance does not predict future returns, and the value can fall below what you put in. Only invest money you can afford to lose, and read the risk disclosure you accept before your first deposit.' WHERE question = 'What are the risks?';
UPDATE faq_items SET question = 'How is the value of my deposit calculated?', answer = 'Each plan is a model portfolio of bitcoin, ether and dollar cash at fixed weights. When your deposit is approved it buys units of the plan at that moment''s price per unit (the net asset value: the plan''s holdings at market prices divided by its units). Your position is worth its units times today''s price per unit, so it rises and falls with the market. After the plan''s holding period you can move it, whole or in part, to your wallet at the price of that moment. Nobody promises or sets a return.'
  WHERE question = 'How is the expected return calculated?';
UPDATE faq_items SET answer = 'Vaultline does not add a fee to deposits, withdrawals or course payments. Each plan has a yearly management fee, shown with the plan (at most 5%), taken a day at a time from the plan''s holdings and already reflected in its price per unit. The blockchain network charges its own transaction fee (the miner or gas fee) to whoever sends a transfer, so check the fee in your wallet app before sending.' WHERE question = 'Are there any fees?';
