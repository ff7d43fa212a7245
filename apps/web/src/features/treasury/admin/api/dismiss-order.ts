import { api } from "../../../../lib/api-client.ts";
import { type TreasuryOrder, useTreasuryMutation } from "./keys.ts";

export const dismissOrder = ({ id, reason }: { id: string; reason: string }) =>
  api<TreasuryOrder>(`/admin/treasury/orders/${id}/dismiss`, { method: "POST", body: { reason } });

export const useDismissOrder = () => useTreasuryMutation(dismissOrder);
