import { useMutation } from "@tanstack/react-query";
import type { TTwoFactorSetup } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const startTwoFactor = () => api<TTwoFactorSetup>("/security/two-factor/setup", { method: "POST" });

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
