import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDemoOrder } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const demoOrdersKey = ["demo", "orders"] as const;

export const getDemoOrders = async () => (await api<TDemoOrder[]>("/demo/orders")).data;

export const demoOrdersOptions = () => queryOptions({ queryKey: demoOrdersKey, queryFn: getDemoOrders });

/** The demo account's last 100 orders, newest first. */
export const useDemoOrders = (enabled = true) => useQuery({ ...demoOrdersOptions(), enabled });
