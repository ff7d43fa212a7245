export { recheckPayouts } from "./payout.service.ts";
export { type PayoutChain, txIdProblem } from "./payout-proof.ts";
export { type WithdrawalDeps, withdrawalDeps } from "./withdrawal-deps.ts";
export { withdrawalsRoutes } from "./withdrawals.routes.ts";
export { requestWithdrawal } from "./withdrawals.service.ts";
export { withdrawalsAdminRoutes } from "./withdrawals-admin.routes.ts";
