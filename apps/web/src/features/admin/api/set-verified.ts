import { api } from "../../../lib/api-client.ts";
import { useAdminMutation } from "./use-admin-mutation.ts";

/** PATCH /api/admin/users/:id/verified (the verification domain's endpoint). */
export const setVerified = (userId: string, isVerified: boolean) =>
  api<unknown>(`/admin/users/${encodeURIComponent(userId)}/verified`, { method: "PATCH", body: { isVerified } });

export const useSetVerified = () =>
  useAdminMutation((v: { userId: string; isVerified: boolean }) => setVerified(v.userId, v.isVerified));
