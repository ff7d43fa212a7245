// The reserve settings of the configuration (config.ts): the addresses that hold members' coins,
// listed on /transparency (docs/transparency.md), and the explorer pages that show them.
import { addressProblem, COINS, type TChainNet, type TCoin } from "@vaultline/shared";
import { z } from "zod";

export const ZReservesEnv = z.object({
  /** Coin and address pairs, comma-separated: "BTC:bc1q…,ETH:0x…,USDT_ERC20:0x…". */
  RESERVE_ADDRESSES: z.string().trim().default(""),
  /** Explorer page of an address; `{address}` is replaced. Defaults follow CRYPTO_CHAIN_NET. */
  RESERVE_EXPLORER_BTC_URL: z.string().trim().optional(),
  RESERVE_EXPLORER_ETH_URL: z.string().trim().optional(),
});

export type ReserveAddress = { coin: TCoin; address: string };
export type ReservesConfig = {
  addresses: ReserveAddress[];
  /** Per coin, the explorer page of an address with `{address}` in it. */
  explorerUrls: Record<TCoin, string>;
};

const DEFAULT_EXPLORERS: Record<TChainNet, { BTC: string; ETH: string }> = {
  mainnet: { BTC: "https://mempool.space/address/{address}", ETH: "https://etherscan.io/address/{address}" },
  testnet: {
    BTC: "https://mempool.space/testnet/address/{address}",
    ETH: "https://sepolia.etherscan.io/address/{address}",
  },
};

/** Each pair checked at start: an unknown coin or an invalid address stops the app, naming the setting. */
export function reservesConfig(e: z.infer<typeof ZReservesEnv>, chainNet: TChainNet): ReservesConfig {
  const fail = (name: string, why: string): never => {
    throw new Error(`Invalid configuration: ${name}: ${why}`);
  };
  const addresses = e.RESERVE_ADDRESSES.split(/[\s,]+/)
    .filter(Boolean)
    .map((pair): ReserveAddress => {
      const [name, address, extra] = pair.split(":");
      if (!name || !address || extra !== undefined) return fail("RESERVE_ADDRESSES", `"${pair}" is not COIN:address`);
      const coin = z.enum(COINS).safeParse(name);
      if (!coin.success) return fail("RESERVE_ADDRESSES", `unknown coin "${name}" (use ${COINS.join(", ")})`);
      const problem = addressProblem(coin.data, address, chainNet);
      if (problem) fail("RESERVE_ADDRESSES", `${address}: ${problem}`);
      return { coin: coin.data, address };
    });
  const explorer = (name: string, value: string | undefined, fallback: string) => {
    if (value !== undefined && !value.includes("{address}")) fail(name, "must contain {address}");
    return value ?? fallback;
  };
  // Ether and USDT (an ERC-20 token) share Ethereum's addresses, so its explorer.
  const ethereum = explorer("RESERVE_EXPLORER_ETH_URL", e.RESERVE_EXPLORER_ETH_URL, DEFAULT_EXPLORERS[chainNet].ETH);
  return {
    addresses,
    explorerUrls: {
      BTC: explorer("RESERVE_EXPLORER_BTC_URL", e.RESERVE_EXPLORER_BTC_URL, DEFAULT_EXPLORERS[chainNet].BTC),
      USDT_ERC20: ethereum,
      ETH: ethereum,
    },
  };
}
