import { useMutation } from "@tanstack/react-query";
import type {
  TForgotPasswordRequest,
  TLoginRequest,
  TResetPasswordRequest,
  TSignupRequest,
  TUser,
} from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { signWithPasskey } from "../../../lib/webauthn.ts";

/** A sign-in's answer: the user, and whether the password must be changed now. */
export type SignedIn = Awaited<ReturnType<typeof api<TUser>>> & { mustChangePassword?: boolean };

export const login = (body: TLoginRequest) => api<TUser>("/login", { method: "POST", body }) as Promise<SignedIn>;

/** Signs in with a passkey: the server's challenge, the browser's passkey, the server's check. */
export async function loginWithPasskey(): Promise<SignedIn> {
  const options = await api<Record<string, unknown>>("/login/passkey/options", { method: "POST" });
  const response = await signWithPasskey(options.data);
  return (await api<TUser>("/login/passkey", { method: "POST", body: { response } })) as SignedIn;
}
export const signup = (body: TSignupRequest) => api<TUser>("/signup", { method: "POST", body });
export const forgotPassword = (body: TForgotPasswordRequest) => api<null>("/password-reset", { method: "POST", body });
export const resetPassword = (token: string, body: TResetPasswordRequest) =>
  api<null>(`/password-reset/${encodeURIComponent(token)}`, { method: "POST", body });

export const useLogin = () => useMutation({ mutationFn: login });
export const usePasskeyLogin = () => useMutation({ mutationFn: loginWithPasskey });
export const useSignup = () => useMutation({ mutationFn: signup });
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useResetPassword = () =>
  useMutation({
    mutationFn: ({ token, body }: { token: string; body: TResetPasswordRequest }) => resetPassword(token, body),
  });
