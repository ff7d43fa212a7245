import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TSetVerified, TUser } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { currentUserKey } from "../../../../lib/auth.tsx";
import { verifyUserKey } from "./get-user-for-verify.ts";

export const setUserVerified = (id: string, body: TSetVerified) =>
  api<TUser>(`/admin/users/${encodeURIComponent(id)}/verified`, { method: "PATCH", body });

export function useSetUserVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isVerified }: { id: string; isVerified: boolean }) => setUserVerified(id, { isVerified }),
    onSuccess: async (result) => {
      queryClient.setQueryData(verifyUserKey(result.data.id), result.data);
      await queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  });
}
