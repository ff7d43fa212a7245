import { api } from "../../../../lib/api-client.ts";
import { type DeclaredBalance, useTreasuryMutation } from "./keys.ts";

export type DeclaredDecision = { id: string; decision: "confirm" | "reject" };

export const decideDeclaredBalance = ({ id, decision }: DeclaredDecision) =>
  api<DeclaredBalance>(`/admin/treasury/declared-balances/${id}/decision`, { method: "POST", body: { decision } });

export const useDecideDeclaredBalance = () => useTreasuryMutation(decideDeclaredBalance);
