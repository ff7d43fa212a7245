import type { TTreasuryOrder } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export const dismissOrder = ({ id, reason }: { id: string; reason: string }) =>
  api<TTreasuryOrder>(`/admin/treasury/orders/${id}/dismiss`, { method: "POST", body: { reason } });

export const useDismissOrder = () => useTreasuryMutation(dismissOrder);
