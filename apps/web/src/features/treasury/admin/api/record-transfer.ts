import type { THeldAsset, TTreasuryTransfer } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export type TransferRecord = {
  fromLocationId: string | null;
  toLocationId: string;
  asset: THeldAsset;
  units: string;
  txId: string;
};

export const recordTransfer = (body: TransferRecord) =>
  api<TTreasuryTransfer>("/admin/treasury/transfers", { method: "POST", body });

export const useRecordTransfer = () => useTreasuryMutation(recordTransfer);
