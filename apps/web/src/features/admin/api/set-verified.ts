import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { adminKeys } from "./keys.ts";

/** PATCH /api/admin/users/:id/verified (the verification domain's endpoint). */
export const setVerified = (userId: string, isVerified: boolean) =>
  api<unknown>(`/admin/users/${encodeURIComponent(userId)}/verified`, { method: "PATCH", body: { isVerified } });

/** Refreshes the admin lists and the session too: an admin may change their own account. */
export function useSetVerified() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: string; isVerified: boolean }) => setVerified(v.userId, v.isVerified),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminKeys.all }),
        client.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
