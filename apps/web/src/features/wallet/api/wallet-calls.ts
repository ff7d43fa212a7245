import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TBalancePoint, TLedgerEntry, TPage } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const walletKey = ["wallet"] as const;

export const useTransactions = (page: number, pageSize = 10) =>
  useQuery({
    queryKey: [...walletKey, "transactions", page, pageSize],
    queryFn: async () => (await api<TPage<TLedgerEntry>>(`/user/transactions?page=${page}&pageSize=${pageSize}`)).data,
    placeholderData: keepPreviousData,
  });

export const useBalanceHistory = () =>
  useQuery({
    queryKey: [...walletKey, "history"],
    queryFn: async () => (await api<TBalancePoint[]>("/user/balance-history")).data,
  });
