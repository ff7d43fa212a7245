import { useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";
import { courseAdminKeys } from "./keys.ts";

/** Deletes the lesson with members' progress and quiz attempts on it. */
export const deleteLesson = (id: string) => api<{ id: string }>(`/admin/course/lessons/${id}`, { method: "DELETE" });

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutationThatRefreshes(deleteLesson, {
    refresh: [courseAdminKeys.outline()],
    onSuccess: (_res, id) => queryClient.removeQueries({ queryKey: courseAdminKeys.lesson(id) }),
  });
}
