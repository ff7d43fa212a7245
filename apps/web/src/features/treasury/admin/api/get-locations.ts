import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTreasuryLocations } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { treasuryKeys } from "./keys.ts";

export const getTreasuryLocations = async () => (await api<TTreasuryLocations>("/admin/treasury/locations")).data;

export const treasuryLocationsOptions = () =>
  queryOptions({ queryKey: treasuryKeys.locations(), queryFn: getTreasuryLocations });

export const useTreasuryLocations = () => useQuery(treasuryLocationsOptions());
