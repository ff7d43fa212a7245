import { describe, expect, it } from "vitest";
import { allocationInWords, PLAN_MESSAGES, planRangeLabel, ZPlanInput } from "./plans.ts";

describe("planRangeLabel (the invest wizard's amount placeholder)", () => {
  it.each([
    [{ minAmount: 200, maxAmount: 499 }, "200 - 499"],
    [{ minAmount: 50000, maxAmount: 499999 }, "50000 - 499999"],
    [{ minAmount: 500000, maxAmount: null }, "500000 and above"],
    [{ minAmount: 500000, maxAmount: 900000 }, "500000 and above"],
    [{ minAmount: 300, maxAmount: null }, "300 and above"],
  ])("%o → %s", (plan, label) => expect(planRangeLabel(plan)).toBe(label));
});

describe("ZPlanInput", () => {
  const cautious = { feeBp: undefined, holdingDays: undefined, weights: undefined, description: undefined };
  it.each([
    [
      { name: " Gold ", roi: "60", minAmount: "5000", maxAmount: "49999.99" },
      { name: "Gold", minCents: 500000, maxCents: 4999999, ...cautious },
    ],
    [
      { name: "Open", minAmount: 200, maxAmount: "", feePercent: "0.75", holdingDays: 60 },
      { ...cautious, name: "Open", minCents: 20000, maxCents: null, feeBp: 75, holdingDays: 60 },
    ],
    [
      { name: "Open", minAmount: 200, maxAmount: null, weights: { BTC: 60, ETH: 30, USD: 10 }, feePercent: 0 },
      { ...cautious, name: "Open", minCents: 20000, maxCents: null, weights: { BTC: 60, ETH: 30, USD: 10 }, feeBp: 0 },
    ],
    [
      { name: "Top", minAmount: 200, feePercent: 5, description: " Mostly coins. " },
      { ...cautious, name: "Top", minCents: 20000, maxCents: null, feeBp: 500, description: "Mostly coins." },
    ],
  ])("%o → %o", (input, output) => expect(ZPlanInput.parse(input)).toEqual(output));

  it.each([
    [{ name: "", minAmount: 200 }, PLAN_MESSAGES.nameRequired],
    [{ name: "X", minAmount: 199 }, PLAN_MESSAGES.minInvalid],
    [{ name: "X", minAmount: 500, maxAmount: 400 }, PLAN_MESSAGES.maxInvalid],
    [{ name: "X", minAmount: 500, weights: { BTC: 50, ETH: 30, USD: 10 } }, PLAN_MESSAGES.weightsSum],
    [{ name: "X", minAmount: 500, weights: { BTC: 50.5, ETH: 39.5, USD: 10 } }, PLAN_MESSAGES.weightInvalid],
    [{ name: "X", minAmount: 500, weights: { BTC: 110, ETH: -10, USD: 0 } }, PLAN_MESSAGES.weightInvalid],
    [{ name: "X", minAmount: 500, feePercent: -0.1 }, PLAN_MESSAGES.feeRange],
    [{ name: "X", minAmount: 500, feePercent: 5.01 }, PLAN_MESSAGES.feeRange],
    [{ name: "X", minAmount: 500, holdingDays: 0 }, PLAN_MESSAGES.holdingDaysInvalid],
    [{ name: "X", minAmount: 500, description: "x".repeat(501) }, PLAN_MESSAGES.descriptionTooLong],
  ])("refuses %o", (input, message) => {
    const result = ZPlanInput.safeParse(input);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("allocationInWords", () => {
  it("names the assets largest first and leaves out the empty ones", () => {
    expect(allocationInWords({ USD: 80, BTC: 10, ETH: 10 })).toBe("80% cash, 10% bitcoin, 10% ether");
    expect(allocationInWords({ USD: 0, BTC: 60, ETH: 40 })).toBe("60% bitcoin, 40% ether");
  });
});
