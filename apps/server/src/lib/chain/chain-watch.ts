import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import type { ChainCoin, ChainSource, ChainWatch } from "./chain.ts";
import { createEsploraSource } from "./esplora.ts";
import { createEthBlockSource } from "./eth-blocks.ts";
import { createEthRpcSource } from "./eth-rpc.ts";
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
  const sources: Record<ChainCoin, ChainSource | null> = { BTC: null, USDT_ERC20: null, ETH: null };
  if (chain.mode === "live") {
    if (chain.esploraUrl) sources.BTC = createEsploraSource({ baseUrl: chain.esploraUrl });
    if (chain.ethRpcUrl) {
      sources.USDT_ERC20 = createEthRpcSource({ url: chain.ethRpcUrl, tokenContract: config.crypto.usdt.contract });
      // Plain ether transfers cannot be listed per address: this source follows the blocks.
      sources.ETH = createEthBlockSource({ url: chain.ethRpcUrl, db, blocksPerTick: chain.ethBlocksPerTick });
    }
  }
  return {
    mode: chain.mode,
    isSimulated: false,
    source: (coin) => sources[coin],
    explorerTxUrl,
    async balanceOf(coin, address) {
      return (await sources[coin]?.addressBalance(address)) ?? null;
    },
  };
}
