import { api } from "../../../lib/api-client.ts";
import { useSecurityMutation } from "./keys.ts";

export const endSession = (id: string) =>
  api<null>(`/security/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });

export const useEndSession = () => useSecurityMutation(endSession);
