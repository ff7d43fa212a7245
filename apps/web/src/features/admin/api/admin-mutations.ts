import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./admin-queries.ts";

export type AddMoneyBody = { userId: string; amount: number; reason: string };

/** POST /api/admin/adjustments (the wallet domain's endpoint): a ledger entry, negative to deduct. */
export const addMoney = (body: AddMoneyBody, idempotencyKey: string) =>
  api<unknown>("/admin/adjustments", { method: "POST", body, idempotencyKey });

/** PATCH /api/admin/users/:id/verified (the verification domain's endpoint). */
export const setVerified = (userId: string, isVerified: boolean) =>
  api<unknown>(`/admin/users/${encodeURIComponent(userId)}/verified`, { method: "PATCH", body: { isVerified } });

export const setAdmin = (userId: string, isAdmin: boolean) =>
  api<unknown>(`/admin/users/${encodeURIComponent(userId)}/admin`, { method: "PATCH", body: { isAdmin } });

/** Every admin change refreshes every admin list (counts, users, overview, audit). */
function useAdminMutation<V>(fn: (variables: V) => Promise<{ message: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useAddMoney = () =>
  useAdminMutation((v: { body: AddMoneyBody; idempotencyKey: string }) => addMoney(v.body, v.idempotencyKey));
export const useSetVerified = () =>
  useAdminMutation((v: { userId: string; isVerified: boolean }) => setVerified(v.userId, v.isVerified));
export const useSetAdmin = () =>
  useAdminMutation((v: { userId: string; isAdmin: boolean }) => setAdmin(v.userId, v.isAdmin));

/** The second approval of a large adjustment (POST /api/admin/adjustments/:id/approve). */
export const useApproveAdjustment = () =>
  useAdminMutation((id: string) =>
    api<unknown>(`/admin/adjustments/${encodeURIComponent(id)}/approve`, { method: "POST" }),
  );
