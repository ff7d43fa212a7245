import type { TTwoFactorDisableRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { securityKey } from "./keys.ts";

export const disableTwoFactor = (body: TTwoFactorDisableRequest) =>
  api<null>("/security/two-factor/disable", { method: "POST", body });

export const useDisableTwoFactor = () => useRefreshingMutation(disableTwoFactor, { refresh: securityKey });
