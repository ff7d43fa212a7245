import { describe, expect, it } from "vitest";
import { tierRow } from "./plan-math.ts";

describe("tier table rows (profit = min×ROI/100 to max×ROI/100)", () => {
  it.each([
    [{ name: "Standard", roi: 35, minAmount: 200, maxAmount: 499 }, "$200 – $499", "$70 – $174.65"],
    [{ name: "Silver", roi: 45, minAmount: 500, maxAmount: 4999 }, "$500 – $4,999", "$225 – $2,249.55"],
    [{ name: "Gold", roi: 60, minAmount: 5000, maxAmount: 49999 }, "$5,000 – $49,999", "$3,000 – $29,999.40"],
    [{ name: "Diamond", roi: 70, minAmount: 50000, maxAmount: 499999 }, "$50,000 – $499,999", "$35,000 – $349,999.30"],
    [{ name: "Platinum", roi: 80, minAmount: 500000, maxAmount: null }, "$500,000 and above", "$400,000 and above"],
    [{ name: "Odd", roi: 12.5, minAmount: 200.01, maxAmount: 300.99 }, "$200.01 – $300.99", "$25 – $37.62"],
  ])("%o → range %s, profit %s", (plan, range, profit) => {
    const row = tierRow({ _id: "x", ...plan });
    expect(row.range).toBe(range);
    expect(row.profit).toBe(profit);
    expect(row.roi).toBe(`${plan.roi}%`);
  });
});
