import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

export const endOtherSessions = () => api<{ ended: number }>("/security/sessions/end-others", { method: "POST" });

export const useEndOtherSessions = () => useRefreshingMutation(endOtherSessions, { refresh: securityKey });
