export { authRoutes } from "./auth.routes.ts";
export { mailPasswordResetLink } from "./auth.service.ts";
