import type { TTreasuryTransfer } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export const confirmTransfer = (id: string) =>
  api<TTreasuryTransfer>(`/admin/treasury/transfers/${id}/confirm`, { method: "POST" });

export const useConfirmTransfer = () => useTreasuryMutation(confirmTransfer);
