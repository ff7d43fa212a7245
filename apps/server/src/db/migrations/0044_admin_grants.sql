-- Granting admin rights is a four-eyes decision: one admin asks (promoted_by), a second, different
-- admin approves (approved_by), and only then the member becomes an admin (promoted_at). The rows
-- also say who appointed each admin and when, so that an admin and the admins who appointed them
-- (or whom they appointed) do not complete each other's four-eyes decisions for a while.
CREATE TABLE admin_grants (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL,
  promoted_by uuid NOT NULL,
  requested_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved')),
  approved_by uuid,
  promoted_at timestamptz
);
CREATE UNIQUE INDEX admin_grants_one_pending_idx ON admin_grants (user_id) WHERE status = 'pending';
CREATE INDEX admin_grants_user_idx ON admin_grants (user_id);
