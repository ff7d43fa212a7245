import { useQueryClient } from "@tanstack/react-query";
import type { TAdminLesson } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";
import { courseAdminKeys } from "./keys.ts";

/** POST /admin/course/lessons/:id/publish or /unpublish. */
export const setLessonStatus = ({ id, isPublished }: { id: string; isPublished: boolean }) =>
  api<TAdminLesson>(`/admin/course/lessons/${id}/${isPublished ? "publish" : "unpublish"}`, { method: "POST" });

export function useSetLessonStatus() {
  const queryClient = useQueryClient();
  return useMutationThatRefreshes(setLessonStatus, {
    refresh: [courseAdminKeys.outline()],
    onSuccess: (res) => queryClient.setQueryData(courseAdminKeys.lesson(res.data.id), res.data),
  });
}
