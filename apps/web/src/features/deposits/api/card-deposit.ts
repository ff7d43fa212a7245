import type { TCardPaymentRequest, TDeposit } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { myDepositsKey } from "./get-my-deposits.ts";

export const cardDeposit = ({ body, idempotencyKey }: { body: TCardPaymentRequest; idempotencyKey: string }) =>
  api<TDeposit>("/user/deposits/card", { method: "POST", body, idempotencyKey });

export function useCardDeposit() {
  return useMutationThatRefreshes(cardDeposit, { refresh: [myDepositsKey, currentUserKey] });
}
