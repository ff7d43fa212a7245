-- The admin queues and dashboard at millions of rows.

-- Queue pages: each part of a page (pending first, then the rest) is read from an index in its order.
DROP INDEX IF EXISTS deposits_status_idx;
CREATE INDEX deposits_status_idx ON deposits (status, created_at DESC, id DESC);
CREATE INDEX deposits_closed_idx ON deposits (created_at DESC, id DESC) WHERE status IN ('denied', 'withdrawn');
DROP INDEX IF EXISTS withdrawals_status_idx;
CREATE INDEX withdrawals_status_idx ON withdrawals (status, created_at DESC, id DESC);
-- Duplicates deposits_created_idx (created_at DESC, id DESC).
DROP INDEX IF EXISTS deposits_created_at_idx;

-- The dashboard's user count: members come from member_count (0017), admins from this small index.
CREATE INDEX users_admins_idx ON users (id) WHERE is_admin;

-- Sign-ups and deposits per UTC day, kept by the inserts themselves so the dashboard reads 30 rows
-- instead of aggregating a month of deposits. Statement-level: a bulk insert is one update per day.
CREATE TABLE daily_totals (
  day date PRIMARY KEY,
  signups bigint NOT NULL DEFAULT 0,
  deposits bigint NOT NULL DEFAULT 0,
  deposit_cents bigint NOT NULL DEFAULT 0
);

INSERT INTO daily_totals (day, signups)
SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 1;
INSERT INTO daily_totals (day, deposits, deposit_cents)
SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), sum(amount_cents) FROM deposits GROUP BY 1
ON CONFLICT (day) DO UPDATE SET deposits = EXCLUDED.deposits, deposit_cents = EXCLUDED.deposit_cents;

CREATE FUNCTION daily_totals_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_totals (day, signups)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*) FROM added GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET signups = daily_totals.signups + EXCLUDED.signups;
  ELSE
    UPDATE daily_totals SET signups = daily_totals.signups - r.n
    FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n FROM removed GROUP BY 1) AS r
    WHERE daily_totals.day = r.day;
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION daily_totals_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_totals (day, deposits, deposit_cents)
    SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), sum(amount_cents) FROM added GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET deposits = daily_totals.deposits + EXCLUDED.deposits,
      deposit_cents = daily_totals.deposit_cents + EXCLUDED.deposit_cents;
  ELSE
    UPDATE daily_totals SET deposits = daily_totals.deposits - r.n, deposit_cents = daily_totals.deposit_cents - r.cents
    FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*) AS n, sum(amount_cents) AS cents
          FROM removed GROUP BY 1) AS r
    WHERE daily_totals.day = r.day;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER users_daily_totals_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_users();
CREATE TRIGGER users_daily_totals_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_users();
CREATE TRIGGER deposits_daily_totals_insert AFTER INSERT ON deposits
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_deposits();
CREATE TRIGGER deposits_daily_totals_delete AFTER DELETE ON deposits
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION daily_totals_deposits();
