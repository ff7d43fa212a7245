import { useMutation } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";

export const simulatePayout = (id: string) =>
  api<{ txid: string }>(`/admin/withdrawals/${id}/simulated-payout`, { method: "POST" });

/** Simulated network only: sends the payout on the simulated chain and answers its transaction id. */
export const useSimulatedPayout = () => useMutation({ mutationFn: simulatePayout });
