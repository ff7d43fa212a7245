-- A card charge is recorded as an intent before the gateway is called, outside any transaction,
-- so a charge whose deposit or course payment could not be written is found and refunded by a job.
CREATE TABLE card_charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('deposit', 'course')),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'declined', 'recorded', 'refund_pending', 'refunded')),
  card_brand text,
  card_last4 text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The reconcile job reads only the unfinished ones.
CREATE INDEX card_charges_unfinished_idx ON card_charges (created_at) WHERE status IN ('pending', 'refund_pending');
