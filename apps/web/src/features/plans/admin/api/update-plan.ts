import { useMutation } from "@tanstack/react-query";
import type { TPlan, TPlanInput } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useInvalidatePlans } from "./invalidate-plans.ts";

export const updatePlan = ({ id, body }: { id: string; body: TPlanInput }) =>
  api<TPlan>(`/admin/plans/${id}`, { method: "PATCH", body });

export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: updatePlan, onSuccess: invalidate });
}
