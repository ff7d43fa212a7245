import type { TUnfreezeRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useGuardMutation } from "./get-account-guard.ts";

export const unfreeze = (body: TUnfreezeRequest) => api<{ at: string }>("/security/unfreeze", { method: "POST", body });

export const useUnfreeze = () => useGuardMutation(unfreeze);
