import { api } from "../../../lib/api-client.ts";
import { useSecurityMutation } from "./keys.ts";

export const endOtherSessions = () => api<{ ended: number }>("/security/sessions/end-others", { method: "POST" });

export const useEndOtherSessions = () => useSecurityMutation(endOtherSessions);
