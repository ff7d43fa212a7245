import { useMutation } from "@tanstack/react-query";
import type {
  TForgotPasswordRequest,
  TLoginRequest,
  TResetPasswordRequest,
  TSignupRequest,
  TUser,
} from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const login = (body: TLoginRequest) => api<TUser>("/login", { method: "POST", body });
export const signup = (body: TSignupRequest) => api<TUser>("/signup", { method: "POST", body });
export const forgotPassword = (body: TForgotPasswordRequest) => api<null>("/forgotPassword", { method: "POST", body });
export const resetPassword = (token: string, body: TResetPasswordRequest) =>
  api<null>(`/resetPassword/${encodeURIComponent(token)}`, { method: "POST", body });

export const useLogin = () => useMutation({ mutationFn: login });
export const useSignup = () => useMutation({ mutationFn: signup });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, body }: { token: string; body: TResetPasswordRequest }) => resetPassword(token, body),
  });
