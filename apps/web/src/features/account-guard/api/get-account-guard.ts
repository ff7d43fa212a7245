import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAccountGuard } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

// The security page's queries start with "security", so a change here refreshes its events list too.
export const guardKey = ["security", "guard"] as const;

export const getAccountGuard = async () => (await api<TAccountGuard>("/security/guard")).data;

export const accountGuardOptions = () => queryOptions({ queryKey: guardKey, queryFn: getAccountGuard });

export const useAccountGuard = () => useQuery(accountGuardOptions());

/** A change to the guard refreshes every security query. */
export function useGuardMutation<T, R extends { message: string }>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ["security"] }),
  });
}
