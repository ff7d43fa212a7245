import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCardPaymentRequest, TDeposit } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { myDepositsKey } from "./get-my-deposits.ts";

export const cardDeposit = ({ body, idempotencyKey }: { body: TCardPaymentRequest; idempotencyKey: string }) =>
  api<TDeposit>("/user/deposits/card", { method: "POST", body, idempotencyKey });

export function useCardDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cardDeposit,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: myDepositsKey }),
        client.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
