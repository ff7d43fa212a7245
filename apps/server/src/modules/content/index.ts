export { contentAdminRoutes, contentRoutes } from "./content.routes.ts";
