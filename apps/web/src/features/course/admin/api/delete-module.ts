import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";
import { courseAdminKeys } from "./keys.ts";

export const deleteModule = (id: string) => api<{ id: string }>(`/admin/course/modules/${id}`, { method: "DELETE" });

export function useDeleteModule() {
  return useMutationThatRefreshes(deleteModule, { refresh: [courseAdminKeys.outline()] });
}
