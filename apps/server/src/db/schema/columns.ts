import { bigint, numeric, timestamp, uuid } from "drizzle-orm/pg-core";

// The column kinds the tables share, declared once so that one kind of column is read one way.

/** A moment, stored with its time zone and read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Whole cents as bigint, read as a number (amounts stay far below 2^53). */
export const cents = (name: string) => bigint(name, { mode: "number" });

/** A coin amount in base units (satoshis, USDT units, wei) as numeric(40,0) read as BigInt (migration 0061). */
export const coinUnits = (name: string) => numeric(name, { precision: 40, scale: 0, mode: "bigint" });

/** Who decided a request (an admin; null while it waits) and when: what `decide` writes. */
export const decisionColumns = () => ({
  decidedBy: uuid("decided_by"),
  decidedAt: at("decided_at"),
});
