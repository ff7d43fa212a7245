import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { adminKeys } from "./keys.ts";

export const approveAdjustment = (id: string) =>
  api<unknown>(`/admin/adjustments/${encodeURIComponent(id)}/approve`, { method: "POST" });

/** The second approval of a large adjustment (POST /api/admin/adjustments/:id/approve). */
export const useApproveAdjustment = () =>
  useRefreshingMutation(approveAdjustment, { refresh: adminKeys.all, refreshOnError: true });
