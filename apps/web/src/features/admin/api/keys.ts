/** Query keys of the admin screens; every admin change invalidates `all` (counts, users, overview, audit). */
export const adminKeys = {
  all: ["admin"] as const,
  dashboard: () => [...adminKeys.all, "dashboard"] as const,
  users: (q: string, page: number) => [...adminKeys.all, "users", { q, page }] as const,
  overview: (id: string) => [...adminKeys.all, "user-overview", id] as const,
  audit: (filters: AuditFilters) => [...adminKeys.all, "audit", filters] as const,
  adjustments: (userId: string) => [...adminKeys.all, "adjustments", userId] as const,
  adminGrants: (userId: string) => [...adminKeys.all, "admin-grants", userId] as const,
};

export type AuditFilters = { admin: string; action: string; targetType: string; targetId: string; page: number };

/** A query string of the parameters that have a value. */
export const searchParams = (params: Record<string, string | number>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== "") search.set(key, String(value));
  return search.toString();
};
