import { z } from "zod";
import { toCents } from "./money.ts";

/**
 * A positive dollar amount with at most 2 decimals, accepted as a number or numeric string,
 * output as integer cents.
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
    return cents;
  });
}
