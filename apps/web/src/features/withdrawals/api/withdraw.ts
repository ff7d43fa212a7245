import { useMutation } from "@tanstack/react-query";
import type { TWithdrawal, TWithdrawRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshMoney } from "./refresh-money.ts";

export const withdraw = ({ body, idempotencyKey }: { body: TWithdrawRequest; idempotencyKey: string }) =>
  api<TWithdrawal>("/user/withdrawals", { method: "POST", body, idempotencyKey });

export function useWithdraw() {
  const refresh = useRefreshMoney();
  return useMutation({ mutationFn: withdraw, onSuccess: refresh });
}
