import { api } from "../../../../lib/api-client.ts";
import { type TreasuryLocation, useTreasuryMutation } from "./keys.ts";

export type LocationDecision = { id: string; decision: "approve" | "reject" | "retire" };

export const decideLocation = ({ id, decision }: LocationDecision) =>
  api<TreasuryLocation>(`/admin/treasury/locations/${id}/decision`, { method: "POST", body: { decision } });

export const useDecideLocation = () => useTreasuryMutation(decideLocation);
