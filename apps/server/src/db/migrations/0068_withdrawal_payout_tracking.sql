-- Simulated network: the payout sent for a withdrawal is recorded on it, in the same transaction as
-- the simulated chain's output, so a second "Send simulated payout" (after a reload, or from a second
-- tab) answers the same transaction instead of paying the member twice.
ALTER TABLE withdrawals ADD COLUMN simulated_payout_tx_id text;

-- A payout recorded at 0 confirmations is "sent", not yet "paid": the chain-watch job reads it again
-- and updates payout_confirmations until the chain shows one. How many confirmations a deposit of the
-- same size would need is kept beside it, for "Sent, 0 of N confirmations".
ALTER TABLE withdrawals ADD COLUMN payout_confirmations_needed integer;
