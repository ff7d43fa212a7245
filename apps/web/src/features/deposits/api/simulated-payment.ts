import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDeposit } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { depositKey } from "./get-deposit.ts";
import { myDepositsKey } from "./get-my-deposits.ts";

export const sendSimulatedPayment = (id: string, coinAmount: string) =>
  api<TDeposit>(`/user/deposits/${id}/simulated-payment`, {
    method: "POST",
    body: coinAmount ? { coinAmount } : {},
  });

/** "Send simulated payment" (simulated network only). */
export function useSimulatedPayment(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (coinAmount: string) => sendSimulatedPayment(id, coinAmount),
    onSuccess: (res) => {
      client.setQueryData(depositKey(id), res.data);
      return client.invalidateQueries({ queryKey: myDepositsKey });
    },
  });
}
