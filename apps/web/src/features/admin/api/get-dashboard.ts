import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TAdminDashboard } from "@vaultline/shared";
import { api } from "../../../lib/api-client.ts";
import { adminKeys } from "./keys.ts";

export const getDashboard = async () => (await api<TAdminDashboard>("/admin/dashboard")).data;

export const dashboardOptions = () => queryOptions({ queryKey: adminKeys.dashboard(), queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardOptions());
