import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

/** Deletes the lesson with members' progress and quiz attempts on it. */
export const deleteLesson = (id: string) => api<{ id: string }>(`/admin/course/lessons/${id}`, { method: "DELETE" });

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: (_res, id) => {
      queryClient.removeQueries({ queryKey: courseAdminKeys.lesson(id) });
      return queryClient.invalidateQueries({ queryKey: courseAdminKeys.outline() });
    },
  });
}
