-- The home page's member count (accounts that are not admins), kept by the database itself so the
-- public stats never count the users table. Statement-level triggers with transition
-- tables: a bulk insert of a million users is one update here, not a million.
CREATE TABLE member_count (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  n bigint NOT NULL CHECK (n >= 0)
);
INSERT INTO member_count (n) SELECT count(*) FROM users WHERE NOT is_admin;

-- Each adds the change of its statement; most user updates (a picture, a password) change nothing and
-- do not touch the counter row, so they never wait on each other for it.
CREATE FUNCTION member_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint := (SELECT count(*) FROM added WHERE NOT is_admin);
BEGIN
  IF d <> 0 THEN UPDATE member_count SET n = n + d; END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION member_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint := (SELECT count(*) FROM removed WHERE NOT is_admin);
BEGIN
  IF d <> 0 THEN UPDATE member_count SET n = n - d; END IF;
  RETURN NULL;
END $$;

-- A promotion or demotion moves an account out of or into the count.
CREATE FUNCTION member_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint := (SELECT count(*) FROM added WHERE NOT is_admin) - (SELECT count(*) FROM removed WHERE NOT is_admin);
BEGIN
  IF d <> 0 THEN UPDATE member_count SET n = n + d; END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_member_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_count_insert();
CREATE TRIGGER users_member_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION member_count_delete();
CREATE TRIGGER users_member_count_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION member_count_update();
