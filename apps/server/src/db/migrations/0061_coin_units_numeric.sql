-- Coin amounts paid in are exact integers of the coin's base units, and wei pass bigint's range
-- (9.2e18 wei is 9.2 ETH): the columns that hold a payment's coin amount become numeric(40,0),
-- like the treasury's. Every stored value converts exactly; the checks stay.
-- (Withdrawals' coin columns stay bigint: payouts are in BTC and USDT only.)
ALTER TABLE crypto_quotes ALTER COLUMN coin_units TYPE numeric(40, 0);
ALTER TABLE deposits ALTER COLUMN quote_coin_units TYPE numeric(40, 0);
ALTER TABLE course_payments ALTER COLUMN quote_coin_units TYPE numeric(40, 0);
ALTER TABLE chain_payments ALTER COLUMN units TYPE numeric(40, 0);
ALTER TABLE sim_chain_outputs ALTER COLUMN units TYPE numeric(40, 0);

-- A course can be paid in ether too (migration 0060 widened the other payment tables only).
ALTER TABLE course_payments DROP CONSTRAINT course_payments_currency_check;
ALTER TABLE course_payments ADD CONSTRAINT course_payments_currency_check
  CHECK (currency IN ('BTC', 'USDT_ERC20', 'ETH'));
