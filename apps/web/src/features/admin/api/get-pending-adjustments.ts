import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TPendingAdjustment } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./keys.ts";

export const getPendingAdjustments = async (userId: string) =>
  (await api<TPendingAdjustment[]>(`/admin/adjustments?userId=${encodeURIComponent(userId)}`)).data;

export const pendingAdjustmentsOptions = (userId: string) =>
  queryOptions({ queryKey: adminKeys.adjustments(userId), queryFn: () => getPendingAdjustments(userId) });

/** Large adjustments of this user waiting for a second admin. */
export const usePendingAdjustments = (userId: string) => useQuery(pendingAdjustmentsOptions(userId));
