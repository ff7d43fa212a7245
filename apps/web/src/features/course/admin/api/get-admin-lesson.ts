import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminLesson } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

export const getAdminLesson = async (id: string) => (await api<TAdminLesson>(`/admin/course/lessons/${id}`)).data;

/** One lesson for the editor: body and quiz with the right answers. */
export const adminLessonOptions = (id: string) =>
  queryOptions({
    queryKey: courseAdminKeys.lesson(id),
    queryFn: () => getAdminLesson(id),
    enabled: id !== "",
  });

export const useAdminLesson = (id: string) => useQuery(adminLessonOptions(id));
