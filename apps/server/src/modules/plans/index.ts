export { PUBLIC_ADMIN_PATH, plansAdminRoutes, plansRoutes } from "./plans.routes.ts";
