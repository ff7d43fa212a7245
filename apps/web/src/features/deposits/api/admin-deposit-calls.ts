import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminDeposit } from "@vaultline/shared";
import { api, apiPage } from "../../../lib/api-client.ts";

export type DepositView = "open" | "all" | "pending" | "accepted" | "denied" | "withdrawn";
const adminDepositsKey = ["admin", "deposits"] as const;

export const useAllDeposits = (view: DepositView, page: number) =>
  useQuery({
    queryKey: [...adminDepositsKey, "list", view, page],
    queryFn: () => apiPage<TAdminDeposit>(`/admin/deposits?view=${view}&page=${page}&pageSize=20`),
    placeholderData: keepPreviousData,
  });

export const useAdminDeposit = (id: string) =>
  useQuery({
    queryKey: [...adminDepositsKey, "one", id],
    queryFn: async () => (await api<TAdminDeposit>(`/admin/deposits/${id}`)).data,
  });

type Decision =
  | { kind: "approve"; id: string; idempotencyKey: string }
  | { kind: "deny"; id: string; reason: string; idempotencyKey: string }
  | { kind: "settle"; id: string; rate: "quote" | "arrival" | "refuse"; reason?: string; idempotencyKey: string };

function decide(decision: Decision) {
  const { id, idempotencyKey } = decision;
  if (decision.kind === "settle") {
    return api<TAdminDeposit>(`/admin/deposits/${id}/settle-exception`, {
      method: "POST",
      body: { rate: decision.rate, ...(decision.reason ? { reason: decision.reason } : {}) },
      idempotencyKey,
    });
  }
  if (decision.kind === "approve") {
    return api<TAdminDeposit>(`/admin/deposits/${id}/approve`, {
      method: "POST",
      body: { status: true },
      idempotencyKey,
    });
  }
  return api<TAdminDeposit>(`/admin/deposits/${id}/deny`, {
    method: "POST",
    body: { reason: decision.reason },
    idempotencyKey,
  });
}

export function useDepositDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}
