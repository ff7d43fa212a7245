import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTwoFactorStatus } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { twoFactorKey } from "./keys.ts";

/** With `token`, asks for a session not yet stored (the login page, right after the password). */
export const getTwoFactorStatus = async (token?: string) =>
  (await api<TTwoFactorStatus>("/security/two-factor", { token })).data;

export const twoFactorStatusOptions = () =>
  queryOptions({ queryKey: twoFactorKey, queryFn: () => getTwoFactorStatus() });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusOptions());
