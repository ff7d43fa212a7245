import type { TMoveRequest, TMoveResult } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { myDepositsKey } from "./get-my-deposits.ts";
import { portfolioKey } from "./get-portfolio.ts";

export type MovePositionInput = { depositId: string; body: TMoveRequest; idempotencyKey: string };

export const movePosition = ({ depositId, body, idempotencyKey }: MovePositionInput) =>
  api<TMoveResult>(`/user/deposits/${depositId}/move`, { method: "POST", body, idempotencyKey });

/** Moves a position, whole or in part, to the wallet at the NAV of that moment. */
export function useMovePosition({ onMoved }: { onMoved?: () => unknown } = {}) {
  return useMutationThatRefreshes(movePosition, {
    refresh: [myDepositsKey, portfolioKey, currentUserKey],
    onSuccess: () => onMoved?.(),
  });
}
