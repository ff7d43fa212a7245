import type { TDemoOrder, TDemoOrderRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useMutationThatRefreshes } from "../../../lib/use-refreshing-mutation.ts";
import { demoAccountKey } from "./get-demo-account.ts";
import { demoOrdersKey } from "./get-demo-orders.ts";

/** The server prices the order: the client sends only what the member asked for. */
export const placeDemoOrder = (body: TDemoOrderRequest) => api<TDemoOrder>("/demo/orders", { method: "POST", body });

export function usePlaceDemoOrder() {
  // A refused order (no cash, prices down) may still mean the account moved elsewhere: refresh either way.
  return useMutationThatRefreshes(placeDemoOrder, { refresh: [demoAccountKey, demoOrdersKey], refreshOnError: true });
}
