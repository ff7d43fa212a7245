-- Idempotency keys are now written in the transaction of the operation they protect, with a
-- fingerprint of the request (sha256 of method, URL and body) so a reused key with other
-- parameters is refused. Rows claimed before this change have no fingerprint: they are compared by
-- route only, and expire after 24 hours like the rest.
ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS fingerprint text;

-- pruneIdempotencyKeys deletes by age.
CREATE INDEX IF NOT EXISTS idempotency_keys_created_at_idx ON idempotency_keys (created_at);
