// The treasury's settings (config.ts; docs/treasury.md): the numbers that decide when holdings are
// off the books and what an order must be. The exchange it trades on is exchange-config.ts's.
import { z } from "zod";

const money = z.coerce.number().min(0);

export const ZTreasuryEnv = z.object({
  /** Dollars: a shortfall of an asset beyond this raises the admin banner and e-mails every admin. */
  TREASURY_SHORTFALL_TOLERANCE: money.default(10),
  /** Percent of what the books owe of a coin: holdings within this band need no order. */
  TREASURY_BAND_PERCENT: z.coerce.number().min(0).max(50).default(2),
  /** Dollars: no order is proposed below this value. */
  TREASURY_MIN_ORDER: money.default(10),
  /**
   * Who bears fills' slippage and fees (disclosed on /transparency and each plan's page): `operator`
   * (the default), or `plan`: each fill's cost is booked to the plans' books, shared by their value.
   */
  TREASURY_TRADING_COSTS: z.enum(["operator", "plan"]).default("operator"),
});

export type TreasuryConfig = {
  toleranceCents: number;
  bandPercent: number;
  minOrderCents: number;
  tradingCosts: "operator" | "plan";
};

export function treasuryConfig(e: z.infer<typeof ZTreasuryEnv>): TreasuryConfig {
  return {
    toleranceCents: Math.round(e.TREASURY_SHORTFALL_TOLERANCE * 100),
    bandPercent: e.TREASURY_BAND_PERCENT,
    minOrderCents: Math.round(e.TREASURY_MIN_ORDER * 100),
    tradingCosts: e.TREASURY_TRADING_COSTS,
  };
}
