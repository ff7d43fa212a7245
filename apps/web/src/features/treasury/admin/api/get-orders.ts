import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTreasuryOrder } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { treasuryKeys } from "./keys.ts";

export const getTreasuryOrders = async () => (await api<TTreasuryOrder[]>("/admin/treasury/orders")).data;

export const treasuryOrdersOptions = () =>
  queryOptions({ queryKey: treasuryKeys.orders(), queryFn: getTreasuryOrders });

export const useTreasuryOrders = () => useQuery(treasuryOrdersOptions());
