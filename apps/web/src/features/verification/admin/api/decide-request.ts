import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TVerificationDecision, TVerificationRequest } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { adminRequestsKey } from "./get-requests.ts";

export const decideRequest = (id: string, body: TVerificationDecision) =>
  api<TVerificationRequest>(`/admin/verifications/${encodeURIComponent(id)}`, { method: "PATCH", body });

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TVerificationDecision }) => decideRequest(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminRequestsKey }),
  });
}
