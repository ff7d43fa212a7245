-- Withdrawals in coin, with proof of payout (docs/payments.md, "Withdrawals").
-- A withdrawal is quoted like a payment in (the coin amount at a rate, plus the network fee
-- estimate); an approval only queues the payout, and `paid` needs the payout transaction.

ALTER TABLE crypto_quotes DROP CONSTRAINT crypto_quotes_purpose_check;
ALTER TABLE crypto_quotes ADD CONSTRAINT crypto_quotes_purpose_check
  CHECK (purpose IN ('deposit', 'course', 'withdrawal'));
-- A withdrawal quote's network fee estimate in the coin's base units (null: not estimated).
ALTER TABLE crypto_quotes ADD COLUMN network_fee_units bigint CHECK (network_fee_units >= 0);

ALTER TABLE withdrawals DROP CONSTRAINT withdrawals_status_check;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_status_check
  CHECK (status IN ('pending', 'approved', 'paid', 'denied', 'cancelled'));

-- The quote the withdrawal was requested at (null for requests older than this migration).
ALTER TABLE withdrawals ADD COLUMN quote_id uuid REFERENCES crypto_quotes(id);
ALTER TABLE withdrawals ADD COLUMN quote_rate_cents bigint;
ALTER TABLE withdrawals ADD COLUMN quote_rate_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN quote_coin_units bigint;
ALTER TABLE withdrawals ADD COLUMN network_fee_units bigint;
ALTER TABLE withdrawals ADD COLUMN quoted_at timestamptz;

-- The payout: who recorded it and when, and what the chain said of it then.
ALTER TABLE withdrawals ADD COLUMN paid_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE withdrawals ADD COLUMN paid_at timestamptz;
ALTER TABLE withdrawals ADD COLUMN payout_checked boolean;
ALTER TABLE withdrawals ADD COLUMN payout_paid_units bigint;
ALTER TABLE withdrawals ADD COLUMN payout_confirmations integer;
ALTER TABLE withdrawals ADD COLUMN payout_simulated boolean;
-- network, transaction and destination: one transaction's payment to one address proves one withdrawal.
ALTER TABLE withdrawals ADD COLUMN payout_proof_key text UNIQUE;
ALTER TABLE withdrawals ADD CONSTRAINT withdrawals_paid_check
  CHECK (status <> 'paid' OR (payout_tx_id IS NOT NULL AND paid_at IS NOT NULL));

-- Approvals recorded before with a transaction id were paid out; those without one stay queued.
UPDATE withdrawals
  SET status = 'paid', paid_at = decided_at, paid_by = decided_by, payout_checked = false, payout_simulated = false
  WHERE status = 'approved' AND payout_tx_id IS NOT NULL;
