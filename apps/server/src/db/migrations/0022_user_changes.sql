-- Every process keeps the signed-in users' rows it last read (GET /api/user without a round
-- trip). A change to a user's row, whoever makes it, tells every process at commit: one notification
-- per changed user, or '*' (forget them all) for a bulk change. The row carries the wallet balance,
-- which the ledger trigger updates, so every money movement tells them too.
CREATE FUNCTION users_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM changed) > 100 THEN
    PERFORM pg_notify('vaultline_users_changed', '*');
  ELSE
    PERFORM pg_notify('vaultline_users_changed', id::text) FROM changed;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_changed_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION users_notify_changed();
CREATE TRIGGER users_changed_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION users_notify_changed();
