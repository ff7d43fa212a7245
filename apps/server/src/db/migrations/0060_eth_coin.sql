-- Ether as a coin: members' deposits and quotes, the watched payments and the simulated chain
-- accept 'ETH' (amounts in wei). Only the checks widen; no row changes.
ALTER TABLE deposits DROP CONSTRAINT deposits_currency_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_currency_check CHECK (currency IN ('BTC', 'USDT_ERC20', 'ETH'));

ALTER TABLE crypto_quotes DROP CONSTRAINT crypto_quotes_currency_check;
ALTER TABLE crypto_quotes ADD CONSTRAINT crypto_quotes_currency_check
  CHECK (currency IN ('BTC', 'USDT_ERC20', 'ETH'));

ALTER TABLE chain_payments DROP CONSTRAINT chain_payments_coin_check;
ALTER TABLE chain_payments ADD CONSTRAINT chain_payments_coin_check CHECK (coin IN ('BTC', 'USDT_ERC20', 'ETH'));

ALTER TABLE sim_chain_outputs DROP CONSTRAINT sim_chain_outputs_coin_check;
ALTER TABLE sim_chain_outputs ADD CONSTRAINT sim_chain_outputs_coin_check
  CHECK (coin IN ('BTC', 'USDT_ERC20', 'ETH'));
