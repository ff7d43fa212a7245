import type { TChangePasswordRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

export const changePassword = (body: TChangePasswordRequest) =>
  api<{ ended: number }>("/security/password", { method: "POST", body });

export const useChangePassword = () => useRefreshingMutation(changePassword, { refresh: securityKey });
