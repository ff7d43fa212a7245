import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAuditPage } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { type AuditFilters, adminKeys, searchParams } from "./keys.ts";

export const getAuditLog = async (filters: AuditFilters, signal?: AbortSignal) =>
  (await api<TAuditPage>(`/admin/audit?${searchParams({ ...filters, pageSize: 25 })}`, { signal })).data;

export const auditLogOptions = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters) => useQuery(auditLogOptions(filters));
