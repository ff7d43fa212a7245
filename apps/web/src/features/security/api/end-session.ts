import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

export const endSession = (id: string) =>
  api<null>(`/security/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useEndSession = () => useRefreshingMutation(endSession, { refresh: securityKey });
