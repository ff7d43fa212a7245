-- Live ether deposits (docs/payments.md, "Chain watching"): JSON-RPC cannot list the plain transfers
-- to an address, so the watcher follows the chain block by block. It keeps where it stopped, so a
-- restart continues there, and the successful transfers it found to the addresses it was watching.

-- The last block read, with its hash: the next block's parent must be it, else the chain reorganised.
CREATE TABLE eth_block_cursor (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  block_number integer NOT NULL CHECK (block_number >= 0),
  block_hash text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A successful plain ether transfer to a watched address, once per transaction (one recipient each);
-- a reorganisation deletes the rows of the blocks it replaced, and reading them again puts back
-- what the new blocks hold.
CREATE TABLE eth_transfers (
  txid text PRIMARY KEY,
  -- Lower case, as every comparison is.
  address text NOT NULL,
  units numeric(40, 0) NOT NULL CHECK (units > 0),
  block_number integer NOT NULL,
  block_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX eth_transfers_address_idx ON eth_transfers (address);
CREATE INDEX eth_transfers_block_idx ON eth_transfers (block_number);
