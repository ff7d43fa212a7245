import { api } from "../../../lib/api-client.ts";
import { signWithPasskey } from "../../../lib/webauthn.ts";
import { useSecurityMutation } from "./keys.ts";

/** Gives the second factor again (a code, or a passkey when `code` is null) before a security change. */
export async function stepUp(code: string | null) {
  if (code !== null) return api<null>("/security/step-up", { method: "POST", body: { code } });
  const options = await api<Record<string, unknown>>("/security/step-up/passkey/options", { method: "POST" });
  const response = await signWithPasskey(options.data);
  return api<null>("/security/step-up/passkey", { method: "POST", body: { response } });
}

export const useStepUp = () => useSecurityMutation(stepUp);
