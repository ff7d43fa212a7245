import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlan } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";

export const adminPlansKey = ["admin", "plans"] as const;

export const getAdminPlans = async () => (await api<TPlan[]>("/plans")).data;

export const adminPlansOptions = () => queryOptions({ queryKey: adminPlansKey, queryFn: getAdminPlans });

/** The plans members can choose: a deleted plan that had deposits is hidden and not listed. */
export const useAdminPlans = () => useQuery(adminPlansOptions());
