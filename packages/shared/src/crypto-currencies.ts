/** The coins a member can pay with. */
export const CRYPTO_CURRENCIES = ["BTC", "USDT_ERC20"] as const;
export type TCryptoCurrency = (typeof CRYPTO_CURRENCIES)[number];

/** Which chain the product runs on (config CRYPTO_NETWORK): Bitcoin mainnet/Ethereum, or their test networks. */
export const CRYPTO_NETWORKS = ["mainnet", "testnet"] as const;
export type TCryptoNetwork = (typeof CRYPTO_NETWORKS)[number];
