import { useQueryClient } from "@tanstack/react-query";
import type { TDemoAccount } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { demoAccountKey } from "./get-demo-account.ts";
import { demoOrdersKey } from "./get-demo-orders.ts";

export const resetDemoAccount = () => api<TDemoAccount>("/demo/reset", { method: "POST" });

/** Back to $10,000 of virtual cash; positions and orders are deleted. */
export function useResetDemoAccount() {
  const queryClient = useQueryClient();
  return useMutationThatRefreshes(resetDemoAccount, {
    refresh: [demoOrdersKey],
    onSuccess: (result) => queryClient.setQueryData(demoAccountKey, result.data),
  });
}
