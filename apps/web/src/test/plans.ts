import type { TPlan } from "@vaultline/shared";

/** A plan as the API returns it; `overrides` set what a test is about. */
export function testPlan(overrides: Partial<TPlan> = {}): TPlan {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    name: "Standard",
    roi: 0,
    minAmount: 200,
    maxAmount: 499,
    description: "Mostly cash, a little crypto.",
    weights: { USD: 80, BTC: 10, ETH: 10 },
    feePercent: 0.5,
    holdingDays: 30,
    riskClass: null,
    navPerUnit: 1,
    launchedAt: "2026-11-01T00:00:00.000Z",
    roiSince: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}
