import { useQueryClient } from "@tanstack/react-query";
import type { TSetVerified, TUser } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { currentUserKey } from "../../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";
import { verifyUserKey } from "./get-user-for-verify.ts";

export const setUserVerified = (id: string, body: TSetVerified) =>
  api<TUser>(`/admin/users/${encodeURIComponent(id)}/verified`, { method: "PATCH", body });

export function useSetUserVerified() {
  const queryClient = useQueryClient();
  return useMutationThatRefreshes(
    ({ id, isVerified }: { id: string; isVerified: boolean }) => setUserVerified(id, { isVerified }),
    {
      refresh: [currentUserKey],
      onSuccess: (result) => queryClient.setQueryData(verifyUserKey(result.data.id), result.data),
    },
  );
}
