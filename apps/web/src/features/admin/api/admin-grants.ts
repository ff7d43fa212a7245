import { useQuery } from "@tanstack/react-query";
import type { TAdminGrant } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { adminKeys } from "./keys.ts";

export const getAdminGrants = async (userId: string) =>
  (await api<TAdminGrant[]>(`/admin/admin-grants?userId=${encodeURIComponent(userId)}`)).data;

/** This member's promotion waiting for a second admin, if any. */
export const useAdminGrants = (userId: string) =>
  useQuery({ queryKey: adminKeys.adminGrants(userId), queryFn: () => getAdminGrants(userId) });

export const approveAdminGrant = (id: string) =>
  api<unknown>(`/admin/admin-grants/${encodeURIComponent(id)}/approve`, { method: "POST" });

/** The second admin's approval of a promotion (POST /api/admin/admin-grants/:id/approve). */
export const useApproveAdminGrant = () =>
  useRefreshingMutation(approveAdminGrant, { refresh: adminKeys.all, refreshOnError: true });
