import { useQueryClient } from "@tanstack/react-query";
import type { TDeposit } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
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
  return useMutationThatRefreshes((coinAmount: string) => sendSimulatedPayment(id, coinAmount), {
    refresh: [myDepositsKey],
    onSuccess: (res) => client.setQueryData(depositKey(id), res.data),
  });
}
