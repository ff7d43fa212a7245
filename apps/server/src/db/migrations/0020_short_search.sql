-- One- and two-character searches: pg_trgm has no trigram to look up, so "ma" or "42"
-- walked the whole users table. A short term matches the start of a username, e-mail, first or
-- last name instead, answered from these prefix indexes (text_pattern_ops serves LIKE 'ma%' under
-- any collation).
CREATE INDEX users_username_prefix_idx ON users (lower(username) text_pattern_ops);
CREATE INDEX users_email_prefix_idx ON users (lower(email) text_pattern_ops);
CREATE INDEX users_first_name_prefix_idx ON users (lower(first_name) text_pattern_ops);
CREATE INDEX users_last_name_prefix_idx ON users (lower(last_name) text_pattern_ops);
