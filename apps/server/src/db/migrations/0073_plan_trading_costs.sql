-- Trading costs charged to the plans (TREASURY_TRADING_COSTS=plan, docs/treasury.md): a fill's
-- slippage and fee become a 'trading_cost' plan transaction of each plan that holds the traded
-- coin, linked to the fill it pays for. Only the check widens and a column is added; no row changes.
ALTER TABLE plan_transactions DROP CONSTRAINT plan_transactions_kind_check;
ALTER TABLE plan_transactions ADD CONSTRAINT plan_transactions_kind_check
  CHECK (kind IN ('buy', 'sell', 'rebalance', 'fee', 'trading_cost'));

-- The treasury fill a trading cost pays for (treasury_fills.id); null for every other kind.
ALTER TABLE plan_transactions ADD COLUMN fill_id bigint REFERENCES treasury_fills(id);
CREATE INDEX plan_transactions_fill_idx ON plan_transactions (fill_id) WHERE fill_id IS NOT NULL;
