import { z } from "zod";
import { toCents } from "./money.ts";

/**
 * The most one operation may move: $1,000,000,000.00. A sum then needs more than 90,000 amounts at
 * the cap to pass Number.MAX_SAFE_INTEGER cents (about $90 trillion), so totals stay exact.
 */
export const MAX_AMOUNT_CENTS = 100_000_000_000;
export const AMOUNT_TOO_LARGE = "Amount must be at most $1,000,000,000.00";

/**
 * A positive dollar amount with at most 2 decimals and at most MAX_AMOUNT_CENTS, accepted as a
 * number or numeric string, output as integer cents.
 */
export function zMoney(messages: { required: string; invalid: string }) {
  return z.union([z.number(), z.string()], { error: messages.required }).transform((value, ctx) => {
    if (value === "") {
      ctx.addIssue({ code: "custom", message: messages.required });
      return z.NEVER;
    }
    const cents = toCents(value);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: "custom", message: messages.invalid });
      return z.NEVER;
    }
    if (cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: "custom", message: AMOUNT_TOO_LARGE });
      return z.NEVER;
    }
    return cents;
  });
}
