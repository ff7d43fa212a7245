import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TProfilePicture } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";

/** POST /api/users/{id}/picture: multipart {avatar, id}. */
export function uploadPicture({ userId, file }: { userId: string; file: File }) {
  const form = new FormData();
  form.append("avatar", file);
  form.append("id", userId);
  return api<TProfilePicture>(`/users/${encodeURIComponent(userId)}/picture`, { method: "POST", formData: form });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
