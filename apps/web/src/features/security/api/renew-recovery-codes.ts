import type { TRecoveryCodes, TTwoFactorCodeRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useSecurityMutation } from "./keys.ts";

export const renewRecoveryCodes = (body: TTwoFactorCodeRequest) =>
  api<TRecoveryCodes>("/security/two-factor/recovery-codes", { method: "POST", body });

export const useRenewRecoveryCodes = () => useSecurityMutation(renewRecoveryCodes);
