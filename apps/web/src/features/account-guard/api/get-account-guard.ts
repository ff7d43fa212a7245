import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAccountGuard } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

// The security page's queries start with "security", so a change here refreshes its events list too.
export const guardKey = ["security", "guard"] as const;

export const getAccountGuard = async () => (await api<TAccountGuard>("/security/guard")).data;

export const accountGuardOptions = () => queryOptions({ queryKey: guardKey, queryFn: getAccountGuard });

export const useAccountGuard = () => useQuery(accountGuardOptions());
