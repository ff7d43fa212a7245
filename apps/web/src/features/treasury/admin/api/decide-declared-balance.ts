import type { TDeclaredBalance } from "@vaultline/shared";
import { api } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export type DeclaredDecision = { id: string; decision: "confirm" | "reject" };

export const decideDeclaredBalance = ({ id, decision }: DeclaredDecision) =>
  api<TDeclaredBalance>(`/admin/treasury/declared-balances/${id}/decision`, { method: "POST", body: { decision } });

export const useDecideDeclaredBalance = () => useTreasuryMutation(decideDeclaredBalance);
