import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminDashboard, TAdminUsersPage, TAuditPage, TUserOverview } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const adminKeys = {
  all: ["admin"] as const,
  dashboard: () => [...adminKeys.all, "dashboard"] as const,
  users: (q: string, page: number) => [...adminKeys.all, "users", { q, page }] as const,
  overview: (id: string) => [...adminKeys.all, "user-overview", id] as const,
  audit: (filters: AuditFilters) => [...adminKeys.all, "audit", filters] as const,
};

export type AuditFilters = { admin: string; action: string; targetType: string; targetId: string; page: number };

const query = (params: Record<string, string | number>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== "") search.set(key, String(value));
  return search.toString();
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: async () => (await api<TAdminDashboard>("/admin/dashboard")).data,
  });

export const usersQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(q, page),
    queryFn: async ({ signal }) =>
      (await api<TAdminUsersPage>(`/admin/users?${query({ q, page, pageSize: 20 })}`, { signal })).data,
    placeholderData: keepPreviousData,
  });

export const userOverviewQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.overview(id),
    queryFn: async () => (await api<TUserOverview>(`/admin/users/${encodeURIComponent(id)}/overview`)).data,
  });

export const auditQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: adminKeys.audit(filters),
    queryFn: async ({ signal }) =>
      (await api<TAuditPage>(`/admin/audit?${query({ ...filters, pageSize: 25 })}`, { signal })).data,
    placeholderData: keepPreviousData,
  });

export const useDashboard = () => useQuery(dashboardQuery());
export const useAdminUsers = (q: string, page: number) => useQuery(usersQuery(q, page));
export const useUserOverview = (id: string) => useQuery(userOverviewQuery(id));
export const useAuditLog = (filters: AuditFilters) => useQuery(auditQuery(filters));
