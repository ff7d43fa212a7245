import { z } from "zod";

// The kinds of field the API's answers carry, one name per concept (docs/architecture.md, "The
// shared package"). An answer's schema names its fields with these rather than a bare z.string()
// or z.number(), so what a value is (a moment, a day, dollars) is read from the schema.

/** A moment, as ISO 8601 text (`Date.toISOString()`): the wire form of a `timestamptz` column. */
export const ZTimestamp = z.string();

/** A calendar day, `YYYY-MM-DD` (a UTC day unless the field says otherwise). */
export const ZDay = z.string();

/** Dollars: integer cents as `toDollars` sends them (cents ÷ 100). */
export const ZDollars = z.number();
