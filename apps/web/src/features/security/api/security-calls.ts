import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TChangePasswordRequest,
  TPasskey,
  TRecoveryCodes,
  TSecurityEvent,
  TSession,
  TTwoFactorCodeRequest,
  TTwoFactorDisableRequest,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { createPasskey, signWithPasskey } from "../../../lib/webauthn.ts";

const securityKey = ["security"] as const;

export const useSessions = () =>
  useQuery({
    queryKey: [...securityKey, "sessions"],
    queryFn: async () => (await api<TSession[]>("/security/sessions")).data,
  });

export const useSecurityEvents = () =>
  useQuery({
    queryKey: [...securityKey, "events"],
    queryFn: async () => (await api<TSecurityEvent[]>("/security/events")).data,
  });

function useSecurityMutation<T, R extends { message: string }>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: securityKey }),
  });
}

export const useEndSession = () =>
  useSecurityMutation((id: string) => api<null>(`/security/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }));

export const useEndOtherSessions = () =>
  useSecurityMutation(() => api<{ ended: number }>("/security/sessions/end-others", { method: "POST" }));

export const useChangePassword = () =>
  useSecurityMutation((body: TChangePasswordRequest) =>
    api<{ ended: number }>("/security/password", { method: "POST", body }),
  );

// Two-factor authentication (TOTP).
export const twoFactorKey = [...securityKey, "two-factor"] as const;

export const getTwoFactorStatus = async (token?: string) =>
  (await api<TTwoFactorStatus>("/security/two-factor", { token })).data;

export const useTwoFactorStatus = () => useQuery({ queryKey: twoFactorKey, queryFn: () => getTwoFactorStatus() });

export const useStartTwoFactor = () =>
  useMutation({ mutationFn: () => api<TTwoFactorSetup>("/security/two-factor/setup", { method: "POST" }) });

export const useConfirmTwoFactor = () =>
  useSecurityMutation((body: TTwoFactorCodeRequest) =>
    api<TRecoveryCodes>("/security/two-factor/confirm", { method: "POST", body }),
  );

export const useRenewRecoveryCodes = () =>
  useSecurityMutation((body: TTwoFactorCodeRequest) =>
    api<TRecoveryCodes>("/security/two-factor/recovery-codes", { method: "POST", body }),
  );

export const useDisableTwoFactor = () =>
  useSecurityMutation((body: TTwoFactorDisableRequest) =>
    api<null>("/security/two-factor/disable", { method: "POST", body }),
  );

export const usePasskeys = () =>
  useQuery({
    queryKey: [...securityKey, "passkeys"],
    queryFn: async () => (await api<TPasskey[]>("/security/passkeys")).data,
  });

/** Adds a passkey: the server's options, the browser's new passkey, the server keeps it under `name`. */
export const useAddPasskey = () =>
  useSecurityMutation(async (name: string) => {
    const options = await api<Record<string, unknown>>("/security/passkeys/options", { method: "POST" });
    const response = await createPasskey(options.data);
    return api<TPasskey>("/security/passkeys", { method: "POST", body: { name, response } });
  });

export const useRenamePasskey = () =>
  useSecurityMutation(({ id, name }: { id: string; name: string }) =>
    api<null>(`/security/passkeys/${encodeURIComponent(id)}`, { method: "PATCH", body: { name } }),
  );

export const useRemovePasskey = () =>
  useSecurityMutation((id: string) => api<null>(`/security/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" }));

/** Gives the second factor again (a code, or a passkey when `code` is null) before a security change. */
export const useStepUp = () =>
  useSecurityMutation(async (code: string | null) => {
    if (code !== null) return api<null>("/security/step-up", { method: "POST", body: { code } });
    const options = await api<Record<string, unknown>>("/security/step-up/passkey/options", { method: "POST" });
    const response = await signWithPasskey(options.data);
    return api<null>("/security/step-up/passkey", { method: "POST", body: { response } });
  });
