import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDepositOptions } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const depositOptionsKey = ["deposits", "options"] as const;

export const getDepositOptions = async () => (await api<TDepositOptions>("/user/deposit-options")).data;

export const depositOptionsOptions = () => queryOptions({ queryKey: depositOptionsKey, queryFn: getDepositOptions });

export const useDepositOptions = () => useQuery(depositOptionsOptions());
