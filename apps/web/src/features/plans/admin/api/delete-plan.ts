import { useMutation } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { useInvalidatePlans } from "./invalidate-plans.ts";

export const deletePlan = (id: string) =>
  api<{ id: string; isHidden: boolean }>(`/admin/plans/${id}`, { method: "DELETE" });

export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: deletePlan, onSuccess: invalidate });
}
