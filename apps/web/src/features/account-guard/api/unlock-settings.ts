import type { TSettingsUnlockRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";

export const unlockSettings = (body: TSettingsUnlockRequest) =>
  api<{ at: string }>("/security/settings-lock/unlock", { method: "POST", body });

export const useUnlockSettings = () => useRefreshingMutation(unlockSettings, { refresh: ["security"] });
