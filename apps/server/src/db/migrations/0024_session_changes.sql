-- Every process keeps the sessions it last checked for a few seconds (issue #14: a signed-in request
-- without a round trip). A session ended, or passed or stripped of its second factor, by any process
-- tells every process at commit, on the users channel of migration 0022 (the payload is the member's
-- id; '*' for a bulk change), so a revoked token stops working everywhere at once instead of when
-- another process's copy expires. Sliding the idle window (last_seen_at) tells nobody.
CREATE FUNCTION sessions_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT user_id) FROM changed) > 100 THEN
    PERFORM pg_notify('vaultline_users_changed', '*');
  ELSE
    PERFORM pg_notify('vaultline_users_changed', user_id::text) FROM (SELECT DISTINCT user_id FROM changed) AS u;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION sessions_notify_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(DISTINCT n.user_id) FROM fresh AS n JOIN stale AS o USING (id)
      WHERE n.revoked_at IS DISTINCT FROM o.revoked_at OR n.two_factor_at IS DISTINCT FROM o.two_factor_at) > 100 THEN
    PERFORM pg_notify('vaultline_users_changed', '*');
  ELSE
    PERFORM pg_notify('vaultline_users_changed', user_id::text) FROM (
      SELECT DISTINCT n.user_id FROM fresh AS n JOIN stale AS o USING (id)
      WHERE n.revoked_at IS DISTINCT FROM o.revoked_at OR n.two_factor_at IS DISTINCT FROM o.two_factor_at
    ) AS u;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_changed_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS stale NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_ended();
CREATE TRIGGER sessions_changed_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_changed();

-- Whether a member has two-factor on is part of the session check (the admin scope needs it):
-- turning it on (enabled_at set) or off (the row deleted) tells every process too. Recording a used
-- code (last_step) does not.
CREATE FUNCTION two_factor_notify_switched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vaultline_users_changed', user_id::text) FROM (
    SELECT DISTINCT n.user_id FROM fresh AS n JOIN stale AS o USING (user_id)
    WHERE n.enabled_at IS DISTINCT FROM o.enabled_at
  ) AS u;
  RETURN NULL;
END $$;

CREATE TRIGGER two_factor_changed_update AFTER UPDATE ON two_factor
  REFERENCING OLD TABLE AS stale NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION two_factor_notify_switched();
CREATE TRIGGER two_factor_changed_delete AFTER DELETE ON two_factor
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_changed();
