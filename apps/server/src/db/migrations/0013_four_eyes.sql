-- Four eyes for large money moves: above FOUR_EYES_THRESHOLD a withdrawal approval or a wallet
-- adjustment takes effect only when a second, different admin approves it.

ALTER TABLE withdrawals ADD COLUMN first_approved_by uuid REFERENCES users(id) ON DELETE SET NULL;
ALTER TABLE withdrawals ADD COLUMN first_approved_at timestamptz;

CREATE TABLE pending_adjustments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount_cents bigint NOT NULL CHECK (amount_cents <> 0),
  reason text NOT NULL,
  requested_by uuid REFERENCES users(id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved')),
  approved_by uuid REFERENCES users(id) ON DELETE SET NULL,
  approved_at timestamptz,
  ledger_entry_id uuid
);
CREATE INDEX pending_adjustments_open_idx ON pending_adjustments (user_id) WHERE status = 'pending';
