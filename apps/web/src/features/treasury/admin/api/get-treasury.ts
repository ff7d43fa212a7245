import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTreasuryView } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { treasuryKeys } from "./keys.ts";

export const getTreasury = async () => (await api<TTreasuryView>("/admin/treasury")).data;

export const treasuryOptions = () => queryOptions({ queryKey: treasuryKeys.view(), queryFn: getTreasury });

export const useTreasury = () => useQuery(treasuryOptions());
