-- The key of an idempotent request is the first row its transaction writes, before the member's
-- row is locked. Its foreign key to users made that insert take a key-share lock on the owner's
-- row, and the wallet lock that follows (SELECT … FOR UPDATE on the same row) then waited for every
-- other keyed request of the member that had got that far: two of them deadlocked. Without the
-- foreign key the key row locks nothing but itself, so the member's row is locked first, as every
-- money path does (docs/adr/0101-lock-order.md). A trigger keeps the old ON DELETE CASCADE.
ALTER TABLE idempotency_keys DROP CONSTRAINT IF EXISTS idempotency_keys_user_id_fkey;

CREATE FUNCTION idempotency_keys_delete_of_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM idempotency_keys k USING removed r WHERE k.user_id = r.id;
  RETURN NULL;
END $$;

CREATE TRIGGER users_idempotency_keys_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION idempotency_keys_delete_of_user();

-- The four-eyes rule counts what one admin moved alone for one member in the last 24 hours: their
-- adjustment entries that no pending adjustment (approved by a second admin) points to.
CREATE INDEX pending_adjustments_ledger_entry_idx ON pending_adjustments (ledger_entry_id)
  WHERE ledger_entry_id IS NOT NULL;
