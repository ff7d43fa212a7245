import { describe, expect, it } from "vitest";
import { testPlan } from "../../../test/plans.ts";
import { tierRow } from "./tier-rows.ts";

describe("a row of the home tier table", () => {
  it("shows the range, the mix in words, the risk class and the realised return with its period", () => {
    const row = tierRow(
      testPlan({
        name: "Gold",
        minAmount: 5000,
        maxAmount: 49999,
        weights: { USD: 20, BTC: 50, ETH: 30 },
        riskClass: 6,
        roi: -4.2,
        roiSince: "2026-03-03T12:00:00.000Z",
      }),
    );
    expect(row).toEqual({
      id: "00000000-0000-4000-8000-000000000001",
      name: "Gold",
      range: "$5,000 – $49,999",
      allocation: "50% Bitcoin, 30% Ether, 20% cash",
      risk: "6 of 7",
      realisedReturn: "−4.2%",
      period: "since March 3, 2026",
    });
  });

  it("says a plan without enough history is too new to rate, and shows an open range", () => {
    const row = tierRow(testPlan({ riskClass: null, roi: 1.5, minAmount: 500000, maxAmount: null }));
    expect(row.risk).toBe("Too new to rate");
    expect(row.realisedReturn).toBe("+1.5%");
    expect(row.range).toBe("$500,000 and above");
  });
});
