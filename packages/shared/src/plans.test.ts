import { describe, expect, it } from "vitest";
import { planRangeLabel, ZPlanInput } from "./plans.ts";

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
  it.each([
    [
      { name: " Gold ", roi: "60", minAmount: "5000", maxAmount: "49999.99" },
      { name: "Gold", roiBp: 6000, minCents: 500000, maxCents: 4999999 },
    ],
    [
      { name: "Open", roi: 12.25, minAmount: 200, maxAmount: "" },
      { name: "Open", roiBp: 1225, minCents: 20000, maxCents: null },
    ],
    [
      { name: "Open", roi: 1, minAmount: 200, maxAmount: null },
      { name: "Open", roiBp: 100, minCents: 20000, maxCents: null },
    ],
  ])("%o → %o", (input, output) => expect(ZPlanInput.parse(input)).toEqual(output));

  it.each([
    [{ name: "", roi: 1, minAmount: 200 }],
    [{ name: "X", roi: "1.234", minAmount: 200 }],
    [{ name: "X", roi: 1001, minAmount: 200 }],
    [{ name: "X", roi: 10, minAmount: 199 }],
    [{ name: "X", roi: 10, minAmount: 500, maxAmount: 400 }],
  ])("refuses %o", (input) => expect(ZPlanInput.safeParse(input).success).toBe(false));
});
