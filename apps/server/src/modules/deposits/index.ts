export { convertAcceptedDepositsMigration } from "./conversion.ts";
export { createDepositPages, DEPOSIT_PAGES_MAX_AGE_MS, DEPOSITS_CHANNEL, type DepositPages } from "./deposit-pages.ts";
export { watchChain } from "./deposit-watch.service.ts";
export { depositsAdminRoutes, depositsRoutes } from "./deposits.routes.ts";
