import type { THeldAsset, TTreasuryLocation } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export type LocationProposal = { name: string; kind: "onchain" | "declared"; asset: THeldAsset; address?: string };

export const proposeLocation = (body: LocationProposal) =>
  api<TTreasuryLocation>("/admin/treasury/locations", { method: "POST", body });

export const useProposeLocation = () => useTreasuryMutation(proposeLocation);
