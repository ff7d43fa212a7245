import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { type TreasuryOrder, treasuryKeys } from "./keys.ts";

export const getTreasuryOrders = async () => (await api<TreasuryOrder[]>("/admin/treasury/orders")).data;

export const treasuryOrdersOptions = () =>
  queryOptions({ queryKey: treasuryKeys.orders(), queryFn: getTreasuryOrders });

export const useTreasuryOrders = () => useQuery(treasuryOrdersOptions());
