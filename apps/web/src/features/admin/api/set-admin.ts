import { api } from "../../../lib/api-client.ts";
import { useAdminMutation } from "./use-admin-mutation.ts";

export const setAdmin = (userId: string, isAdmin: boolean) =>
  api<unknown>(`/admin/users/${encodeURIComponent(userId)}/admin`, { method: "PATCH", body: { isAdmin } });

export const useSetAdmin = () =>
  useAdminMutation((v: { userId: string; isAdmin: boolean }) => setAdmin(v.userId, v.isAdmin));
