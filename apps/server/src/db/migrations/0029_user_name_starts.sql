-- A one- or two-character admin search matches the start of a username, e-mail, first
-- or last name. 0028 walked the newest users until it had the count's cap of matches (1,001): for
-- `ma` about 10,000 rows, on PGlite 4 ms of the app's one thread. user_name_starts holds, for each
-- user, every distinct one- and two-character start of those four fields, lowered; its index lists
-- each start's users in sign-up order, so a short term reads its newest 1,001 users and no more,
-- however common or rare it is, with no estimate to choose a way.
CREATE FUNCTION user_name_starts(username text, email text, first_name text, last_name text)
  RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ARRAY(SELECT DISTINCT s FROM unnest(ARRAY[
      left(lower(username), 1), left(lower(username), 2), left(lower(email), 1), left(lower(email), 2),
      left(lower(first_name), 1), left(lower(first_name), 2), left(lower(last_name), 1), left(lower(last_name), 2)
    ]) AS s WHERE s <> '');

-- Kept by the triggers below; no foreign key, as user_search (0026): its check would run per row.
CREATE TABLE user_name_starts (
  start text NOT NULL,
  created_at timestamptz NOT NULL,
  user_id uuid NOT NULL
);
INSERT INTO user_name_starts (start, created_at, user_id)
  SELECT s, u.created_at, u.id
  FROM users u, unnest(user_name_starts(u.username, u.email, u.first_name, u.last_name)) AS s
  ORDER BY 1, 2, 3;
CREATE INDEX user_name_starts_idx ON user_name_starts (start, created_at, user_id);

CREATE FUNCTION user_name_starts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_name_starts (start, created_at, user_id)
  SELECT s, a.created_at, a.id FROM added a, unnest(user_name_starts(a.username, a.email, a.first_name, a.last_name)) AS s;
  RETURN NULL;
END $$;
CREATE TRIGGER users_name_starts_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION user_name_starts_insert();

-- A user's rows are found through the index from what they were made of: the old starts.
CREATE FUNCTION user_name_starts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_name_starts
  WHERE start = ANY (user_name_starts(OLD.username, OLD.email, OLD.first_name, OLD.last_name))
    AND created_at = OLD.created_at AND user_id = OLD.id;
  INSERT INTO user_name_starts (start, created_at, user_id)
  SELECT s, NEW.created_at, NEW.id FROM unnest(user_name_starts(NEW.username, NEW.email, NEW.first_name, NEW.last_name)) AS s;
  RETURN NULL;
END $$;
CREATE TRIGGER users_name_starts_update AFTER UPDATE OF username, email, first_name, last_name, created_at ON users
  FOR EACH ROW
  WHEN ((OLD.username, OLD.email, OLD.first_name, OLD.last_name, OLD.created_at)
    IS DISTINCT FROM (NEW.username, NEW.email, NEW.first_name, NEW.last_name, NEW.created_at))
  EXECUTE FUNCTION user_name_starts_update();

-- One user at a time, so each delete is an index lookup whatever the planner guesses of `removed`.
CREATE FUNCTION user_name_starts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT id, created_at, username, email, first_name, last_name FROM removed LOOP
    DELETE FROM user_name_starts
    WHERE start = ANY (user_name_starts(r.username, r.email, r.first_name, r.last_name))
      AND created_at = r.created_at AND user_id = r.id;
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER users_name_starts_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION user_name_starts_delete();

-- field_starts (0028) goes. Dropping the column would leave its bytes in every row until the row is
-- rewritten, and the trigram searches read those rows: user_search is copied once more without it,
-- as 0028 copied it (an UPDATE followed by index builds in one transaction leaves old versions in
-- the indexes).
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
DROP INDEX user_search_field_starts_idx;

CREATE TABLE user_search (
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  search_text text NOT NULL,
  PRIMARY KEY (user_id, created_at)
) PARTITION BY RANGE (created_at);

SELECT user_search_add_quarters(ARRAY(SELECT DISTINCT date_trunc('quarter', created_at, 'UTC') FROM user_search_old));
INSERT INTO user_search (user_id, created_at, search_text)
  SELECT user_id, created_at, search_text FROM user_search_old ORDER BY created_at, user_id;
DROP TABLE user_search_old;

CREATE INDEX user_search_trgm_idx ON user_search USING gin (search_text gin_trgm_ops);
CREATE INDEX user_search_created_at_idx ON user_search (created_at, user_id) INCLUDE (search_text);

CREATE OR REPLACE FUNCTION user_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM user_search_add_quarters(ARRAY(SELECT DISTINCT date_trunc('quarter', created_at, 'UTC') FROM added));
  INSERT INTO user_search (user_id, created_at, search_text)
  SELECT id, created_at, user_search_text(username, email, first_name, last_name) FROM added;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION user_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.created_at <> OLD.created_at THEN
    PERFORM user_search_add_quarters(ARRAY[NEW.created_at]);
  END IF;
  -- created_at names the quarter, so only that partition is looked in; a new created_at moves the row.
  UPDATE user_search
  SET created_at = NEW.created_at, search_text = user_search_text(NEW.username, NEW.email, NEW.first_name, NEW.last_name)
  WHERE user_id = NEW.id AND created_at = OLD.created_at;
  RETURN NULL;
END $$;

DROP FUNCTION user_search_field_starts(text, text, text, text);

ANALYZE user_search;
ANALYZE user_name_starts;
