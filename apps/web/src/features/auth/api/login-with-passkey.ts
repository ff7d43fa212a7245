import { useMutation } from "@tanstack/react-query";
import type { TUser } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { signWithPasskey } from "../../../lib/webauthn.ts";
import type { SignedIn } from "./login.ts";

/** Signs in with a passkey: the server's challenge, the browser's passkey, the server's check. */
export async function loginWithPasskey(): Promise<SignedIn> {
  const options = await api<Record<string, unknown>>("/login/passkey/options", { method: "POST" });
  const response = await signWithPasskey(options.data);
  return (await api<TUser>("/login/passkey", { method: "POST", body: { response } })) as SignedIn;
}

export const usePasskeyLogin = () => useMutation({ mutationFn: loginWithPasskey });
