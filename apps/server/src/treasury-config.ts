// The treasury's settings (config.ts; docs/treasury.md): the exchange account it trades on and the
// numbers that decide when holdings are off the books and what an order must be.
import { z } from "zod";

const money = z.coerce.number().min(0);

export const ZTreasuryEnv = z.object({
  /** `none`, `simulated` (demonstration only), or a CCXT exchange id (e.g. `kraken`). Default: simulated outside production. */
  EXCHANGE: z.string().trim().min(1).optional(),
  /** The simulated exchange's fee, in basis points of each fill's value (disclosed on its label). */
  EXCHANGE_SIMULATED_FEE_BP: z.coerce.number().int().min(0).max(500).default(10),
  /** Dollars: a shortfall of an asset beyond this raises the admin banner and e-mails every admin. */
  TREASURY_SHORTFALL_TOLERANCE: money.default(10),
  /** Percent of what the books owe of a coin: holdings within this band need no order. */
  TREASURY_BAND_PERCENT: z.coerce.number().min(0).max(50).default(2),
  /** Dollars: no order is proposed below this value. */
  TREASURY_MIN_ORDER: money.default(10),
  /** Who bears fills' slippage and fees: `operator` (the default, disclosed on /transparency). */
  TREASURY_TRADING_COSTS: z.enum(["operator"]).default("operator"),
});

export type TreasuryConfig = {
  /** The exchange account: none, simulated, or a CCXT exchange id. */
  exchange: { driver: "none" | "simulated" | "ccxt"; id: string; simulatedFeeBp: number };
  toleranceCents: number;
  bandPercent: number;
  minOrderCents: number;
  tradingCosts: "operator";
};

/** Checked at start: a production installation refuses the simulated exchange (no real coins). */
export function treasuryConfig(e: z.infer<typeof ZTreasuryEnv> & { NODE_ENV?: string | undefined }): TreasuryConfig {
  const isProduction = e.NODE_ENV === "production";
  const id = (e.EXCHANGE ?? (isProduction ? "none" : "simulated")).toLowerCase();
  if (id === "simulated" && isProduction) {
    throw new Error("Invalid configuration: EXCHANGE=simulated is refused with NODE_ENV=production (no real coins)");
  }
  const driver = id === "none" || id === "simulated" ? id : "ccxt";
  return {
    exchange: { driver, id, simulatedFeeBp: e.EXCHANGE_SIMULATED_FEE_BP },
    toleranceCents: Math.round(e.TREASURY_SHORTFALL_TOLERANCE * 100),
    bandPercent: e.TREASURY_BAND_PERCENT,
    minOrderCents: Math.round(e.TREASURY_MIN_ORDER * 100),
    tradingCosts: e.TREASURY_TRADING_COSTS,
  };
}
