import { useQueryClient } from "@tanstack/react-query";
import type { TAdminLesson, TLessonInput } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";
import { courseAdminKeys } from "./keys.ts";

/** POST /admin/course/lessons (a new draft) or PATCH /admin/course/lessons/:id (every field sent). */
export const saveLesson = ({ id, body }: { id?: string; body: TLessonInput }) =>
  id
    ? api<TAdminLesson>(`/admin/course/lessons/${id}`, { method: "PATCH", body })
    : api<TAdminLesson>("/admin/course/lessons", { method: "POST", body });

export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutationThatRefreshes(saveLesson, {
    refresh: [courseAdminKeys.outline()],
    onSuccess: (res) => queryClient.setQueryData(courseAdminKeys.lesson(res.data.id), res.data),
  });
}
