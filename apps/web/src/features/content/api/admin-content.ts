import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { TPage, TSubscriber } from "@vaultline/shared";
import { api, fetchFileUrl } from "../../../lib/api-client.ts";

export const subscribersKey = (page: number) => ["admin", "subscribers", page] as const;

export const getSubscribers = async (page: number) =>
  (await api<TPage<TSubscriber>>(`/admin/subscribers?page=${page}&pageSize=25`)).data;

export const useSubscribers = (page: number) =>
  useQuery({ queryKey: subscribersKey(page), queryFn: () => getSubscribers(page), placeholderData: keepPreviousData });

/** Downloads the CSV with the bearer token (a plain link would not carry it). */
export async function downloadSubscribersCsv(): Promise<void> {
  const { objectUrl } = await fetchFileUrl("/api/admin/subscribers.csv");
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = `subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}
