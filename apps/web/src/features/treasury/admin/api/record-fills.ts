import type { TCsvFills, TManualFill } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

/** One fill typed in, or the exchange's CSV export of trades. The server asks for a fresh second factor. */
export const recordFills = ({ id, fills }: { id: string; fills: TManualFill | TCsvFills }) =>
  api<{ booked: number }>(`/admin/treasury/orders/${id}/fills`, { method: "POST", body: fills });

export const useRecordFills = () => useTreasuryMutation(recordFills);
