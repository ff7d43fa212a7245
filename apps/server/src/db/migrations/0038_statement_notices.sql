-- Which member was told that which month's statement is ready (the job on the 1st), so a retried
-- or repeated run announces each statement once. The statements themselves are made from the
-- ledger when downloaded (modules/statements), never stored.
CREATE TABLE statement_notices (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month date NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, month)
);

-- The statement's positions at month end: a position's moves (sells) up to a date.
CREATE INDEX IF NOT EXISTS plan_transactions_deposit_idx ON plan_transactions (deposit_id, created_at)
  WHERE deposit_id IS NOT NULL;
