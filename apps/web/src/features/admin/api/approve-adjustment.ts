import { api } from "../../../lib/api-client.ts";
import { useAdminMutation } from "./use-admin-mutation.ts";

export const approveAdjustment = (id: string) =>
  api<unknown>(`/admin/adjustments/${encodeURIComponent(id)}/approve`, { method: "POST" });

/** The second approval of a large adjustment (POST /api/admin/adjustments/:id/approve). */
export const useApproveAdjustment = () => useAdminMutation(approveAdjustment);
