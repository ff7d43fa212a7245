export { contentAdminRoutes, contentRoutes } from "./content.routes.ts";
export { seedFaqs } from "./content.service.ts";
