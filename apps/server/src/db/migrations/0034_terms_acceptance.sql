-- The version of the terms of use a member accepted, and when; null: not yet (accounts made
-- through the sketch's sign-up call, which sends no acceptance, are asked at their next sign-in).
ALTER TABLE users ADD COLUMN terms_accepted_version text;
ALTER TABLE users ADD COLUMN terms_accepted_at timestamptz;
