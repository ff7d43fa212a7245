import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { treasuryKeys } from "./keys.ts";

export const getTreasuryAlert = async () => (await api<{ shortAssets: string[] }>("/admin/treasury/alert")).data;

/** The assets short at the last reconciliation; looked at again every 5 minutes while an admin page is open. */
export const treasuryAlertOptions = () =>
  queryOptions({
    queryKey: treasuryKeys.alert(),
    queryFn: getTreasuryAlert,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useTreasuryAlert = () => useQuery(treasuryAlertOptions());
