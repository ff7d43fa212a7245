import type { TRecoveryCodes, TTwoFactorCodeRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

export const confirmTwoFactor = (body: TTwoFactorCodeRequest) =>
  api<TRecoveryCodes>("/security/two-factor/confirm", { method: "POST", body });

export const useConfirmTwoFactor = () => useRefreshingMutation(confirmTwoFactor, { refresh: securityKey });
