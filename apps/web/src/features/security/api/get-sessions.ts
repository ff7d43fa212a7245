import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TSession } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { securityKey } from "./keys.ts";

export const getSessions = async () => (await api<TSession[]>("/security/sessions")).data;

export const sessionsOptions = () => queryOptions({ queryKey: [...securityKey, "sessions"], queryFn: getSessions });

export const useSessions = () => useQuery(sessionsOptions());
