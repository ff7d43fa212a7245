export { getInclusionProof } from "./inclusion-proof.ts";
export { type ChainReport, sealLedger, verifyLedgerChain } from "./ledger-chain.ts";
export { PROOF_KEEP_DAYS, publishLiabilities } from "./liabilities.ts";
export { isTodayPublished } from "./published-days.ts";
export { transparencyAdminRoutes, transparencyRoutes } from "./transparency.routes.ts";
