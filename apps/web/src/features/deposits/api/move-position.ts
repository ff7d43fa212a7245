import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TMoveRequest, TMoveResult } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { myDepositsKey } from "./get-my-deposits.ts";
import { portfolioKey } from "./get-portfolio.ts";

export type MovePositionInput = { depositId: string; body: TMoveRequest; idempotencyKey: string };

export const movePosition = ({ depositId, body, idempotencyKey }: MovePositionInput) =>
  api<TMoveResult>(`/user/deposits/${depositId}/move`, { method: "POST", body, idempotencyKey });

/** Moves a position, whole or in part, to the wallet at the NAV of that moment. */
export function useMovePosition({ onMoved }: { onMoved?: () => unknown } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: movePosition,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: myDepositsKey }),
        client.invalidateQueries({ queryKey: portfolioKey }),
        client.invalidateQueries({ queryKey: currentUserKey }),
        onMoved?.(),
      ]),
  });
}
