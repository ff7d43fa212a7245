import type { TChangePasswordRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useSecurityMutation } from "./keys.ts";

export const changePassword = (body: TChangePasswordRequest) =>
  api<{ ended: number }>("/security/password", { method: "POST", body });

export const useChangePassword = () => useSecurityMutation(changePassword);
