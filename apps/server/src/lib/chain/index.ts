export {
  type ChainCoin,
  type ChainPayment,
  type ChainSource,
  type ChainTransaction,
  ChainUnavailableError,
  type ChainWatch,
  type CustodyCoin,
  confirmationsAt,
  type SimulatedChain,
} from "./chain.ts";
export { createChainWatch } from "./chain-watch.ts";
export { createEsploraSource } from "./esplora.ts";
export { createEthBlockSource } from "./eth-blocks.ts";
export { createEthNativeReader, createEthRpcSource, type EthNativeReader } from "./eth-rpc.ts";
