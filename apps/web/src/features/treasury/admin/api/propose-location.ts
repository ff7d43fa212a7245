import { api } from "../../../../lib/api-client.ts";
import { type HeldAsset, type TreasuryLocation, useTreasuryMutation } from "./keys.ts";

export type LocationProposal = { name: string; kind: "onchain" | "declared"; asset: HeldAsset; address?: string };

export const proposeLocation = (body: LocationProposal) =>
  api<TreasuryLocation>("/admin/treasury/locations", { method: "POST", body });

export const useProposeLocation = () => useTreasuryMutation(proposeLocation);
