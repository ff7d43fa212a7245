/**
 * A coin, one name from the column to the screen (docs/architecture.md, "Names"): what a member pays
 * with or is paid out in. USDT_ERC20 is USDT on the Ethereum network; ETH is native ether.
 * (Wire fields keep their public names: `currency` on deposits and quotes, `network` on withdrawals.)
 */
export const COINS = ["BTC", "USDT_ERC20", "ETH"] as const;
export type TCoin = (typeof COINS)[number];

/** The coins a withdrawal pays out in, and the address book holds destinations for. */
export const PAYOUT_COINS = ["BTC", "USDT_ERC20"] as const;
export type TPayoutCoin = (typeof PAYOUT_COINS)[number];

/**
 * How the screens and e-mails name a coin, declared once: `name` where the coin is chosen or stated,
 * `noun` inside a sentence ("this bitcoin address"), `chain` the network a payment travels on, and
 * `withNetwork` the label beside an address (docs/product-rules.md §5).
 */
export const COIN_LABELS: Record<TCoin, { name: string; noun: string; chain: string; withNetwork: string }> = {
  BTC: { name: "Bitcoin (BTC)", noun: "bitcoin", chain: "Bitcoin network", withNetwork: "Bitcoin" },
  USDT_ERC20: {
    name: "USDT",
    noun: "USDT",
    chain: "Ethereum network (ERC20)",
    withNetwork: "USDT — ERC20 network only",
  },
  ETH: { name: "Ether (ETH)", noun: "ether", chain: "Ethereum network", withNetwork: "Ether — Ethereum network" },
};

export function isPayoutCoin(coin: TCoin): coin is TPayoutCoin {
  return (PAYOUT_COINS as readonly string[]).includes(coin);
}

/**
 * Which chains the installation runs on (config CRYPTO_CHAIN_NET): Bitcoin mainnet and Ethereum
 * mainnet, or their test networks. Not a coin's network: that is the coin itself.
 */
export const CHAIN_NETS = ["mainnet", "testnet"] as const;
export type TChainNet = (typeof CHAIN_NETS)[number];
