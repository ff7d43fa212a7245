import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDepositOptions } from "@vaultline/shared";
import { api } from "./api-client.ts";

/**
 * The member's payment options (coins, addresses, card gateway, the chain addresses are checked
 * against): read by the deposit, course payment and address book features under one cache entry.
 */
export const depositOptionsKey = ["deposit-options"] as const;

export const getDepositOptions = async () => (await api<TDepositOptions>("/user/deposit-options")).data;

export const depositOptionsOptions = () => queryOptions({ queryKey: depositOptionsKey, queryFn: getDepositOptions });

export const useDepositOptions = () => useQuery(depositOptionsOptions());
