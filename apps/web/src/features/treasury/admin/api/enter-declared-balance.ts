import type { TDeclaredBalance } from "@vaultline/shared";
import { api, toFormData } from "../../../../lib/api-client.ts";
import { useTreasuryMutation } from "./keys.ts";

export type DeclaredEntry = { locationId: string; units: string; asOf: string; statement: File };

/** Uploads the statement, then enters the balance with it (counted once another admin confirms it). */
export async function enterDeclaredBalance({ statement, ...entry }: DeclaredEntry) {
  const uploaded = await api<{ id: string }>("/admin/treasury/statements", {
    method: "POST",
    formData: toFormData({ statement }),
  });
  return api<TDeclaredBalance>("/admin/treasury/declared-balances", {
    method: "POST",
    body: { ...entry, statementFileId: uploaded.data.id },
  });
}

export const useEnterDeclaredBalance = () => useTreasuryMutation(enterDeclaredBalance);
