-- Simulated network: the payout sent for a withdrawal is recorded on it, in the same transaction as
-- the simulated chain's output, so a second "Send simulated payout" (after a reload, or from a second
-- tab) answers the same transaction instead of paying the member twice.
ALTER TABLE withdrawals ADD COLUMN simulated_payout_tx_id text;
