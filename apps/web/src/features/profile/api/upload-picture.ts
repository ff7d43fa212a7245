import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TProfilePicture } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";

/** POST /api/users/{id}/picture: multipart {picture}. */
export function uploadPicture({ userId, file }: { userId: string; file: File }) {
  const form = new FormData();
  form.append("picture", file);
  return api<TProfilePicture>(`/users/${encodeURIComponent(userId)}/picture`, { method: "POST", formData: form });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}
