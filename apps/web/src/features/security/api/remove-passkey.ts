import { api } from "../../../lib/api-client.ts";
import { useSecurityMutation } from "./keys.ts";

export const removePasskey = (id: string) =>
  api<null>(`/security/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useRemovePasskey = () => useSecurityMutation(removePasskey);
