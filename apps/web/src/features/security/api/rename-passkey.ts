import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

export const renamePasskey = ({ id, name }: { id: string; name: string }) =>
  api<null>(`/security/passkeys/${encodeURIComponent(id)}`, { method: "PATCH", body: { name } });

export const useRenamePasskey = () => useRefreshingMutation(renamePasskey, { refresh: securityKey });
