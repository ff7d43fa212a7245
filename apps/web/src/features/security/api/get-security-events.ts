import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TSecurityEvent } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { securityKey } from "./keys.ts";

export const getSecurityEvents = async () => (await api<TSecurityEvent[]>("/security/events")).data;

export const securityEventsOptions = () =>
  queryOptions({ queryKey: [...securityKey, "events"], queryFn: getSecurityEvents });

export const useSecurityEvents = () => useQuery(securityEventsOptions());
