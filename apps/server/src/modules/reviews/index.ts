export { reviewsRoutes } from "./reviews.routes.ts";
export { reviewsAdminRoutes } from "./reviews-admin.routes.ts";
