import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminLesson } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

/** POST /admin/course/lessons/:id/publish or /unpublish. */
export const setLessonStatus = ({ id, isPublished }: { id: string; isPublished: boolean }) =>
  api<TAdminLesson>(`/admin/course/lessons/${id}/${isPublished ? "publish" : "unpublish"}`, { method: "POST" });

export function useSetLessonStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLessonStatus,
    onSuccess: async (res) => {
      queryClient.setQueryData(courseAdminKeys.lesson(res.data.id), res.data);
      await queryClient.invalidateQueries({ queryKey: courseAdminKeys.outline() });
    },
  });
}
