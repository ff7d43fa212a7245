-- Every process keeps the sessions it last checked for a few seconds (a signed-in request
-- without a round trip). A session ended, or passed or stripped of its second factor, by any process
-- tells every process at commit, on the users channel of migration 0022 (the payload is the member's
-- id; '*' for a bulk change), so a revoked token stops working everywhere at once instead of when
-- another process's copy expires. Sliding the idle window (last_seen_at) tells nobody.

-- One notification per member, or '*' (forget them all) past a hundred, like the users trigger.
CREATE FUNCTION notify_users_changed(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('vaultline_users_changed', '*');
  ELSE
    PERFORM pg_notify('vaultline_users_changed', id::text) FROM unnest(ids) AS id;
  END IF;
END $$;

CREATE FUNCTION sessions_notify_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_users_changed(ARRAY(
    SELECT DISTINCT n.user_id FROM fresh AS n JOIN stale AS o USING (id)
    WHERE n.revoked_at IS DISTINCT FROM o.revoked_at OR n.two_factor_at IS DISTINCT FROM o.two_factor_at));
  RETURN NULL;
END $$;

-- Sessions and two-factor rows removed (a member deleted, two-factor turned off).
CREATE FUNCTION notify_removed_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_users_changed(ARRAY(SELECT DISTINCT user_id FROM removed));
  RETURN NULL;
END $$;

CREATE TRIGGER sessions_changed_update AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS stale NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION sessions_notify_ended();
CREATE TRIGGER sessions_changed_delete AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION notify_removed_users();

-- Whether a member has two-factor on is part of the session check (the admin scope needs it):
-- turning it on (enabled_at set) or off (the row deleted) tells every process too. Recording a used
-- code (last_step) does not.
CREATE FUNCTION two_factor_notify_switched() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM notify_users_changed(ARRAY(
    SELECT DISTINCT n.user_id FROM fresh AS n JOIN stale AS o USING (user_id)
    WHERE n.enabled_at IS DISTINCT FROM o.enabled_at));
  RETURN NULL;
END $$;

CREATE TRIGGER two_factor_changed_update AFTER UPDATE ON two_factor
  REFERENCING OLD TABLE AS stale NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION two_factor_notify_switched();
CREATE TRIGGER two_factor_changed_delete AFTER DELETE ON two_factor
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION notify_removed_users();
