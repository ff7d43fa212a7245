import { z } from "zod";

// The kinds of field the API's requests and answers share, one name per concept (docs/architecture.md,
// "One name per concept: the API's fields"). An answer's schema names its fields with these rather than a bare z.string()
// or z.number(), so what a value is (a moment, a day, dollars) is read from the schema.

/** A moment, as ISO 8601 text (`Date.toISOString()`): the wire form of a `timestamptz` column. */
export const ZTimestamp = z.string();

/** A calendar day, `YYYY-MM-DD` (a UTC day unless the field says otherwise). */
export const ZDay = z.string();

/** Dollars: integer cents as `toDollars` sends them (cents ÷ 100). */
export const ZDollars = z.number();

/** A decimal amount as text, with all its places ("0.01534210" BTC, "1000.000000" units): never a float. */
export const ZDecimal = z.string();

/** Whole base units (satoshis, wei, USDT's 6-decimal units; cents for dollars) as text: wei overflow a JSON number. */
export const ZBaseUnits = z.string();

/** The most a decision's reason (a denial, an adjustment, a reveal) may say. */
export const REASON_MAX = 500;
export const REASON_TOO_LONG = `Keep the reason under ${REASON_MAX} characters`;

/** A decision's reason: trimmed, `required` while shorter than `min` (1), at most REASON_MAX. */
export function zReason(required: string, options: { min?: number; tooLong?: string } = {}) {
  return z
    .string({ error: required })
    .trim()
    .min(options.min ?? 1, required)
    .max(REASON_MAX, options.tooLong);
}
