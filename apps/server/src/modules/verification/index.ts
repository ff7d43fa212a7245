export { verificationAdminRoutes, verificationRoutes } from "./verification.routes.ts";
