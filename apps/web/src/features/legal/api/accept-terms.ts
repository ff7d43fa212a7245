import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TTermsAcceptance } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { termsAcceptanceKey } from "./get-terms-acceptance.ts";

export const acceptTerms = async (version: string) =>
  (await api<TTermsAcceptance>("/user/terms", { method: "POST", body: { version } })).data;

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (acceptance) => queryClient.setQueryData(termsAcceptanceKey, acceptance),
  });
}
