import type { TTreasuryOrder } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

/** Approves an order (1 of 2 above the four-eyes threshold); the server asks for a fresh second factor. */
export const approveOrder = (id: string) =>
  api<TTreasuryOrder>(`/admin/treasury/orders/${id}/approve`, { method: "POST" });

export const useApproveOrder = () => useTreasuryMutation(approveOrder);
