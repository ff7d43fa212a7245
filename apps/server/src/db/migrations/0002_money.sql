-- Card deposits keep the brand and last 4 digits the gateway returned (never the number or CVV).
ALTER TABLE deposits ADD COLUMN card_brand text;
ALTER TABLE deposits ADD COLUMN card_last4 text;

-- Insertion order of ledger entries: entries are posted under the wallet lock, so per user this is
-- the order the balance changed in (created_at is the transaction start and can tie or interleave).
ALTER TABLE ledger_entries ADD COLUMN seq bigserial;
CREATE INDEX ledger_user_seq_idx ON ledger_entries (user_id, seq);

-- Admin queues: pending first, newest first.
CREATE INDEX deposits_created_idx ON deposits (created_at DESC, id DESC);
CREATE INDEX withdrawals_created_idx ON withdrawals (created_at DESC, id DESC);
