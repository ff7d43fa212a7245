export { pricesRoutes } from "./prices.routes.ts";
