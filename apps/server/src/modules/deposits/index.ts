export { watchChain } from "./deposit-watch.service.ts";
export { toUserSummary, type UserSummaryRow, userSummaryColumns } from "./deposits.dto.ts";
export { depositsAdminRoutes, depositsRoutes } from "./deposits.routes.ts";
