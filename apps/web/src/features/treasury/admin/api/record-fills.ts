import { api } from "../../../../lib/api-client.ts";

export type ManualFill = {
  exchange: string;
  tradeId: string;
  units: string;
  priceCents: number;
  feeCents: number;
  at: string;
};

/** One fill typed in, or `csv`: the exchange's export of trades. The server asks for a fresh second factor. */
export const recordFills = (id: string, body: ManualFill | { exchange: string; csv: string }) =>
  api<{ booked: number }>(`/admin/treasury/orders/${id}/fills`, { method: "POST", body });
