import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlan } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const plansKey = ["plans", "public"] as const;

export const getPlans = async () => (await api<TPlan[]>("/plans")).data;

export const plansOptions = () => queryOptions({ queryKey: plansKey, queryFn: getPlans, staleTime: 60_000 });

/** The investment plans from the database, from the most cautious to the most adventurous (the tier table). */
export const usePlans = () => useQuery(plansOptions());
