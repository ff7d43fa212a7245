import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlan } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

/** Every plan query starts with this key, so a change to a plan refreshes them all. */
export const plansKey = ["plans"] as const;

export const getPlans = async () => (await api<TPlan[]>("/plans")).data;

export const plansOptions = () => queryOptions({ queryKey: plansKey, queryFn: getPlans, staleTime: 60_000 });

/** The plans a member can invest in. */
export const usePlans = () => useQuery(plansOptions());
