import type { TProfilePicture } from "@vaultline/shared";
import { api, toFormData } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";

/** POST /api/users/{id}/picture: multipart {picture}. */
export function uploadPicture({ userId, file }: { userId: string; file: File }) {
  return api<TProfilePicture>(`/users/${encodeURIComponent(userId)}/picture`, {
    method: "POST",
    formData: toFormData({ picture: file }),
  });
}

export function useUploadPicture() {
  return useMutationThatRefreshes(uploadPicture, { refresh: [currentUserKey] });
}
