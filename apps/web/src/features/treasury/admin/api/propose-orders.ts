import { api } from "../../../../lib/api-client.ts";
import { type TreasuryOrder, useTreasuryMutation } from "./keys.ts";

export const proposeOrders = () => api<TreasuryOrder[]>("/admin/treasury/orders/propose", { method: "POST" });

export const useProposeOrders = () => useTreasuryMutation(proposeOrders);
