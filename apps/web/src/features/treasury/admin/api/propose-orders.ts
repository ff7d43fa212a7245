import type { TTreasuryOrder } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export const proposeOrders = () => api<TTreasuryOrder[]>("/admin/treasury/orders/propose", { method: "POST" });

export const useProposeOrders = () => useTreasuryMutation(proposeOrders);
