import { api } from "../../../lib/api-client.ts";
import { useAdminMutation } from "./use-admin-mutation.ts";

/** PATCH /api/admin/verify/user/:id (the verification domain's endpoint). */
export const setVerified = (userId: string, isVerified: boolean) =>
  api<unknown>(`/admin/verify/user/${encodeURIComponent(userId)}`, { method: "PATCH", body: { isVerified } });

export const useSetVerified = () =>
  useAdminMutation((v: { userId: string; isVerified: boolean }) => setVerified(v.userId, v.isVerified));
