export {
  type ChainCoin,
  type ChainPayment,
  type ChainSource,
  type ChainTransaction,
  ChainUnavailableError,
  type ChainWatch,
  confirmationsAt,
  type SimulatedChain,
} from "./chain.ts";
export { createChainWatch } from "./chain-watch.ts";
export { createEsploraSource } from "./esplora.ts";
export { createEthRpcSource } from "./eth-rpc.ts";
