import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminModule } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { courseAdminKeys } from "./keys.ts";

/** The modules' order (no moduleId) or the order of one module's lessons; every id exactly once. */
export const reorder = ({ moduleId, ids }: { moduleId?: string; ids: string[] }) =>
  api<TAdminModule[]>(
    moduleId ? `/admin/course/modules/${moduleId}/lessons/reorder` : "/admin/course/modules/reorder",
    {
      method: "POST",
      body: { ids },
    },
  );

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: (res) => queryClient.setQueryData(courseAdminKeys.outline(), res.data),
    // A refused order (someone else added a lesson meanwhile) reloads the real one.
    onError: () => queryClient.invalidateQueries({ queryKey: courseAdminKeys.outline() }),
  });
}
