import type { TTreasuryLocation } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export type LocationDecision = { id: string; decision: "approve" | "reject" | "retire" };

export const decideLocation = ({ id, decision }: LocationDecision) =>
  api<TTreasuryLocation>(`/admin/treasury/locations/${id}/decision`, { method: "POST", body: { decision } });

export const useDecideLocation = () => useTreasuryMutation(decideLocation);
