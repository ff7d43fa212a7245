export { createUserCache, USER_CACHE_MAX_AGE_MS, type UserCache } from "./user-cache.ts";
export { toUserDto, toUserSummary, type UserSummaryRow, userSummaryColumns } from "./users.dto.ts";
export { usersRoutes } from "./users.routes.ts";
export {
  type CreatedAdmin,
  createUser,
  ensureAdmin,
  findUserByEmail,
  findUserById,
  findUserByLogin,
  type UserRow,
} from "./users.service.ts";
