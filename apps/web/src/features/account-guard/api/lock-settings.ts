import type { TSettingsLockRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useGuardMutation } from "./get-account-guard.ts";

export const lockSettings = (body: TSettingsLockRequest) =>
  api<null>("/security/settings-lock", { method: "POST", body });

export const useLockSettings = () => useGuardMutation(lockSettings);
