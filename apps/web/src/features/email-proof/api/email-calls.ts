import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TChangeEmailRequest, TEmailStatus } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { currentUserKey } from "../../../lib/auth.tsx";

const emailStatusKey = ["email-status"] as const;

export const useEmailStatus = () =>
  useQuery({
    queryKey: emailStatusKey,
    queryFn: async () => (await api<TEmailStatus>("/user/email")).data,
  });

function useRefreshEmail() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: emailStatusKey }),
      client.invalidateQueries({ queryKey: currentUserKey }),
    ]);
}

export function useResendEmailLink() {
  return useMutation({ mutationFn: () => api<{ email: string }>("/email/resend", { method: "POST" }) });
}

/** Opens an e-mail link; works signed in or not (the token says whose address it is). */
export function useConfirmEmail() {
  const refresh = useRefreshEmail();
  return useMutation({
    mutationFn: (token: string) =>
      api<{ email: string; isChange: boolean; isAlreadyConfirmed: boolean }>("/email/confirm", {
        method: "POST",
        body: { token },
      }),
    onSuccess: refresh,
  });
}

export function useChangeEmail() {
  const refresh = useRefreshEmail();
  return useMutation({
    mutationFn: (body: TChangeEmailRequest) => api<{ pendingEmail: string }>("/user/email", { method: "POST", body }),
    onSuccess: refresh,
  });
}
