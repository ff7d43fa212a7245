import { api } from "../../../../lib/api-client.ts";
import { type HeldAsset, type TreasuryTransfer, useTreasuryMutation } from "./keys.ts";

export type TransferRecord = {
  fromLocationId: string | null;
  toLocationId: string;
  asset: HeldAsset;
  units: string;
  txId: string;
};

export const recordTransfer = (body: TransferRecord) =>
  api<TreasuryTransfer>("/admin/treasury/transfers", { method: "POST", body });

export const useRecordTransfer = () => useTreasuryMutation(recordTransfer);
