import type { TTreasuryOrder } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export const executeOrder = (id: string) =>
  api<TTreasuryOrder>(`/admin/treasury/orders/${id}/execute`, { method: "POST" });

export const useExecuteOrder = () => useTreasuryMutation(executeOrder);
