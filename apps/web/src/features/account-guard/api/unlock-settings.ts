import type { TSettingsUnlockRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useGuardMutation } from "./get-account-guard.ts";

export const unlockSettings = (body: TSettingsUnlockRequest) =>
  api<{ at: string }>("/security/settings-lock/unlock", { method: "POST", body });

export const useUnlockSettings = () => useGuardMutation(unlockSettings);
