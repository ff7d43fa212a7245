-- The member count (0017) and the daily totals (0019) were one row each (one row per day): every
-- deposit of the day, and every sign-up, updated the same row and held its lock until commit, so
-- concurrent deposits waited for each other (20 clients, each transaction 1 ms longer than its
-- insert: 296 deposits a second with one row; 1,985 with these slots; 2,030 with no counter at all).
-- Each counter is now spread over 16 rows; a connection always adds to the same one (its backend
-- pid modulo 16), so two transactions meet only when their connections share a slot, and a
-- transaction never takes two slots of one counter (no deadlock between them). Readers add the slots
-- up. A slot may go negative when a delete lands in another slot than the insert did; the sum is
-- what counts.
CREATE FUNCTION counter_slot() RETURNS smallint LANGUAGE sql VOLATILE AS $$
  SELECT (pg_backend_pid() % 16)::smallint
$$;

CREATE TABLE member_count_slots (
  slot smallint PRIMARY KEY,
  n bigint NOT NULL
);
INSERT INTO member_count_slots (slot, n) SELECT 0, n FROM member_count;
DROP TABLE member_count;
ALTER TABLE member_count_slots RENAME TO member_count;

CREATE FUNCTION member_count_add(d bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_count (slot, n) VALUES (counter_slot(), d)
  ON CONFLICT (slot) DO UPDATE SET n = member_count.n + EXCLUDED.n
$$;

CREATE OR REPLACE FUNCTION member_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint := (SELECT count(*) FROM added WHERE NOT is_admin);
BEGIN
  IF d <> 0 THEN PERFORM member_count_add(d); END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION member_count_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint := (SELECT count(*) FROM removed WHERE NOT is_admin);
BEGIN
  IF d <> 0 THEN PERFORM member_count_add(-d); END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION member_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d bigint := (SELECT count(*) FROM added WHERE NOT is_admin) - (SELECT count(*) FROM removed WHERE NOT is_admin);
BEGIN
  IF d <> 0 THEN PERFORM member_count_add(d); END IF;
  RETURN NULL;
END $$;

ALTER TABLE daily_totals ADD COLUMN slot smallint NOT NULL DEFAULT 0;
ALTER TABLE daily_totals DROP CONSTRAINT daily_totals_pkey;
ALTER TABLE daily_totals ADD PRIMARY KEY (day, slot);
ALTER TABLE daily_totals ALTER COLUMN slot DROP DEFAULT;

-- Inserts add and deletes subtract, in the connection's slot; days in order, as before.
CREATE OR REPLACE FUNCTION daily_totals_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_totals (day, slot, signups)
    SELECT (created_at AT TIME ZONE 'UTC')::date, counter_slot(), count(*) FROM added GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET signups = daily_totals.signups + EXCLUDED.signups;
  ELSE
    INSERT INTO daily_totals (day, slot, signups)
    SELECT (created_at AT TIME ZONE 'UTC')::date, counter_slot(), -count(*) FROM removed GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET signups = daily_totals.signups + EXCLUDED.signups;
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION daily_totals_deposits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO daily_totals (day, slot, deposits, deposit_cents)
    SELECT (created_at AT TIME ZONE 'UTC')::date, counter_slot(), count(*), sum(amount_cents)
    FROM added GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET deposits = daily_totals.deposits + EXCLUDED.deposits,
      deposit_cents = daily_totals.deposit_cents + EXCLUDED.deposit_cents;
  ELSE
    INSERT INTO daily_totals (day, slot, deposits, deposit_cents)
    SELECT (created_at AT TIME ZONE 'UTC')::date, counter_slot(), -count(*), -sum(amount_cents)
    FROM removed GROUP BY 1 ORDER BY 1
    ON CONFLICT (day, slot) DO UPDATE SET deposits = daily_totals.deposits + EXCLUDED.deposits,
      deposit_cents = daily_totals.deposit_cents + EXCLUDED.deposit_cents;
  END IF;
  RETURN NULL;
END $$;
