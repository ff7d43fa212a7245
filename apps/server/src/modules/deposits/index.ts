export { convertAcceptedDepositsMigration } from "./conversion.ts";
export { watchChain } from "./deposit-watch.service.ts";
export { depositsAdminRoutes, depositsRoutes } from "./deposits.routes.ts";
