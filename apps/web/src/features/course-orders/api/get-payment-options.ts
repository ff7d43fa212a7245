import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TDepositOptions } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const getPaymentOptions = async () => (await api<TDepositOptions>("/user/deposit-options")).data;

export const paymentOptionsOptions = () =>
  queryOptions({ queryKey: ["payment-options"], queryFn: getPaymentOptions, staleTime: 60_000 });

/** Addresses and card gateway status, shared with the deposit flow. */
export const usePaymentOptions = () => useQuery(paymentOptionsOptions());
