-- A one- or two-character admin search matches the start of a username, e-mail, first
-- or last name. It walks the newest users until it has the count's cap of matches (1,001): at a
-- million users `ma` reads about 10,000 of them. It tested each one against the whole search_text
-- (two LIKEs over some fifty characters) and read the users row of anyone whose name has a space in
-- it. field_starts holds just the first two characters of each field, lowered and padded to two
-- with U+0001, so a term is compared at four fixed places of eight characters: exact, and a walk
-- through an index half the size.
CREATE OR REPLACE FUNCTION user_search_field_starts(username text, email text, first_name text, last_name text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN rpad(left(lower(username), 2), 2, chr(1)) || rpad(left(lower(email), 2), 2, chr(1))
    || rpad(left(lower(first_name), 2), 2, chr(1)) || rpad(left(lower(last_name), 2), 2, chr(1));

-- Every row gets it, so the table is copied into a new one (in sign-up order, as 0027 left it)
-- rather than updated: an index built in the transaction that updated its rows would keep an entry
-- for each row's old version too (the trigram index twice its size, and every search through it
-- slower, even after VACUUM).
DO $$
DECLARE
  quarter text;
BEGIN
  ALTER TABLE user_search RENAME TO user_search_old;
  FOR quarter IN SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'user_search_old'::regclass LOOP
    EXECUTE format('ALTER TABLE %I RENAME TO %I', quarter, quarter || '_old');
  END LOOP;
END $$;
ALTER TABLE user_search_old DROP CONSTRAINT user_search_pkey;
DROP INDEX user_search_trgm_idx;
DROP INDEX user_search_created_at_idx;

CREATE TABLE user_search (
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  search_text text NOT NULL,
  field_starts text NOT NULL,
  PRIMARY KEY (user_id, created_at)
) PARTITION BY RANGE (created_at);

SELECT user_search_add_quarters(ARRAY(SELECT DISTINCT date_trunc('quarter', created_at, 'UTC') FROM user_search_old));
INSERT INTO user_search (user_id, created_at, search_text, field_starts)
  SELECT s.user_id, s.created_at, s.search_text, user_search_field_starts(u.username, u.email, u.first_name, u.last_name)
  FROM user_search_old s JOIN users u ON u.id = s.user_id
  ORDER BY s.created_at, s.user_id;
DROP TABLE user_search_old;

CREATE INDEX user_search_trgm_idx ON user_search USING gin (search_text gin_trgm_ops);
CREATE INDEX user_search_created_at_idx ON user_search (created_at, user_id) INCLUDE (search_text);
-- A short term walks the newest users reading this index alone, quarter after quarter.
CREATE INDEX user_search_field_starts_idx ON user_search (created_at, user_id) INCLUDE (field_starts);

CREATE OR REPLACE FUNCTION user_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_search_add_quarters(ARRAY(SELECT DISTINCT date_trunc('quarter', created_at, 'UTC') FROM added));
  INSERT INTO user_search (user_id, created_at, search_text, field_starts)
  SELECT id, created_at, user_search_text(username, email, first_name, last_name),
    user_search_field_starts(username, email, first_name, last_name)
  FROM added;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION user_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.created_at <> OLD.created_at THEN
    PERFORM user_search_add_quarters(ARRAY[NEW.created_at]);
  END IF;
  -- created_at names the quarter, so only that partition is looked in; a new created_at moves the row.
  UPDATE user_search
  SET created_at = NEW.created_at,
    search_text = user_search_text(NEW.username, NEW.email, NEW.first_name, NEW.last_name),
    field_starts = user_search_field_starts(NEW.username, NEW.email, NEW.first_name, NEW.last_name)
  WHERE user_id = NEW.id AND created_at = OLD.created_at;
  RETURN NULL;
END $$;

ANALYZE user_search;
