import type { TPasskey } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { createPasskey } from "../../../lib/webauthn.ts";
import { securityKey } from "./keys.ts";

/** Adds a passkey: the server's options, the browser's new passkey, the server keeps it under `name`. */
export async function addPasskey(name: string) {
  const options = await api<Record<string, unknown>>("/security/passkeys/options", { method: "POST" });
  const response = await createPasskey(options.data);
  return api<TPasskey>("/security/passkeys", { method: "POST", body: { name, response } });
}

export const useAddPasskey = () => useRefreshingMutation(addPasskey, { refresh: securityKey });
