import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TDemoOpenOrder, TDemoOpenOrderRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { demoAccountKey } from "./get-demo-account.ts";
import { demoOrdersKey } from "./get-demo-orders.ts";

export const demoOpenOrdersKey = ["demo", "open-orders"] as const;

export const getOpenDemoOrders = async () => (await api<TDemoOpenOrder[]>("/demo/open-orders")).data;

/** Waiting limit and stop orders; refreshed each minute, when the server checks them against the price. */
export const useOpenDemoOrders = () =>
  useQuery(queryOptions({ queryKey: demoOpenOrdersKey, queryFn: getOpenDemoOrders, refetchInterval: 60_000 }));

/** A filled order changes the account and the history as well as the book. */
function useRefreshDemo() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [demoOpenOrdersKey, demoAccountKey, demoOrdersKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function usePlaceOpenDemoOrder() {
  const refresh = useRefreshDemo();
  return useMutation({
    mutationFn: (body: TDemoOpenOrderRequest) => api<TDemoOpenOrder>("/demo/open-orders", { method: "POST", body }),
    onSettled: refresh,
  });
}

export function useCancelOpenDemoOrder() {
  const refresh = useRefreshDemo();
  return useMutation({
    mutationFn: (id: string) => api<null>(`/demo/open-orders/${id}`, { method: "DELETE" }),
    onSettled: refresh,
  });
}
