import type { TVerificationDecision, TVerificationRequest } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";
import { adminRequestsKey } from "./get-requests.ts";

export const decideRequest = (id: string, body: TVerificationDecision) =>
  api<TVerificationRequest>(`/admin/verifications/${encodeURIComponent(id)}`, { method: "PATCH", body });

export function useDecideRequest() {
  return useMutationThatRefreshes(
    ({ id, body }: { id: string; body: TVerificationDecision }) => decideRequest(id, body),
    { refresh: [adminRequestsKey] },
  );
}
