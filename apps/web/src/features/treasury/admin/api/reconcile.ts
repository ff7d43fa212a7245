import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export const reconcileNow = () => api<{ shortAssets: string[] }>("/admin/treasury/reconcile", { method: "POST" });

export const useReconcileNow = () => useTreasuryMutation(reconcileNow);
