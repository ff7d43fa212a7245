export { withdrawalsAdminRoutes, withdrawalsRoutes } from "./withdrawals.routes.ts";
export { requestWithdrawal } from "./withdrawals.service.ts";
