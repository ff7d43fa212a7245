import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminDeposit } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { adminDepositsKey } from "./get-admin-deposits.ts";

export const getAdminDeposit = async (id: string) => (await api<TAdminDeposit>(`/admin/deposits/${id}`)).data;

export const adminDepositOptions = (id: string) =>
  queryOptions({ queryKey: [...adminDepositsKey, "one", id], queryFn: () => getAdminDeposit(id) });

/** One deposit with its proof, quote and chain status, for review. */
export const useAdminDeposit = (id: string) => useQuery(adminDepositOptions(id));
