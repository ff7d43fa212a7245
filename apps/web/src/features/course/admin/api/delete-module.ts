import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

export const deleteModule = (id: string) => api<{ id: string }>(`/admin/course/modules/${id}`, { method: "DELETE" });

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.outline() }),
  });
}
