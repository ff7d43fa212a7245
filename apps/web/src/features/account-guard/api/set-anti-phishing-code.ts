import type { TAntiPhishingRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";

export const setAntiPhishingCode = (body: TAntiPhishingRequest) =>
  api<null>("/security/anti-phishing", { method: "PUT", body });

export const useSetAntiPhishingCode = () => useRefreshingMutation(setAntiPhishingCode, { refresh: ["security"] });
