import type { TAntiPhishingRequest } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useGuardMutation } from "./get-account-guard.ts";

export const setAntiPhishingCode = (body: TAntiPhishingRequest) =>
  api<null>("/security/anti-phishing", { method: "PUT", body });

export const useSetAntiPhishingCode = () => useGuardMutation(setAntiPhishingCode);
