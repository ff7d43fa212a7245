import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TPage, TSubscriber } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";

export const subscribersKey = (page: number) => ["admin", "subscribers", page] as const;

export const getSubscribers = async (page: number) =>
  (await api<TPage<TSubscriber>>(`/admin/subscribers?page=${page}&pageSize=25`)).data;

export const subscribersOptions = (page: number) =>
  queryOptions({
    queryKey: subscribersKey(page),
    queryFn: () => getSubscribers(page),
    placeholderData: keepPreviousData,
  });

/** The e-mails from the home page's subscribe box, newest first, a page at a time. */
export const useSubscribers = (page: number) => useQuery(subscribersOptions(page));
