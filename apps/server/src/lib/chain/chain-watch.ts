import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { ChainCoin, ChainSource, ChainWatch } from "./chain.ts";
import { createEsploraSource } from "./esplora.ts";
import { createEthNativeReader, createEthRpcSource } from "./eth-rpc.ts";
import { createSimulatedChain, createSimulatedSource, simulatedBalance } from "./simulated-chain.ts";

/** The app's one ChainWatch, chosen by CHAIN_WATCH (docs/payments.md, "Chain watching"). */
export function createChainWatch(config: Pick<Config, "chain" | "crypto">, db: Db): ChainWatch {
  const { chain } = config;
  const explorerTxUrl = (coin: ChainCoin, txid: string) =>
    chain.mode === "simulated" ? null : chain.explorerTxUrl[coin].replace("{txid}", encodeURIComponent(txid));
  if (chain.mode === "simulated") {
    const sources = {
      BTC: createSimulatedSource(db, "BTC"),
      USDT_ERC20: createSimulatedSource(db, "USDT_ERC20"),
      ETH: createSimulatedSource(db, "ETH"),
    };
    return {
      mode: "simulated",
      isSimulated: true,
      source: (coin) => sources[coin],
      explorerTxUrl,
      simulated: createSimulatedChain(db),
      balanceOf: (coin, address) => simulatedBalance(db, coin, address),
    };
  }
  // Live ether deposits are not watched: JSON-RPC cannot list the plain transfers to an address
  // without reading every block, so they are proof uploads (docs/payments.md, "Chain watching").
  const sources: Record<ChainCoin, ChainSource | null> = { BTC: null, USDT_ERC20: null, ETH: null };
  if (chain.mode === "live") {
    if (chain.esploraUrl) sources.BTC = createEsploraSource({ baseUrl: chain.esploraUrl });
    if (chain.ethRpcUrl) {
      sources.USDT_ERC20 = createEthRpcSource({ url: chain.ethRpcUrl, tokenContract: config.crypto.usdt.contract });
    }
  }
  const ether = chain.mode === "live" && chain.ethRpcUrl ? createEthNativeReader({ url: chain.ethRpcUrl }) : null;
  return {
    mode: chain.mode,
    isSimulated: false,
    source: (coin) => sources[coin],
    explorerTxUrl,
    async balanceOf(coin, address) {
      if (coin === "ETH") return ether ? ether.balanceOf(address) : null;
      return (await sources[coin]?.addressBalance(address)) ?? null;
    },
  };
}
