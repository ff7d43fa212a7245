import type { TUnfreezeRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";

export const unfreeze = (body: TUnfreezeRequest) => api<{ at: string }>("/security/unfreeze", { method: "POST", body });

export const useUnfreeze = () => useRefreshingMutation(unfreeze, { refresh: ["security"] });
