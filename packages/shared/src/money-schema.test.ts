import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZAdminAddMoneyForm } from "./admin.ts";
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_CENTS, zMoney } from "./money-schema.ts";
import { zSignedMoney } from "./wallet.ts";
import { ZWithdrawRequest } from "./withdrawals.ts";

const amount = zMoney({ required: "required", invalid: "invalid" });

/** The output cents, or the first issue's message. */
function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? result.data : result.error.issues[0]?.message;
}

describe("the $1,000,000,000.00 cap per operation", () => {
  it.each([
    ["0.01", 1],
    ["999999999.99", 99_999_999_999],
    ["1000000000", MAX_AMOUNT_CENTS],
    ["1000000000.00", MAX_AMOUNT_CENTS],
    [1_000_000_000, MAX_AMOUNT_CENTS],
    ["1000000000.01", AMOUNT_TOO_LARGE],
    [1_000_000_000.01, AMOUNT_TOO_LARGE],
    ["9999999999999.99", AMOUNT_TOO_LARGE],
    [1e15, "invalid"],
    [Number.MAX_SAFE_INTEGER, "invalid"],
    ["0", "invalid"],
    ["", "required"],
  ])("zMoney %j → %j", (input, expected) => expect(outcome(amount, input)).toEqual(expected));

  it.each([
    ["1000000000", MAX_AMOUNT_CENTS],
    ["-1000000000", -MAX_AMOUNT_CENTS],
    ["1000000000.01", AMOUNT_TOO_LARGE],
    ["-1000000000.01", AMOUNT_TOO_LARGE],
    [-5_000_000_000, AMOUNT_TOO_LARGE],
  ])("zSignedMoney (admin adjustments) %j → %j", (input, expected) =>
    expect(outcome(zSignedMoney, input)).toEqual(expected),
  );

  it.each([
    ["1000000000", true],
    ["-1000000000", true],
    ["1000000000.01", false],
    ["-1000000000.01", false],
  ])("the add-money form accepts %s: %s", (input, accepted) => {
    const result = ZAdminAddMoneyForm.safeParse({ amount: input, reason: "correction" });
    expect(result.success).toBe(accepted);
    if (!accepted) expect(result.error?.issues.map((i) => i.message)).toEqual([AMOUNT_TOO_LARGE]);
  });

  it("applies to withdrawals", () => {
    const withdrawal = ZWithdrawRequest.safeParse({
      amount: "1000000000.01",
      address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4",
      network: "BTC",
    });
    expect(withdrawal.error?.issues[0]?.message).toBe(AMOUNT_TOO_LARGE);
  });
});
