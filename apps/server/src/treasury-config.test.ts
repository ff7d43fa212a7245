import { describe, expect, it } from "vitest";
import { treasuryConfig, ZTreasuryEnv } from "./treasury-config.ts";

const parse = (env: Record<string, string>) => treasuryConfig({ ...ZTreasuryEnv.parse(env), NODE_ENV: env.NODE_ENV });

describe("the treasury's settings", () => {
  it("runs the simulated exchange by default outside production and none in production", () => {
    expect(parse({}).exchange.driver).toBe("simulated");
    expect(parse({ NODE_ENV: "production" }).exchange.driver).toBe("none");
  });

  it("refuses the simulated exchange in production, naming the setting", () => {
    expect(() => parse({ EXCHANGE: "simulated", NODE_ENV: "production" })).toThrow(/EXCHANGE=simulated is refused/);
  });

  it("takes any other exchange id as a CCXT exchange, and the money settings in cents", () => {
    const config = parse({ EXCHANGE: "Kraken", TREASURY_SHORTFALL_TOLERANCE: "25.5", TREASURY_MIN_ORDER: "20" });
    expect(config.exchange).toMatchObject({ driver: "ccxt", id: "kraken" });
    expect(config.toleranceCents).toBe(2550);
    expect(config.minOrderCents).toBe(2000);
  });
});
