import type { TPlan } from "@vaultline/shared";
import { describe, expect, it } from "vitest";
import { testPlan } from "../../../test/plans.ts";
import { detectBrand, formatCardNumber, formatExpiry } from "./card-form.tsx";
import { amountProblem } from "./plan-amount-step.tsx";

const silver: TPlan = testPlan({ id: "s", name: "Silver", minAmount: 500, maxAmount: 4999 });
const platinum: TPlan = testPlan({ id: "p", name: "Platinum", minAmount: 500000, maxAmount: null });

describe("amountProblem (the Next button of step 2)", () => {
  it.each([
    [silver, "500", null],
    [silver, "4999", null],
    [silver, "1000.50", null],
    [silver, "499.99", "Amount must be between $500.00 and $4,999.00 for this plan"],
    [silver, "4999.01", "Amount must be between $500.00 and $4,999.00 for this plan"],
    [silver, "", "Enter an amount"],
    [silver, "abc", "Amount is not valid"],
    [silver, "-600", "Amount is not valid"],
    [silver, "600.001", "Amount is not valid"],
    [platinum, "10000000", null],
    [platinum, "499999", "Amount must be at least $500,000.00 for this plan"],
    [undefined, "600", "Choose a plan"],
  ])("%o with %s → %s", (plan, amount, problem) => expect(amountProblem(plan, amount)).toBe(problem));
});

describe("card input", () => {
  it.each([
    ["4242424242424242", "4242 4242 4242 4242", "VISA"],
    ["5555 5555 5555 4444", "5555 5555 5555 4444", "MASTERCARD"],
    ["3782-822463-10005", "3782 8224 6310 005", "AMEX"],
    ["9999", "9999", null],
  ])("%s → %s (%s)", (typed, shown, brand) => {
    expect(formatCardNumber(typed)).toBe(shown);
    expect(detectBrand(typed.replace(/\D/g, ""))).toBe(brand);
  });

  it.each([
    ["1", "1"],
    ["12", "12"],
    ["123", "12/3"],
    ["1239", "12/39"],
    ["12/399", "12/39"],
  ])("expiry %s → %s", (typed, shown) => expect(formatExpiry(typed)).toBe(shown));
});
