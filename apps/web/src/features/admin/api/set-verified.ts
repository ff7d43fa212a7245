import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { adminKeys } from "./keys.ts";

/** PATCH /api/admin/users/:id/verified (the verification domain's endpoint). */
export const setVerified = (userId: string, isVerified: boolean) =>
  api<unknown>(`/admin/users/${encodeURIComponent(userId)}/verified`, { method: "PATCH", body: { isVerified } });

/** Refreshes the admin lists and the session too: an admin may change their own account. */
export function useSetVerified() {
  return useMutationThatRefreshes((v: { userId: string; isVerified: boolean }) => setVerified(v.userId, v.isVerified), {
    refresh: [adminKeys.all, currentUserKey],
    refreshOnError: true,
  });
}
