export { getBalanceCents, lockWallet, postLedgerEntry } from "./ledger.ts";
export { walletAdminRoutes, walletRoutes } from "./wallet.routes.ts";
