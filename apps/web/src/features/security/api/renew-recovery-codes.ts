import type { TRecoveryCodes, TTwoFactorCodeRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

export const renewRecoveryCodes = (body: TTwoFactorCodeRequest) =>
  api<TRecoveryCodes>("/security/two-factor/recovery-codes", { method: "POST", body });

export const useRenewRecoveryCodes = () => useRefreshingMutation(renewRecoveryCodes, { refresh: securityKey });
