import { api } from "../../../lib/api-client.ts";
import { useAdminMutation } from "./use-admin-mutation.ts";

export type AddMoneyBody = { userId: string; amount: number; reason: string };

/** POST /api/admin/adjustments (the wallet domain's endpoint): a ledger entry, negative to deduct. */
export const addMoney = (body: AddMoneyBody, idempotencyKey: string) =>
  api<unknown>("/admin/adjustments", { method: "POST", body, idempotencyKey });

export const useAddMoney = () =>
  useAdminMutation((v: { body: AddMoneyBody; idempotencyKey: string }) => addMoney(v.body, v.idempotencyKey));
