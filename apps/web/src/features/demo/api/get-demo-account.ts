import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDemoAccount } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const demoAccountKey = ["demo", "account"] as const;

export const getDemoAccount = async () => (await api<TDemoAccount>("/demo")).data;

/** The demo account, revalued every minute (the simulated price moves once a minute). */
export const demoAccountOptions = () =>
  queryOptions({ queryKey: demoAccountKey, queryFn: getDemoAccount, refetchInterval: 60_000 });

export const useDemoAccount = () => useQuery(demoAccountOptions());
