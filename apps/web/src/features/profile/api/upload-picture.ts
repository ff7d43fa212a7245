import type { TProfilePicture } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";

/** POST /api/users/{id}/picture: multipart {picture}. */
export function uploadPicture({ userId, file }: { userId: string; file: File }) {
  const form = new FormData();
  form.append("picture", file);
  return api<TProfilePicture>(`/users/${encodeURIComponent(userId)}/picture`, { method: "POST", formData: form });
}

export function useUploadPicture() {
  return useMutationThatRefreshes(uploadPicture, { refresh: [currentUserKey] });
}
