// The chain-watching settings of the configuration (config.ts): CHAIN_WATCH and what it needs
// (docs/payments.md, "Chain watching").
import type { TCoin } from "@vaultline/shared";
import { z } from "zod";

export type ChainWatchMode = "live" | "simulated" | "off";

/** Confirmations a payment needs: the first step whose `belowCents` the amount is under, else `rest`. */
export type ConfirmationSteps = { steps: { belowCents: number; confirmations: number }[]; rest: number };

/** "1:1000,3:10000,6": 1 confirmation below $1,000, 3 below $10,000, 6 from there on. */
export function parseConfirmationSteps(text: string): ConfirmationSteps {
  const parts = text.split(",").map((p) => p.trim());
  const last = parts.pop() ?? "";
  const rest = Number(last);
  if (!/^\d+$/.test(last) || rest < 1) throw new Error(`expected a last count like ",6", got "${last}"`);
  let previous = 0;
  const steps = parts.map((part) => {
    const match = /^(\d+):(\d+)$/.exec(part);
    if (!match) throw new Error(`expected "confirmations:dollars", got "${part}"`);
    const confirmations = Number(match[1]);
    const belowCents = Number(match[2]) * 100;
    if (confirmations < 1 || belowCents <= previous) throw new Error(`steps must rise in dollars, at "${part}"`);
    previous = belowCents;
    return { belowCents, confirmations };
  });
  return { steps, rest };
}

export function confirmationsFor(steps: ConfirmationSteps, amountCents: number): number {
  return steps.steps.find((s) => amountCents < s.belowCents)?.confirmations ?? steps.rest;
}

const steps = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      try {
        return parseConfirmationSteps(text);
      } catch (error) {
        ctx.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    });

/** The CHAIN_* and explorer variables, part of config.ts's environment schema. */
export const ZChainEnv = z.object({
  /** live (ESPLORA_URL, ETH_RPC_URL), simulated (a chain in the database) or off (proof uploads). */
  CHAIN_WATCH: z.enum(["live", "simulated", "off"]).optional(),
  ESPLORA_URL: z.url().optional(),
  ETH_RPC_URL: z.url().optional(),
  /** Explorer links: "{txid}" is replaced by the transaction id. */
  EXPLORER_BTC_TX_URL: z.string().default("https://mempool.space/tx/{txid}"),
  EXPLORER_ETH_TX_URL: z.string().default("https://etherscan.io/tx/{txid}"),
  CHAIN_CONFIRMATIONS_BTC: steps("1:1000,3:10000,6"),
  CHAIN_CONFIRMATIONS_USDT: steps("3:10000,12"),
  CHAIN_CONFIRMATIONS_ETH: steps("3:10000,12"),
  /** A payment this much below the quote (percent) still counts as paid in full. */
  CHAIN_UNDERPAY_TOLERANCE_PERCENT: z.coerce.number().min(0).max(10).default(1),
  /** After a quote expires, its address is still watched this long for a late payment. */
  CHAIN_WATCH_WINDOW_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 30)
    .default(24),
  /** Seconds between two looks at the chain (and, on the simulated chain, between two blocks). */
  CHAIN_POLL_SECONDS: z.coerce.number().min(1).max(3600).optional(),
  /** Live ether: at most this many new blocks read per look at the chain (lib/chain/eth-blocks.ts). */
  ETH_WATCH_BLOCKS_PER_TICK: z.coerce.number().int().min(1).max(1000).default(50),
});

export type ChainConfig = {
  mode: ChainWatchMode;
  esploraUrl: string | undefined;
  ethRpcUrl: string | undefined;
  /** Per coin; USDT and ether share Ethereum's explorer (EXPLORER_ETH_TX_URL). */
  explorerTxUrl: Record<TCoin, string>;
  confirmations: Record<TCoin, ConfirmationSteps>;
  /** Basis points: 100 = 1 %. */
  underpayToleranceBp: number;
  watchWindowMs: number;
  pollSeconds: number;
  /** ETH_WATCH_BLOCKS_PER_TICK. */
  ethBlocksPerTick: number;
};

/**
 * The chain settings, checked at start. Unset CHAIN_WATCH is `simulated` while no extended public key
 * is configured (a newcomer sees the whole flow), otherwise `live` when an endpoint is given, else `off`.
 * A live chain needs an endpoint (a production start refuses CHAIN_WATCH=simulated: config.ts TEST_SWITCHES).
 */
export function chainConfig(
  e: z.infer<typeof ZChainEnv> & { NODE_ENV?: string | undefined },
  hasExtendedKey: boolean,
): ChainConfig {
  const hasEndpoint = Boolean(e.ESPLORA_URL || e.ETH_RPC_URL);
  const isProduction = e.NODE_ENV === "production";
  const fallback: ChainWatchMode = hasEndpoint ? "live" : !hasExtendedKey && !isProduction ? "simulated" : "off";
  const mode = e.CHAIN_WATCH ?? fallback;
  if (mode === "live" && !hasEndpoint) {
    throw new Error("Invalid configuration: CHAIN_WATCH=live needs ESPLORA_URL or ETH_RPC_URL");
  }
  for (const name of ["EXPLORER_BTC_TX_URL", "EXPLORER_ETH_TX_URL"] as const) {
    if (!e[name].includes("{txid}")) throw new Error(`Invalid configuration: ${name} must contain {txid}`);
  }
  return {
    mode,
    esploraUrl: e.ESPLORA_URL?.replace(/\/$/, ""),
    ethRpcUrl: e.ETH_RPC_URL,
    explorerTxUrl: { BTC: e.EXPLORER_BTC_TX_URL, USDT_ERC20: e.EXPLORER_ETH_TX_URL, ETH: e.EXPLORER_ETH_TX_URL },
    confirmations: {
      BTC: e.CHAIN_CONFIRMATIONS_BTC,
      USDT_ERC20: e.CHAIN_CONFIRMATIONS_USDT,
      ETH: e.CHAIN_CONFIRMATIONS_ETH,
    },
    underpayToleranceBp: Math.round(e.CHAIN_UNDERPAY_TOLERANCE_PERCENT * 100),
    watchWindowMs: Math.round(e.CHAIN_WATCH_WINDOW_HOURS * 60 * 60 * 1000),
    pollSeconds: e.CHAIN_POLL_SECONDS ?? (mode === "simulated" ? 10 : 60),
    ethBlocksPerTick: e.ETH_WATCH_BLOCKS_PER_TICK,
  };
}
