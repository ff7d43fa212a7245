import { describe, expect, it } from "vitest";
import { treasuryConfig, ZTreasuryEnv } from "./treasury-config.ts";

const parse = (env: Record<string, string>) => treasuryConfig(ZTreasuryEnv.parse(env));

describe("the treasury's settings", () => {
  it("reads the money settings in cents, with their defaults", () => {
    expect(parse({})).toEqual({ toleranceCents: 1000, bandPercent: 2, minOrderCents: 1000, tradingCosts: "operator" });
    const config = parse({ TREASURY_SHORTFALL_TOLERANCE: "25.5", TREASURY_MIN_ORDER: "20" });
    expect(config.toleranceCents).toBe(2550);
    expect(config.minOrderCents).toBe(2000);
  });

  it("lets the plans bear trading costs, and refuses anyone else", () => {
    expect(parse({ TREASURY_TRADING_COSTS: "plan" }).tradingCosts).toBe("plan");
    expect(() => parse({ TREASURY_TRADING_COSTS: "members" })).toThrow();
  });
});
