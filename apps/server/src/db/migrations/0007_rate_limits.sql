-- Failed-login back-off: a counter may refuse attempts until blocked_until (null: never blocked).
ALTER TABLE rate_limits ADD COLUMN blocked_until timestamptz;

-- pruneRateLimits deletes the rows whose streak or window is over.
CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at);
