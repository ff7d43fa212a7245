import { useMutation } from "@tanstack/react-query";
import type { TWithdrawal } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshMoney } from "./refresh-money.ts";

export const cancelWithdrawal = (id: string) =>
  api<TWithdrawal>(`/user/withdrawals/${id}/cancel`, { method: "POST", idempotencyKey: `cancel-${id}` });

export function useCancelWithdrawal() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: cancelWithdrawal, onSuccess: refresh });
}
