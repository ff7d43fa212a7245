import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";
import { depositOptionsKey } from "../../../lib/deposit-options.ts";

export const acceptRisk = (version: string) =>
  api<unknown>("/user/risk-acceptance", { method: "POST", body: { version } });

export function useAcceptRisk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptRisk,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: depositOptionsKey }),
        client.invalidateQueries({ queryKey: currentUserKey }),
      ]),
  });
}
