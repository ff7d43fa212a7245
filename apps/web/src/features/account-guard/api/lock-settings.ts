import type { TSettingsLockRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";

export const lockSettings = (body: TSettingsLockRequest) =>
  api<null>("/security/settings-lock", { method: "POST", body });

export const useLockSettings = () => useRefreshingMutation(lockSettings, { refresh: ["security"] });
