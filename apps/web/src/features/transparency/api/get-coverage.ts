import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TCoverage } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const coverageKey = ["transparency", "coverage"] as const;

/** The treasury's daily coverage per asset, the last 90 days, newest first. */
export const getCoverage = async () => (await api<TCoverage>("/transparency/coverage?days=90")).data;

export const coverageOptions = () => queryOptions({ queryKey: coverageKey, queryFn: getCoverage, staleTime: 60_000 });

export const useCoverage = () => useQuery(coverageOptions());
