-- One Merkle-sum tree per asset beside each day's tree of cents (docs/transparency.md): every
-- account's share of the plans' bitcoin (satoshis), ether (gwei) and dollars (cents, with their wallet
-- cash). `plans_units` and `wallet_units` are what the tree was built from, so the rounding remainder
-- (plans_units + wallet_units − total_units) can be shown. Nonces come from the day's secret.
CREATE TABLE liability_asset_trees (
  day date NOT NULL REFERENCES liability_trees(day) ON DELETE CASCADE,
  asset text NOT NULL CHECK (asset IN ('BTC', 'ETH', 'USD')),
  root_hash text NOT NULL,
  total_units bigint NOT NULL CHECK (total_units >= 0),
  plans_units bigint NOT NULL CHECK (plans_units >= 0),
  wallet_units bigint NOT NULL CHECK (wallet_units >= 0),
  PRIMARY KEY (day, asset),
  CHECK (total_units <= plans_units + wallet_units)
);

-- An asset tree's leaves in chunks, as liability_chunks holds the tree of cents's.
CREATE TABLE liability_asset_chunks (
  day date NOT NULL,
  asset text NOT NULL,
  chunk integer NOT NULL,
  first_nonce bytea NOT NULL,
  leaves bytea NOT NULL,
  root_hash text NOT NULL,
  root_sum bigint NOT NULL CHECK (root_sum >= 0),
  PRIMARY KEY (day, asset, chunk),
  FOREIGN KEY (day, asset) REFERENCES liability_asset_trees(day, asset) ON DELETE CASCADE
);
CREATE INDEX liability_asset_chunks_nonce_idx ON liability_asset_chunks (day, asset, first_nonce);
