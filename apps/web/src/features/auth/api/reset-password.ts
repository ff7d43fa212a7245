import { useMutation } from "@tanstack/react-query";
import type { TResetPasswordRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const resetPassword = (token: string, body: TResetPasswordRequest) =>
  api<null>(`/password-reset/${encodeURIComponent(token)}`, { method: "POST", body });

export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, body }: { token: string; body: TResetPasswordRequest }) => resetPassword(token, body),
  });
