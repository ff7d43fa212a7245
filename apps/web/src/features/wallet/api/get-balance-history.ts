import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TBalancePoint } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { walletKey } from "./keys.ts";

export const getBalanceHistory = async () => (await api<TBalancePoint[]>("/user/balance-history")).data;

export const balanceHistoryOptions = () =>
  queryOptions({ queryKey: [...walletKey, "history"], queryFn: getBalanceHistory });

export const useBalanceHistory = () => useQuery(balanceHistoryOptions());
