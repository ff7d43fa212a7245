-- Admin dashboard: deposits per day for the last 30 days reads a created_at range.
CREATE INDEX IF NOT EXISTS deposits_created_at_idx ON deposits (created_at);
