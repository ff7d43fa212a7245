import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

export const removePasskey = (id: string) =>
  api<null>(`/security/passkeys/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useRemovePasskey = () => useRefreshingMutation(removePasskey, { refresh: securityKey });
