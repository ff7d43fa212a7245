export { plansAdminRoutes, plansRoutes } from "./plans.routes.ts";
