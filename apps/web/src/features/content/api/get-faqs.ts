import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TFaqSection } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const faqsKey = ["faqs"] as const;

export const getFaqs = async () => (await api<TFaqSection[]>("/faqs")).data;

export const faqsOptions = () => queryOptions({ queryKey: faqsKey, queryFn: getFaqs, staleTime: 5 * 60_000 });

export const useFaqs = () => useQuery(faqsOptions());
