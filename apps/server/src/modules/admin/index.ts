export { adminRoutes } from "./admin.routes.ts";
export { findUserByHandle, setAdminRights } from "./admin-accounts.service.ts";
export { getDashboard } from "./dashboard.service.ts";
export { searchMatches, searchUsers } from "./users-search.service.ts";
