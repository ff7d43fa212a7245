export { adminRoutes } from "./admin.routes.ts";
export { findUserByHandle, setAdminRights } from "./admin-accounts.service.ts";
export { writeAudit } from "./audit.ts";
export { getDashboard } from "./dashboard.service.ts";
export { decide, lockItem, updateFrom } from "./decision.ts";
export { refuseOwnRequest } from "./own-requests.ts";
export { searchMatches, searchUsers } from "./users-search.service.ts";
