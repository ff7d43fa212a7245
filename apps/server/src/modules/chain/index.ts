// The chain interface (docs/payments.md, "Chain watching"): the sources live in lib/chain, beside the
// other infrastructure chosen by config, so that job contexts can carry them; modules read them here.
export {
  type ChainCoin,
  type ChainPayment,
  type ChainSource,
  type ChainTransaction,
  ChainUnavailableError,
  type ChainWatch,
  confirmationsAt,
  createChainWatch,
  createEsploraSource,
  createEthRpcSource,
  type SimulatedChain,
} from "../../lib/chain/index.ts";
