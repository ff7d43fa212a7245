-- Chain watching (docs/payments.md, "Chain watching"): payments seen on a chain for crypto deposits,
-- the deposit's payment state, and the simulated chain that demos and tests pay on.

-- The simulated chain: one tip for both coins, and every output sent on it. A block is mined by
-- raising the tip and giving the mempool's outputs that height; a dropped output disappears.
CREATE TABLE sim_chain_tip (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  height integer NOT NULL CHECK (height >= 0)
);
INSERT INTO sim_chain_tip (height) VALUES (100);

CREATE TABLE sim_chain_outputs (
  coin text NOT NULL CHECK (coin IN ('BTC', 'USDT_ERC20')),
  txid text NOT NULL,
  output_index integer NOT NULL CHECK (output_index >= 0),
  address text NOT NULL,
  units bigint NOT NULL CHECK (units > 0),
  -- Null: still in the mempool.
  block_height integer,
  is_dropped boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coin, txid, output_index)
);
CREATE INDEX sim_chain_outputs_address_idx ON sim_chain_outputs (address);

-- Addresses handed out on the simulated chain without an extended key: their own counters, so a key
-- configured later starts at index 0.
ALTER TABLE crypto_address_counters DROP CONSTRAINT crypto_address_counters_chain_check;
ALTER TABLE crypto_address_counters ADD CONSTRAINT crypto_address_counters_chain_check
  CHECK (chain IN ('btc', 'eth', 'btc-sim', 'eth-sim'));
INSERT INTO crypto_address_counters (chain) VALUES ('btc-sim'), ('eth-sim');
ALTER TABLE crypto_addresses DROP CONSTRAINT crypto_addresses_chain_check;
ALTER TABLE crypto_addresses ADD CONSTRAINT crypto_addresses_chain_check
  CHECK (chain IN ('btc', 'eth', 'btc-sim', 'eth-sim'));

-- One payment (a BTC output or a token Transfer log) to a deposit's address, once: the unique key is
-- what keeps a payment from being credited twice.
CREATE TABLE chain_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  deposit_id uuid NOT NULL REFERENCES deposits(id),
  coin text NOT NULL CHECK (coin IN ('BTC', 'USDT_ERC20')),
  txid text NOT NULL,
  output_index integer NOT NULL CHECK (output_index >= 0),
  address text NOT NULL,
  units bigint NOT NULL CHECK (units > 0),
  block_height integer,
  confirmations integer NOT NULL DEFAULT 0 CHECK (confirmations >= 0),
  -- seen (in the mempool or too few confirmations), confirmed, credited (counted into the deposit or
  -- the wallet, for good), dropped (gone from the chain before it was credited).
  status text NOT NULL CHECK (status IN ('seen', 'confirmed', 'credited', 'dropped')),
  -- Cents per coin when it was first seen: the "rate at arrival" of a late payment.
  arrival_rate_cents bigint NOT NULL CHECK (arrival_rate_cents > 0),
  first_seen_at timestamptz NOT NULL,
  is_late boolean NOT NULL DEFAULT false,
  credited_at timestamptz,
  UNIQUE (coin, txid, output_index),
  CHECK ((status = 'credited') = (credited_at IS NOT NULL))
);
CREATE INDEX chain_payments_deposit_idx ON chain_payments (deposit_id);
CREATE INDEX chain_payments_address_idx ON chain_payments (address);

-- A watched crypto deposit's payment state (null: a proof-upload or card deposit).
ALTER TABLE deposits ADD COLUMN chain_state text
  CHECK (chain_state IN ('waiting', 'seen', 'underpaid', 'confirmed', 'invested', 'exception', 'expired'));
ALTER TABLE deposits ADD COLUMN chain_exception text CHECK (chain_exception IN ('underpaid', 'late', 'paid_twice'));
ALTER TABLE deposits ADD COLUMN confirmations_needed integer CHECK (confirmations_needed > 0);
-- Watched until then: the quote's expiry plus the monitoring window.
ALTER TABLE deposits ADD COLUMN watch_until timestamptz;
-- An overpayment's excess, credited to the wallet as cash at the quote's rate.
ALTER TABLE deposits ADD COLUMN excess_cents bigint CHECK (excess_cents > 0);
ALTER TABLE deposits ADD CONSTRAINT deposits_chain_exception_state_check
  CHECK ((chain_exception IS NULL) = (chain_state IS DISTINCT FROM 'exception'));
CREATE INDEX deposits_watched_idx ON deposits (watch_until) WHERE chain_state IS NOT NULL;

-- An overpaid deposit's excess goes to the wallet as cash.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN
  ('deposit_payout', 'admin_adjustment', 'withdrawal', 'withdrawal_release', 'course_purchase', 'position_move',
   'deposit_excess'));

-- The admin queue's first part: deposits that need a decision (proof deposits pending, exceptions).
CREATE INDEX deposits_needs_decision_idx ON deposits (created_at DESC, id DESC)
  WHERE (status = 'pending' AND chain_state IS NULL) OR chain_state = 'exception';
