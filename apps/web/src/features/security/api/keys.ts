import { useMutation, useQueryClient } from "@tanstack/react-query";

/** Every security query starts with this key: a change refreshes them all (the events list too). */
export const securityKey = ["security"] as const;
export const twoFactorKey = [...securityKey, "two-factor"] as const;

export function useSecurityMutation<T, R extends { message: string }>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKey }),
  });
}
