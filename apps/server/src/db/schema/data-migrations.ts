import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** The data migrations applied (db/data-migrate.ts), each once, by name. */
export const dataMigrations = pgTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
