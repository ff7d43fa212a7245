import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import type { TFaqSection, TPlan, TPublicStats } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const plansKey = ["plans", "public"] as const;
export const statsKey = ["stats", "public"] as const;
export const faqsKey = ["faqs"] as const;

export const getPlans = async () => (await api<TPlan[]>("/plans")).data;
export const getPublicStats = async () => (await api<TPublicStats>("/stats/public")).data;
export const getFaqs = async () => (await api<TFaqSection[]>("/faqs")).data;

export const plansOptions = () => queryOptions({ queryKey: plansKey, queryFn: getPlans, staleTime: 60_000 });
export const faqsOptions = () => queryOptions({ queryKey: faqsKey, queryFn: getFaqs, staleTime: 5 * 60_000 });

/** The investment plans from the database, from the most cautious to the most adventurous (the tier table). */
export const usePlans = () => useQuery(plansOptions());
/** The real number of registered members. */
export const usePublicStats = () => useQuery({ queryKey: statsKey, queryFn: getPublicStats, staleTime: 60_000 });
export const useFaqs = () => useQuery(faqsOptions());

export const subscribe = (email: string) => api<null>("/subscribe", { method: "POST", body: { email } });

export const useSubscribe = () => useMutation({ mutationFn: subscribe });
