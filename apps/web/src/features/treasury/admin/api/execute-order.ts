import { api } from "../../../../lib/api-client.ts";
import { type TreasuryOrder, useTreasuryMutation } from "./keys.ts";

export const executeOrder = (id: string) =>
  api<TreasuryOrder>(`/admin/treasury/orders/${id}/execute`, { method: "POST" });

export const useExecuteOrder = () => useTreasuryMutation(executeOrder);
