-- The wallet balance kept on the user's row: every signed-in page shows it, and summing a
-- member's ledger on each request grows with their history. The ledger stays the record: a trigger adds
-- each inserted entry to users.balance_cents in the same transaction, so no insert path can forget it
-- and a read is exact. Money code already holds the user's row lock (lockWallet) when it posts, so the
-- update waits for nothing new. Statement-level with a transition table: a bulk insert is one update
-- per user, not one per entry.
ALTER TABLE users ADD COLUMN balance_cents bigint NOT NULL DEFAULT 0;

UPDATE users SET balance_cents = s.total
FROM (SELECT user_id, sum(amount_cents) AS total FROM ledger_entries GROUP BY user_id) AS s
WHERE users.id = s.user_id;

CREATE FUNCTION ledger_entries_add_to_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET balance_cents = users.balance_cents + s.total
  FROM (SELECT user_id, sum(amount_cents) AS total FROM added GROUP BY user_id) AS s
  WHERE users.id = s.user_id;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_add_to_balance();
