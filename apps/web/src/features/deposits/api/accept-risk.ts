import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { depositOptionsKey } from "../../../lib/deposit-options.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";

export const acceptRisk = (version: string) =>
  api<unknown>("/user/risk-acceptance", { method: "POST", body: { version } });

export function useAcceptRisk() {
  return useMutationThatRefreshes(acceptRisk, { refresh: [depositOptionsKey, currentUserKey] });
}
