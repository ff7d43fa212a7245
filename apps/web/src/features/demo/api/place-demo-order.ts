import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TDemoOrder, TDemoOrderRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { demoAccountKey } from "./get-demo-account.ts";
import { demoOrdersKey } from "./get-demo-orders.ts";

/** The server prices the order: the client sends only what the member asked for. */
export const placeDemoOrder = (body: TDemoOrderRequest) => api<TDemoOrder>("/demo/orders", { method: "POST", body });

export function usePlaceDemoOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeDemoOrder,
    // A refused order (no cash, prices down) may still mean the account moved elsewhere: refresh either way.
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: demoAccountKey }),
        queryClient.invalidateQueries({ queryKey: demoOrdersKey }),
      ]);
    },
  });
}
