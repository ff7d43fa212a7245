import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TLegalDoc, TLegalDocument, TTermsAcceptance } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const legalDocumentKey = (doc: TLegalDoc) => ["legal", doc] as const;
export const termsAcceptanceKey = ["user", "terms"] as const;

export const getLegalDocument = async (doc: TLegalDoc) => (await api<TLegalDocument>(`/legal/${doc}`)).data;
export const getTermsAcceptance = async () => (await api<TTermsAcceptance>("/user/terms")).data;
export const acceptTerms = async (version: string) =>
  (await api<TTermsAcceptance>("/user/terms", { method: "POST", body: { version } })).data;

export const useLegalDocument = (doc: TLegalDoc) =>
  useQuery({ queryKey: legalDocumentKey(doc), queryFn: () => getLegalDocument(doc), staleTime: 5 * 60_000 });
export const useTermsAcceptance = (isEnabled: boolean) =>
  useQuery({ queryKey: termsAcceptanceKey, queryFn: getTermsAcceptance, enabled: isEnabled });

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (acceptance) => queryClient.setQueryData(termsAcceptanceKey, acceptance),
  });
}
