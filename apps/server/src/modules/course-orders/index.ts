export { courseOrderAdminRoutes, courseOrderRoutes } from "./course-orders.routes.ts";
