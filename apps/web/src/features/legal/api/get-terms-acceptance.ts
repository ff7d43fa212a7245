import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTermsAcceptance } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const termsAcceptanceKey = ["user", "terms"] as const;

export const getTermsAcceptance = async () => (await api<TTermsAcceptance>("/user/terms")).data;

export const termsAcceptanceOptions = () => queryOptions({ queryKey: termsAcceptanceKey, queryFn: getTermsAcceptance });

export const useTermsAcceptance = (isEnabled: boolean) => useQuery({ ...termsAcceptanceOptions(), enabled: isEnabled });
