import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPublicStats } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const statsKey = ["stats", "public"] as const;

export const getPublicStats = async () => (await api<TPublicStats>("/stats/public")).data;

export const publicStatsOptions = () =>
  queryOptions({ queryKey: statsKey, queryFn: getPublicStats, staleTime: 60_000 });

/** The real number of registered members. */
export const usePublicStats = () => useQuery(publicStatsOptions());
