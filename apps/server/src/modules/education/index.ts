export { educationAdminRoutes, educationRoutes } from "./education.routes.ts";
