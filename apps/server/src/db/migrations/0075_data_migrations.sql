-- Data migrations (db/data-migrate.ts): one-off changes to rows written in TypeScript, because they
-- need what SQL has not (the price feed's prices). Each is recorded here by name once applied, in the
-- transaction that applied it, and never runs again.
CREATE TABLE data_migrations (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
