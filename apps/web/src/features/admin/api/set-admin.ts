import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { adminKeys } from "./keys.ts";

export const setAdmin = (userId: string, isAdmin: boolean) =>
  api<unknown>(`/admin/users/${encodeURIComponent(userId)}/admin`, { method: "PATCH", body: { isAdmin } });

export const useSetAdmin = () =>
  useRefreshingMutation((v: { userId: string; isAdmin: boolean }) => setAdmin(v.userId, v.isAdmin), {
    refresh: adminKeys.all,
    refreshOnError: true,
  });
