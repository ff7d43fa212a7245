import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TPlan, TPlanInput, TSketchPlan } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const plansKey = ["plans"] as const;
export const adminPlansKey = ["admin", "plans"] as const;

export const getPlans = async () => (await api<TPlan[]>("/plans")).data;
export const usePlans = () => useQuery({ queryKey: plansKey, queryFn: getPlans, staleTime: 60_000 });

export const useAdminPlans = () =>
  useQuery({ queryKey: adminPlansKey, queryFn: async () => (await api<TPlan[]>("/plans")).data });

export const useAdminPlan = (id: string | null) =>
  useQuery({
    queryKey: [...adminPlansKey, id],
    queryFn: async () => (await api<TPlan>(`/admin/plans/${id}`)).data,
    enabled: id !== null,
  });

function useInvalidatePlans() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: plansKey }),
      client.invalidateQueries({ queryKey: adminPlansKey }),
    ]);
}

export function useCreatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (body: TPlanInput) => api<TSketchPlan>("/admin/plans", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useUpdatePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TPlanInput }) =>
      api<TPlan>(`/admin/plans/${id}`, { method: "PATCH", body }),
    onSuccess: invalidate,
  });
}

export function useDeletePlan() {
  const invalidate = useInvalidatePlans();
  return useMutation({
    mutationFn: (id: string) => api<{ _id: string; isHidden: boolean }>(`/admin/plans/${id}`, { method: "DELETE" }),
    onSuccess: invalidate,
  });
}
