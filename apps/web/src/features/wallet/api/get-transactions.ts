import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TLedgerEntry, TPage } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { walletKey } from "./keys.ts";

export const getTransactions = async (page: number, pageSize: number) =>
  (await api<TPage<TLedgerEntry>>(`/user/transactions?page=${page}&pageSize=${pageSize}`)).data;

export const transactionsOptions = (page: number, pageSize = 10) =>
  queryOptions({
    queryKey: [...walletKey, "transactions", page, pageSize],
    queryFn: () => getTransactions(page, pageSize),
    placeholderData: keepPreviousData,
  });

/** The member's ledger entries, newest first, a page at a time. */
export const useTransactions = (page: number, pageSize = 10) => useQuery(transactionsOptions(page, pageSize));
