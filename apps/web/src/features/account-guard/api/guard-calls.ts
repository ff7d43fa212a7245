import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TAccountGuard,
  TAntiPhishingRequest,
  TSettingsLockRequest,
  TSettingsUnlockRequest,
  TUnfreezeRequest,
} from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

// The security page's queries start with "security", so a change here refreshes its events list too.
const guardKey = ["security", "guard"] as const;

export const useAccountGuard = () =>
  useQuery({ queryKey: guardKey, queryFn: async () => (await api<TAccountGuard>("/security/guard")).data });

function useGuardMutation<T, R extends { message: string }>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: ["security"] }),
  });
}

export const useSetAntiPhishingCode = () =>
  useGuardMutation((body: TAntiPhishingRequest) => api<null>("/security/anti-phishing", { method: "PUT", body }));

export const useUnfreeze = () =>
  useGuardMutation((body: TUnfreezeRequest) => api<{ at: string }>("/security/unfreeze", { method: "POST", body }));

export const useLockSettings = () =>
  useGuardMutation((body: TSettingsLockRequest) => api<null>("/security/settings-lock", { method: "POST", body }));

export const useUnlockSettings = () =>
  useGuardMutation((body: TSettingsUnlockRequest) =>
    api<{ at: string }>("/security/settings-lock/unlock", { method: "POST", body }),
  );

/** Freezes the signed-in member's own account; their session ends with it. */
export const useFreezeNow = () =>
  useMutation({ mutationFn: () => api<null>("/security/freeze-now", { method: "POST" }) });

/** Opens a freeze link from a security e-mail (no sign-in needed). */
export const useFreezeWithLink = () =>
  useMutation({ mutationFn: (token: string) => api<null>("/security/freeze", { method: "POST", body: { token } }) });
