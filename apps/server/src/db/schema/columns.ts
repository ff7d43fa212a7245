import { bigint, date, numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";

// The column kinds the tables share, declared once so that one kind of column is read one way.

/** A moment, stored with its time zone and read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Whole cents as bigint, read as a number (amounts stay far below 2^53). */
export const cents = (name: string) => bigint(name, { mode: "number" });

/** A coin amount in base units (satoshis, USDT units, wei) as numeric(40,0) read as BigInt (migration 0061). */
export const coinUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: "bigint" });

/** A UTC day, read as its "YYYY-MM-DD" string. */
export const utcDay = (name: string) => date(name, { mode: "string" });

/** A row's own key: a random uuid the database draws. */
export const uuidKey = () => uuid("id").primaryKey().defaultRandom();

/** The member a row belongs to. */
export const userId = () => uuid("user_id").notNull();

/**
 * When the row was made, as the insert gives it (the app's clock); a table whose rows the database
 * stamps adds `.defaultNow()`.
 */
export const createdAt = () => at("created_at").notNull();

/** When the row was made and last changed, both stamped by the database when an insert leaves them out. */
export const timestamps = () => ({
  createdAt: createdAt().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** A request's state: one of `values`, starting at `initial`. */
export const status = <U extends string, T extends Readonly<[U, ...U[]]>>(values: T, initial: T[number]) =>
  text("status", { enum: values }).notNull().default(initial);

/** Who decided a request (an admin; null while it waits) and when: what `decide` writes. */
export const decisionColumns = () => ({
  decidedBy: uuid("decided_by"),
  decidedAt: at("decided_at"),
});

/** A one-use link's token, stored hashed, with its expiry and when it was used (null: not yet). */
export const oneUseToken = () => ({
  tokenHash: text("token_hash").notNull(),
  expiresAt: at("expires_at").notNull(),
  usedAt: at("used_at"),
});

/** The card a payment was made with, as far as it is kept: its brand and last four digits. */
export const cardSeen = () => ({
  cardBrand: text("card_brand"),
  cardLast4: text("card_last4"),
});
