import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlan } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { adminPlansKey } from "./get-admin-plans.ts";

export const getAdminPlan = async (id: string) => (await api<TPlan>(`/admin/plans/${id}`)).data;

export const adminPlanOptions = (id: string) =>
  queryOptions({ queryKey: [...adminPlansKey, id], queryFn: () => getAdminPlan(id) });

/** One plan for editing; nothing is fetched while `id` is null. */
export const useAdminPlan = (id: string | null) => useQuery({ ...adminPlanOptions(id ?? ""), enabled: id !== null });
