import { useMutationThatRefreshes } from "../../../../lib/use-refreshing-mutation.ts";

// The treasury's admin API (docs/treasury.md): its answers' types are the shared schemas'
// (packages/shared/src/treasury.ts), base units as decimal strings.

/** Every treasury query starts with this key: a change refreshes them all, and the admin lists beside them. */
export const treasuryKeys = {
  all: ["admin", "treasury"] as const,
  view: () => [...treasuryKeys.all, "view"] as const,
  alert: () => [...treasuryKeys.all, "alert"] as const,
  locations: () => [...treasuryKeys.all, "locations"] as const,
  orders: () => [...treasuryKeys.all, "orders"] as const,
};

/** A treasury change refreshes every admin query (the treasury's, the audit log, the counts). */
export function useTreasuryMutation<V, R>(fn: (variables: V) => Promise<R>) {
  return useMutationThatRefreshes(fn, { refresh: [["admin"]], refreshOnError: true });
}
