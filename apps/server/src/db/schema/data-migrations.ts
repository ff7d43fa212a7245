import { pgTable, text } from "drizzle-orm/pg-core";
import { at } from "./columns.ts";

/** The data migrations applied (db/data-migrate.ts), each once, by name. */
export const dataMigrations = pgTable("data_migrations", {
  name: text("name").primaryKey(),
  appliedAt: at("applied_at").notNull().defaultNow(),
});
