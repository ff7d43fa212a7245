import { api } from "../../../lib/api-client.ts";
import { useRefreshingMutation } from "../../../lib/use-refreshing-mutation.ts";
import { adminKeys } from "./keys.ts";

export type AddMoneyBody = { userId: string; amount: number; reason: string };

/** POST /api/admin/adjustments (the wallet domain's endpoint): a ledger entry, negative to deduct. */
export const addMoney = (body: AddMoneyBody, idempotencyKey: string) =>
  api<unknown>("/admin/adjustments", { method: "POST", body, idempotencyKey });

export const useAddMoney = () =>
  useRefreshingMutation((v: { body: AddMoneyBody; idempotencyKey: string }) => addMoney(v.body, v.idempotencyKey), {
    refresh: adminKeys.all,
    refreshOnError: true,
  });
