import { useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "./keys.ts";

/** Every admin change refreshes every admin list (counts, users, overview, audit). */
export function useAdminMutation<V>(fn: (variables: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
