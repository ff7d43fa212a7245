import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api-client.ts";
import { type TreasuryView, treasuryKeys } from "./keys.ts";

export const getTreasury = async () => (await api<TreasuryView>("/admin/treasury")).data;

export const treasuryOptions = () => queryOptions({ queryKey: treasuryKeys.view(), queryFn: getTreasury });

export const useTreasury = () => useQuery(treasuryOptions());
