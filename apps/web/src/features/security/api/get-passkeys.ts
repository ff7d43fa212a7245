import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPasskey } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { securityKey } from "./keys.ts";

export const getPasskeys = async () => (await api<TPasskey[]>("/security/passkeys")).data;

export const passkeysOptions = () => queryOptions({ queryKey: [...securityKey, "passkeys"], queryFn: getPasskeys });

export const usePasskeys = () => useQuery(passkeysOptions());
