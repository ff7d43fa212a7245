-- Every process keeps the pages of members' deposits it last read (modules/deposits/deposit-pages.ts).
-- A change to what a page shows, whoever makes it, tells every process at commit on its own channel:
-- the member's id when their deposits or those deposits' chain payments changed ('*', forget them
-- all, past a hundred members or on a TRUNCATE), 'plans' when any plan's row changed (the NAV a page
-- values its positions at is computed per request from the plans' rows). A change to the member's own
-- row (the page shows their name and email) is heard on the users channel of migration 0022.

CREATE FUNCTION notify_deposits_changed(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('vaultline_deposits_changed', '*');
  ELSE
    PERFORM pg_notify('vaultline_deposits_changed', id::text) FROM unnest(ids) AS id;
  END IF;
END $$;

-- plpgsql plans each statement when it first runs, so a branch may name a transition table that only
-- the other events' triggers declare.
CREATE FUNCTION deposits_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_deposits_changed(ARRAY(SELECT DISTINCT user_id FROM fresh));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM notify_deposits_changed(ARRAY(SELECT user_id FROM fresh UNION SELECT user_id FROM stale));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_deposits_changed(ARRAY(SELECT DISTINCT user_id FROM stale));
  ELSE
    PERFORM pg_notify('vaultline_deposits_changed', '*');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER deposits_changed_insert AFTER INSERT ON deposits
  REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION deposits_notify_changed();
CREATE TRIGGER deposits_changed_update AFTER UPDATE ON deposits
  REFERENCING OLD TABLE AS stale NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION deposits_notify_changed();
CREATE TRIGGER deposits_changed_delete AFTER DELETE ON deposits
  REFERENCING OLD TABLE AS stale FOR EACH STATEMENT EXECUTE FUNCTION deposits_notify_changed();
CREATE TRIGGER deposits_changed_truncate AFTER TRUNCATE ON deposits
  FOR EACH STATEMENT EXECUTE FUNCTION deposits_notify_changed();

-- A chain payment belongs to a deposit, whose member is told.
CREATE FUNCTION chain_payments_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM notify_deposits_changed(ARRAY(
      SELECT DISTINCT d.user_id FROM deposits AS d WHERE d.id IN (SELECT deposit_id FROM fresh)));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM notify_deposits_changed(ARRAY(
      SELECT DISTINCT d.user_id FROM deposits AS d
      WHERE d.id IN (SELECT deposit_id FROM fresh UNION SELECT deposit_id FROM stale)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM notify_deposits_changed(ARRAY(
      SELECT DISTINCT d.user_id FROM deposits AS d WHERE d.id IN (SELECT deposit_id FROM stale)));
  ELSE
    PERFORM pg_notify('vaultline_deposits_changed', '*');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER chain_payments_changed_insert AFTER INSERT ON chain_payments
  REFERENCING NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION chain_payments_notify_changed();
CREATE TRIGGER chain_payments_changed_update AFTER UPDATE ON chain_payments
  REFERENCING OLD TABLE AS stale NEW TABLE AS fresh FOR EACH STATEMENT EXECUTE FUNCTION chain_payments_notify_changed();
CREATE TRIGGER chain_payments_changed_delete AFTER DELETE ON chain_payments
  REFERENCING OLD TABLE AS stale FOR EACH STATEMENT EXECUTE FUNCTION chain_payments_notify_changed();
CREATE TRIGGER chain_payments_changed_truncate AFTER TRUNCATE ON chain_payments
  FOR EACH STATEMENT EXECUTE FUNCTION chain_payments_notify_changed();

CREATE FUNCTION plans_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vaultline_deposits_changed', 'plans');
  RETURN NULL;
END $$;

CREATE TRIGGER plans_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plans
  FOR EACH STATEMENT EXECUTE FUNCTION plans_notify_changed();
