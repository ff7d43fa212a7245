import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { type TreasuryLocations, treasuryKeys } from "./keys.ts";

export const getTreasuryLocations = async () => (await api<TreasuryLocations>("/admin/treasury/locations")).data;

export const treasuryLocationsOptions = () =>
  queryOptions({ queryKey: treasuryKeys.locations(), queryFn: getTreasuryLocations });

export const useTreasuryLocations = () => useQuery(treasuryLocationsOptions());
