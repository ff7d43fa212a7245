import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPlanRecord } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const planRecordKey = (id: string) => ["plans", "record", id] as const;

export const getPlanRecord = async (id: string) => (await api<TPlanRecord>(`/plans/${id}`)).data;

export const planRecordOptions = (id: string) =>
  queryOptions({ queryKey: planRecordKey(id), queryFn: () => getPlanRecord(id), staleTime: 60_000 });

/** A plan's public record: holdings, NAV since launch, returns and risk. */
export const usePlanRecord = (id: string) => useQuery(planRecordOptions(id));
