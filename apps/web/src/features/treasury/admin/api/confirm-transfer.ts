import { api } from "../../../../lib/api-client.ts";
import { type TreasuryTransfer, useTreasuryMutation } from "./keys.ts";

export const confirmTransfer = (id: string) =>
  api<TreasuryTransfer>(`/admin/treasury/transfers/${id}/confirm`, { method: "POST" });

export const useConfirmTransfer = () => useTreasuryMutation(confirmTransfer);
