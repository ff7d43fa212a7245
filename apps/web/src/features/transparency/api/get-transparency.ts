import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTransparency } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";

export const transparencyKey = ["transparency"] as const;

export const getTransparency = async () => (await api<TTransparency>("/transparency")).data;

export const transparencyOptions = () =>
  queryOptions({ queryKey: transparencyKey, queryFn: getTransparency, staleTime: 60_000 });

export const useTransparency = () => useQuery(transparencyOptions());
