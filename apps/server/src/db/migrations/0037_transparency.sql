-- Transparency (docs/transparency.md): the ledger's hash chain and the daily proof of liabilities.

-- The hash chain over ledger entries, one row per entry in the order they were sealed. Money writes
-- never wait on a chain head: an entry is queued as it is inserted (ledger_unsealed, by a trigger in
-- the same transaction) and a sealing job hashes the queued entries after they committed, in their
-- insertion order, each over the previous hash and its own canonical content. Append-only, like the
-- entries themselves.
CREATE TABLE ledger_chain (
  position bigint PRIMARY KEY CHECK (position > 0),
  entry_id uuid NOT NULL UNIQUE REFERENCES ledger_entries(id),
  prev_hash text NOT NULL,
  hash text NOT NULL,
  sealed_at timestamptz NOT NULL
);
CREATE TRIGGER ledger_chain_append_only BEFORE UPDATE OR DELETE ON ledger_chain
  FOR EACH ROW EXECUTE FUNCTION refuse_change();

-- Entries not yet sealed. Every existing entry is queued here, so the first sealing run chains them.
CREATE TABLE ledger_unsealed (
  seq bigint PRIMARY KEY,
  entry_id uuid NOT NULL
);
INSERT INTO ledger_unsealed (seq, entry_id) SELECT seq, id FROM ledger_entries;

CREATE FUNCTION ledger_entries_queue_for_seal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_unsealed (seq, entry_id) SELECT seq, id FROM added;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_seal_queue AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_queue_for_seal();

-- One published Merkle-sum tree of what the platform owes its accounts per UTC day, with the last
-- sealed ledger entry at that moment. `secret` derives each account's nonce (and so the leaves'
-- order); it never leaves the server.
CREATE TABLE liability_trees (
  day date PRIMARY KEY,
  root_hash text NOT NULL,
  total_cents bigint NOT NULL CHECK (total_cents >= 0),
  member_count integer NOT NULL CHECK (member_count >= 0),
  ledger_position bigint NOT NULL,
  ledger_hash text NOT NULL,
  secret bytea NOT NULL,
  chunk_size integer NOT NULL,
  built_at timestamptz NOT NULL
);

-- The tree's leaves in chunks of chunk_size (in nonce order): each account's id and balance, packed
-- (16 + 8 bytes a leaf), with the chunk's subtree root. A member's path is rebuilt from their chunk
-- and the chunk roots; nothing per member is stored beyond the packed leaf.
CREATE TABLE liability_chunks (
  day date NOT NULL REFERENCES liability_trees(day) ON DELETE CASCADE,
  chunk integer NOT NULL,
  first_nonce bytea NOT NULL,
  leaves bytea NOT NULL,
  root_hash text NOT NULL,
  root_sum bigint NOT NULL CHECK (root_sum >= 0),
  PRIMARY KEY (day, chunk)
);
CREATE INDEX liability_chunks_nonce_idx ON liability_chunks (day, first_nonce);
