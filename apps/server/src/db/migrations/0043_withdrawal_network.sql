-- A withdrawal's network is one of the coins we pay out, like a deposit's currency and an address
-- book entry's network: the API has only ever stored these, and the admin's queue answers only
-- these, so another value could not be shown. A row with another value stops this migration.
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_network_check CHECK (network IN ('BTC', 'USDT_ERC20'));
