import type { TTwoFactorDisableRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useSecurityMutation } from "./keys.ts";

export const disableTwoFactor = (body: TTwoFactorDisableRequest) =>
  api<null>("/security/two-factor/disable", { method: "POST", body });

export const useDisableTwoFactor = () => useSecurityMutation(disableTwoFactor);
