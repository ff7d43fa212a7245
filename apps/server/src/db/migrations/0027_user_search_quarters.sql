-- The admin user search by quarter of sign-up. A term matching a few thousand users
-- (a common last name) read every match's page and sorted them all for a page of twenty, and the
-- count stops at 1,001 anyway. With user_search split by the quarter users signed up in, such a
-- search reads the newest quarters first and stops after the one in which it reaches the count's
-- cap (user_search_newest_quarters below): every match it leaves unread is older than the ones it
-- has, so the page and the capped count stay exact. A rare term still reads every quarter at once,
-- through the parent table. At a million users over three years: 12 quarters; `thomps` (4,445
-- matches) reads 3 of them.
ALTER TABLE user_search RENAME TO user_search_unsplit;
ALTER INDEX user_search_pkey RENAME TO user_search_unsplit_pkey;
DROP INDEX user_search_trgm_idx;
DROP INDEX user_search_created_at_idx;

CREATE TABLE user_search (
  user_id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  search_text text NOT NULL,
  PRIMARY KEY (user_id, created_at)
) PARTITION BY RANGE (created_at);

-- Quarters run in UTC whatever the session's time zone, so every process names and bounds them alike.
-- A partition is named user_search_<year>q<quarter>: in name order, its quarters are in time order.
CREATE FUNCTION user_search_add_quarters(times timestamptz[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  starts timestamp;
  quarter text;
BEGIN
  FOR starts IN SELECT DISTINCT date_trunc('quarter', t AT TIME ZONE 'UTC') FROM unnest(times) AS t LOOP
    quarter := 'user_search_' || to_char(starts, 'YYYY"q"Q');
    IF to_regclass(quarter) IS NULL THEN
      -- Two sign-ups opening the same quarter: the second waits here, then finds it made. This
      -- lock is the one attaching takes; searches and sign-ups go on meanwhile. (Taking it also
      -- reads the catalog's news, which an advisory lock does not: the second would not see it.)
      LOCK TABLE user_search IN SHARE UPDATE EXCLUSIVE MODE;
      IF to_regclass(quarter) IS NULL THEN
        EXECUTE format('CREATE TABLE %I (LIKE user_search)', quarter);
        EXECUTE format('ALTER TABLE user_search ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', quarter,
          to_char(starts, 'YYYY-MM-DD') || ' 00:00:00+00', to_char(starts + interval '3 months', 'YYYY-MM-DD') || ' 00:00:00+00');
      END IF;
    END IF;
  END LOOP;
END $$;

SELECT user_search_add_quarters(ARRAY(SELECT DISTINCT date_trunc('quarter', created_at, 'UTC') FROM user_search_unsplit));
INSERT INTO user_search (user_id, created_at, search_text)
  SELECT user_id, created_at, search_text FROM user_search_unsplit ORDER BY created_at, user_id;
DROP TABLE user_search_unsplit;

CREATE INDEX user_search_trgm_idx ON user_search USING gin (search_text gin_trgm_ops);
-- A broad search walks the newest users reading this index alone, quarter after quarter.
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
  SET created_at = NEW.created_at,
    search_text = user_search_text(NEW.username, NEW.email, NEW.first_name, NEW.last_name)
  WHERE user_id = NEW.id AND created_at = OLD.created_at;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION user_search_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_search USING removed WHERE user_id = removed.id AND user_search.created_at = removed.created_at;
  RETURN NULL;
END $$;

-- The users whose search_text is LIKE `pattern` (ESCAPE '\'), a quarter at a time from the newest,
-- stopping after the quarter in which there are `enough` of them. Each quarter's query is planned
-- for its own pattern and table (EXECUTE), so it goes through that quarter's trigram index. JIT is
-- off: a query the caller holds off sequential scans costs enough to be compiled, and compiling
-- took longer than the whole search.
CREATE FUNCTION user_search_newest_quarters(pattern text, enough bigint)
  RETURNS TABLE (id uuid, created_at timestamptz) LANGUAGE plpgsql STABLE SET jit = off AS $$
DECLARE
  quarter regclass;
  found bigint := 0;
  n bigint;
BEGIN
  FOR quarter IN SELECT c.oid::regclass FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'user_search'::regclass ORDER BY c.relname DESC LOOP
    RETURN QUERY EXECUTE format('SELECT user_id, created_at FROM %s WHERE search_text LIKE $1 ESCAPE ''\''', quarter)
      USING pattern;
    GET DIAGNOSTICS n = ROW_COUNT;
    found := found + n;
    EXIT WHEN found >= enough;
  END LOOP;
END $$;

ANALYZE user_search;
