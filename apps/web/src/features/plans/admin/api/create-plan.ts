import { useMutation } from "@tanstack/react-query";
import type { TPlan, TPlanInput } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useInvalidatePlans } from "./invalidate-plans.ts";

export const createPlan = (body: TPlanInput) => api<TPlan>("/admin/plans", { method: "POST", body });

export function useCreatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({ mutationFn: createPlan, onSuccess: invalidate });
}
